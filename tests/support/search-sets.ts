/**
 * The question sets: what readers ask in their own words (questions, symptoms, everyday words, tasks), each with
 * the pages that answer it, written blind from the site's text and what the product does, by writers who had not
 * read the engine. Two sets, kept apart:
 * - tuning (search-sets/, one file per writer, named by persona and register): the engine and the lexicon are
 *   tuned on it, and a rule stays when it fixes the queries of two writers or more;
 * - held-out (search-heldout/, one file per kind): never tuned on, never read query by query; the relevance test
 *   prints only its per-kind aggregates. Once a held-out query is used for tuning it moves to a tuning file, and
 *   tests/unit/search-sets.test.ts fails while a held-out query has a twin among the tuning queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {RelevanceCase} from './search-relevance';

export const QUESTION_KINDS = ['question', 'symptom', 'everyday', 'task'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface QuestionCase extends Omit<RelevanceCase, 'kind'> {
  kind: QuestionKind;
  /** Where the answer is, in the writer's words. */
  why?: string;
  /** The writer's persona, where one file holds several. */
  persona?: string;
}

/** A case with the file it lives in: the writer, for tuning files. */
export interface SourcedCase extends QuestionCase {
  file: string;
}

export const TUNING_DIR = path.join(__dirname, 'search-sets');
export const HELDOUT_DIR = path.join(__dirname, 'search-heldout');

export function loadSetFile(file: string): QuestionCase[] {
  const cases = JSON.parse(fs.readFileSync(file, 'utf8')) as QuestionCase[];
  for (const c of cases) {
    if (!QUESTION_KINDS.includes(c.kind) || !c.query || c.expected.length === 0)
      throw new Error(`${path.relative(process.cwd(), file)}: malformed case ${JSON.stringify(c)}`);
  }
  return cases;
}

function loadDir(dir: string): SourcedCase[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => loadSetFile(path.join(dir, name)).map((c) => ({...c, file: path.join(dir, name)})));
}

/** Every file of search-sets/, so a new writer's set is one file added. */
export const TUNING_SET: SourcedCase[] = loadDir(TUNING_DIR);

export const HELDOUT_SET: SourcedCase[] = loadDir(HELDOUT_DIR);
