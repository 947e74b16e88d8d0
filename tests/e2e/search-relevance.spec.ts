/**
 * Relevance of local search on the real docs: MRR@5 and recall@5 over tests/support/search-relevance.ts,
 * computed on the index build/ ships, answered exactly as the modal's request would be. No browser needed
 * (tests/e2e/search-typing.spec.ts shows each kind in the browser).
 */
import {expect, test} from '@playwright/test';
import {evaluate, loadBuiltIndex} from '../support/search-metrics';
import {QUERY_KINDS, RELEVANCE_SET, TYPING_SET} from '../support/search-relevance';

const MIN_MRR = 0.95;
const MIN_MRR_PER_KIND = 0.8;
const MIN_CASES_PER_KIND = 8;

test(`local search ranks the expected page high (MRR@5 ≥ ${MIN_MRR})`, () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(30);
  const {results, mrr, recall} = evaluate(loadBuiltIndex('build'), RELEVANCE_SET);
  for (const r of results.filter((x) => x.rank !== 1)) {
    console.log(`  rank ${r.rank ?? '-'}  ${r.query}  → ${r.top.slice(0, 3).join(', ')}`);
  }
  console.log(`MRR@5 ${mrr.toFixed(3)}  recall@5 ${recall.toFixed(3)}  (${results.length} queries)`);
  expect(mrr).toBeGreaterThanOrEqual(MIN_MRR);
});

test(`queries typed as Koreans type: MRR@5 ≥ ${MIN_MRR_PER_KIND} for each kind`, () => {
  const index = loadBuiltIndex('build');
  const rows = QUERY_KINDS.map((kind) => {
    const cases = TYPING_SET.filter((c) => c.kind === kind);
    const {results, mrr, recall} = evaluate(index, cases);
    for (const r of results.filter((x) => x.rank !== 1)) {
      console.log(`  [${kind}] rank ${r.rank ?? '-'}  ${r.query}  → ${r.top.slice(0, 3).join(', ')}`);
    }
    return {kind, cases: cases.length, mrr, recall, results};
  });
  console.log('| kind | queries | MRR@5 | recall@5 |\n|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.kind} | ${r.cases} | ${r.mrr.toFixed(3)} | ${r.recall.toFixed(3)} |`);
  for (const r of rows) {
    expect(r.cases, r.kind).toBeGreaterThanOrEqual(MIN_CASES_PER_KIND);
    expect(r.mrr, r.kind).toBeGreaterThanOrEqual(MIN_MRR_PER_KIND);
  }
  // A wrong-layout query is searched converted, and the response says which query; no other is rewritten.
  for (const r of rows.flatMap((row) => row.results)) expect(r.searchedQuery, r.query).toBe(r.searched);
});

test('correct queries are never rewritten', () => {
  const {results} = evaluate(loadBuiltIndex('build'), RELEVANCE_SET);
  for (const r of results) expect(r.searchedQuery, r.query).toBeUndefined();
});
