/**
 * The rank of the first expected page and the top three pages of every relevance and tuning query, on the index a
 * build ships: a refactoring of the search engine or its lexicon should leave this file unchanged.
 *
 *   npx tsx scripts/search-ranks.ts [--dir build] [--out ranks.json] [--against before.json]
 *
 * With --against, prints every query whose rank or top three changed, and a summary line; then MRR@5 per set.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {evaluate, loadBuiltIndex} from '../tests/support/search-metrics';
import {RELEVANCE_SET, TYPING_SET, type RelevanceCase} from '../tests/support/search-relevance';
import {HELDOUT_SET, QUESTION_KINDS, TUNING_SET} from '../tests/support/search-sets';

interface Ranked {
  set: string;
  query: string;
  rank: number | null;
  top3: string[];
}

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, out: {type: 'string'}, against: {type: 'string'}},
});

/** Each tuning file is one writer's set. */
function tuningSets(): [string, RelevanceCase[]][] {
  const byFile = new Map<string, RelevanceCase[]>();
  for (const {file, query, expected} of TUNING_SET) {
    const set = path.basename(file);
    byFile.set(set, [...(byFile.get(set) ?? []), {query, expected}]);
  }
  return [...byFile];
}

const index = loadBuiltIndex(values.dir);
const sets: [string, RelevanceCase[]][] = [
  ['relevance', RELEVANCE_SET],
  ['typing', TYPING_SET],
  ...tuningSets(),
];
/**
 * MRR@5 per set: the team's, the typing kinds', the tuning set's and the held-out set's per kind (the held-out set
 * is printed as aggregates only, never query by query).
 */
function summary(): string {
  const mrr = (cases: RelevanceCase[]): string => evaluate(index, cases).mrr.toFixed(3);
  const plain = (cases: typeof TUNING_SET): RelevanceCase[] =>
    cases.map(({query, expected}) => ({query, expected}));
  const rows = [`relevance ${mrr(RELEVANCE_SET)}`, `typing ${mrr(TYPING_SET)}`];
  for (const kind of QUESTION_KINDS) {
    const tuning = plain(TUNING_SET.filter((c) => c.kind === kind));
    const heldout = plain(HELDOUT_SET.filter((c) => c.kind === kind));
    rows.push(
      `${kind} tuning ${tuning.length ? mrr(tuning) : '-'} held-out ${heldout.length ? mrr(heldout) : '-'}`,
    );
  }
  return rows.join(' | ');
}

const ranks: Ranked[] = sets.flatMap(([set, cases]) =>
  evaluate(index, cases).results.map((r) => ({
    set,
    query: r.query,
    rank: r.rank ?? null,
    top3: r.top.slice(0, 3),
  })),
);
if (values.out) fs.writeFileSync(values.out, JSON.stringify(ranks, null, 1) + '\n');
if (values.against) {
  const before = new Map(
    (JSON.parse(fs.readFileSync(values.against, 'utf8')) as Ranked[]).map((r) => [`${r.set}\t${r.query}`, r]),
  );
  let changed = 0;
  let better = 0;
  let worse = 0;
  for (const r of ranks) {
    const b = before.get(`${r.set}\t${r.query}`);
    if (b && b.rank === r.rank && b.top3.join() === r.top3.join()) continue;
    changed++;
    const was = b?.rank ?? Infinity;
    const now = r.rank ?? Infinity;
    if (now < was) better++;
    if (now > was) worse++;
    console.log(
      `${r.set}  ${r.query}\n  rank ${b?.rank ?? '-'} → ${r.rank ?? '-'}  top ${b?.top3.join(', ')} → ${r.top3.join(', ')}`,
    );
  }
  console.log(`${ranks.length} queries, ${changed} changed (rank better ${better}, worse ${worse})`);
}
console.log(summary());
