/**
 * The evaluation sets stay an evaluation: a held-out query never appears, even nearly, among the queries the
 * engine was tuned on; no tuning query is counted twice; every expected page exists.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {
  normaliseQuery,
  profileSimilarity,
  queryProfile,
  querySimilarity,
  TWIN_SIMILARITY,
} from '../support/query-similarity';
import {RELEVANCE_SET, TYPING_SET} from '../support/search-relevance';
import {HELDOUT_SET, QUESTION_KINDS, TUNING_SET} from '../support/search-sets';
import {sitePages} from '../support/routes';
import {REPO_ROOT} from '../../scripts/lib/paths';

/** Everything the engine has been tuned on: the writers' files, the team's queries, the typing variants. */
const TUNED = [...TUNING_SET, ...RELEVANCE_SET, ...TYPING_SET].map((c) => queryProfile(c.query));

/** Routes of src/pages/ other than the home page (the standalone Markdown page). */
function standalonePages(): string[] {
  return fs
    .readdirSync(path.join(REPO_ROOT, 'src/pages'))
    .filter((name) => /\.(mdx?|tsx)$/.test(name) && !name.startsWith('index.'))
    .map((name) => `/${name.replace(/\.\w+$/, '')}`);
}

test('no held-out query is a tuning query or a near-twin of one', () => {
  const twins: string[] = [];
  for (const {query, file} of HELDOUT_SET) {
    const heldout = queryProfile(query);
    for (const tuned of TUNED) {
      const similarity = profileSimilarity(heldout, tuned);
      if (similarity >= TWIN_SIMILARITY)
        twins.push(
          `${path.basename(file)}: a held-out query is ${similarity.toFixed(2)} alike a tuning query`,
        );
    }
  }
  // The queries themselves stay unprinted: whoever reads them could tune for them.
  assert.deepEqual(twins, [], 'move each such query to a tuning file and write a fresh one in its place');
});

test('the similarity catches respaced and reworded twins, not different questions', () => {
  assert.ok(
    querySimilarity(
      '자동 라벨링 돌린 거 얼마나 진행됐는지 어디서 봐요?',
      '자동 라벨링 얼마나 진행됐는지 어디서 봐요?',
    ) >= TWIN_SIMILARITY,
  );
  assert.equal(
    querySimilarity('학습 시작 버튼이 회색이라 안 눌려요', '학습시작 버튼이 회색이라 안눌려요!'),
    1,
  );
  assert.ok(querySimilarity('비밀번호를 잊었어요', '모델을 ONNX로 내보내려면') < TWIN_SIMILARITY);
});

test('no query is in the tuning files twice', () => {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const {query, file} of TUNING_SET) {
    const key = normaliseQuery(query);
    const first = seen.get(key);
    if (first) repeats.push(`${query} (${path.basename(first)}, ${path.basename(file)})`);
    else seen.set(key, file);
  }
  assert.deepEqual(repeats, []);
});

test('the held-out set has at least 150 queries, of every kind', () => {
  assert.ok(HELDOUT_SET.length >= 150, `${HELDOUT_SET.length} held-out queries`);
  for (const kind of QUESTION_KINDS)
    assert.ok(HELDOUT_SET.filter((c) => c.kind === kind).length >= 30, `held-out ${kind}`);
});

test('every expected page of every set exists', () => {
  const {docIds, categorySlugs, postSlugs} = sitePages();
  const routes = new Set([
    ...docIds.map((id) => `/docs/${id}`),
    ...categorySlugs.map((slug) => `/docs/category/${slug}`),
    ...postSlugs.map((slug) => `/blog/${slug}`),
    ...standalonePages(),
  ]);
  const missing = [...TUNING_SET, ...HELDOUT_SET, ...RELEVANCE_SET, ...TYPING_SET]
    .flatMap((c) => c.expected)
    .filter((route) => !routes.has(route));
  assert.deepEqual([...new Set(missing)], []);
});
