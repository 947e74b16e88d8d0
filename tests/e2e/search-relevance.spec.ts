/**
 * Relevance of local search on the real docs: MRR@5 and recall@5, computed on the index build/ ships, answered
 * exactly as the modal's request would be. No browser needed (tests/e2e/search-typing.spec.ts shows each typing
 * kind in the browser). One table: the team's 44 queries, the six ways of typing, and readers' questions,
 * symptoms and everyday phrases, the tuning set beside the held-out set (tests/support/search-sets.ts). Only the
 * tuning side prints its misses query by query; the held-out side prints per-kind aggregates, nothing else.
 */
import {expect, test} from '@playwright/test';
import {evaluate, loadBuiltIndex, type BuiltIndex} from '../support/search-metrics';
import {QUERY_KINDS, RELEVANCE_SET, TYPING_SET, type RelevanceCase} from '../support/search-relevance';
import {HELDOUT_SET, QUESTION_KINDS, TUNING_SET, type QuestionCase} from '../support/search-sets';

/** A question case as the evaluation reads it: the query and the pages that answer it. */
const plain = (cases: QuestionCase[]): RelevanceCase[] =>
  cases.map(({query, expected}) => ({query, expected}));

const MIN_MRR = 0.95;
const MIN_MRR_PER_TYPING_KIND = 0.8;
const MIN_CASES_PER_TYPING_KIND = 8;
/** Reached on the tuning sets per kind: question 0.948, symptom 0.961, everyday 0.964. */
const MIN_MRR_TUNING = 0.85;
/**
 * What the held-out set scores per kind, asserted as measured (the goal is 0.85 for each): question 0.856,
 * symptom 1.000, everyday 0.950. Raising a floor means a better engine, never a held-out query tuned for.
 */
const MIN_MRR_HELDOUT: Record<string, number> = {question: 0.85, symptom: 0.93, everyday: 0.93};

interface Score {
  mrr: number;
  recall: number;
  count: number;
}

function score(index: BuiltIndex, cases: RelevanceCase[], label?: string): Score {
  const {results, mrr, recall} = evaluate(index, cases);
  if (label)
    for (const r of results.filter((x) => x.rank !== 1))
      console.log(`  [${label}] rank ${r.rank ?? '-'}  ${r.query}  → ${r.top.slice(0, 3).join(', ')}`);
  return {mrr, recall, count: cases.length};
}

const cell = (s?: Score) => (s ? `${s.mrr.toFixed(3)} | ${s.recall.toFixed(3)} | ${s.count}` : '– | – | –');

test('relevance per kind: tuning and held-out side by side', () => {
  const index = loadBuiltIndex('build');
  const rows: {
    name: string;
    tuning: Score;
    heldout?: Score;
    min: number;
    kind: 'team' | 'typing' | 'question';
  }[] = [];
  rows.push({
    name: 'team’s 44 queries',
    tuning: score(index, RELEVANCE_SET, '44'),
    min: MIN_MRR,
    kind: 'team',
  });
  for (const kind of QUERY_KINDS) {
    const cases = TYPING_SET.filter((c) => c.kind === kind);
    expect(cases.length, kind).toBeGreaterThanOrEqual(MIN_CASES_PER_TYPING_KIND);
    rows.push({name: kind, tuning: score(index, cases, kind), min: MIN_MRR_PER_TYPING_KIND, kind: 'typing'});
  }
  for (const kind of QUESTION_KINDS) {
    const tuning = plain(TUNING_SET.filter((c) => c.kind === kind));
    const heldout = plain(HELDOUT_SET.filter((c) => c.kind === kind));
    rows.push({
      name: kind,
      tuning: score(index, tuning, `tuning ${kind}`),
      heldout: score(index, heldout),
      min: MIN_MRR_TUNING,
      kind: 'question',
    });
  }
  console.log(
    '| set | tuning MRR@5 | recall@5 | queries | held-out MRR@5 | recall@5 | queries |\n|---|---|---|---|---|---|---|',
  );
  for (const r of rows) console.log(`| ${r.name} | ${cell(r.tuning)} | ${cell(r.heldout)} |`);
  for (const r of rows) {
    expect(r.tuning.mrr, `${r.name} (tuning)`).toBeGreaterThanOrEqual(r.min);
    if (r.heldout) {
      expect(r.heldout.count, `${r.name} (held-out)`).toBeGreaterThanOrEqual(15);
      expect(r.heldout.mrr, `${r.name} (held-out)`).toBeGreaterThanOrEqual(MIN_MRR_HELDOUT[r.name]!);
    }
  }
});

test('a wrong-layout query is searched converted and says so; no other query is rewritten', () => {
  const index = loadBuiltIndex('build');
  for (const r of evaluate(index, TYPING_SET).results) expect(r.searchedQuery, r.query).toBe(r.searched);
  for (const r of evaluate(index, [...RELEVANCE_SET, ...plain(TUNING_SET)]).results)
    expect(r.searchedQuery, r.query).toBeUndefined();
});
