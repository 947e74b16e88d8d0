/**
 * Relevance of local search on the real docs: MRR@5 and recall@5 over tests/support/search-relevance.ts,
 * computed on the index build/ ships, answered exactly as the modal's request would be. No browser needed.
 */
import {expect, test} from '@playwright/test';
import {evaluate, loadBuiltIndex} from '../support/search-metrics';
import {RELEVANCE_SET} from '../support/search-relevance';

const MIN_MRR = 0.85;

test(`local search ranks the expected page high (MRR@5 ≥ ${MIN_MRR})`, () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(30);
  const {results, mrr, recall} = evaluate(loadBuiltIndex('build'), RELEVANCE_SET);
  for (const r of results.filter((x) => x.rank !== 1)) {
    console.log(`  rank ${r.rank ?? '-'}  ${r.query}  → ${r.top.slice(0, 3).join(', ')}`);
  }
  console.log(`MRR@5 ${mrr.toFixed(3)}  recall@5 ${recall.toFixed(3)}  (${results.length} queries)`);
  expect(mrr).toBeGreaterThanOrEqual(MIN_MRR);
});
