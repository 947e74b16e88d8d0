/**
 * The question sets: what readers ask in their own words (whole questions, symptoms, everyday and English-mixed
 * phrases), each with the pages that answer it, written blind from the built site and what the product does, by
 * people who had not read the engine. Two sets, kept apart:
 * - tuning (every file of search-sets/: tuning.json and tuning-reserve.json of all three kinds, then one file per
 *   further writer, of one kind each): the engine and the glossary are tuned on it;
 * - held-out (search-heldout.json): never tuned on, never read query by query; the relevance test prints only
 *   its per-kind aggregates. A held-out query used for tuning moves to the tuning set, and a fresh one written
 *   the same way replaces it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {RelevanceCase} from './search-relevance';

export const QUESTION_KINDS = ['question', 'symptom', 'everyday'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface QuestionCase extends Omit<RelevanceCase, 'kind'> {
  kind: QuestionKind;
  /** Where the answer is, in the writer's words. */
  why?: string;
}

function load(file: string): QuestionCase[] {
  const cases = JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8')) as QuestionCase[];
  for (const c of cases) {
    if (!QUESTION_KINDS.includes(c.kind) || !c.query || c.expected.length === 0)
      throw new Error(`${file}: malformed case ${JSON.stringify(c)}`);
  }
  return cases;
}

/** Every file of search-sets/, so a new writer's set is one file added. */
export const TUNING_SET: QuestionCase[] = fs
  .readdirSync(path.join(__dirname, 'search-sets'))
  .filter((file) => file.endsWith('.json'))
  .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}))
  .flatMap((file) => load(`search-sets/${file}`));

export const HELDOUT_SET: QuestionCase[] = load('search-heldout.json');
