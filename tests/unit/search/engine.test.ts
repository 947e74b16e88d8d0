import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {SearchEngine} from '../../../plugins/search-local/shared/engine';
import {corpus, ORIGIN} from './corpus';

const engine = new SearchEngine(corpus());
const pagesFor = (query: string) => [
  ...new Set(engine.search(query).map((r) => r.record.url_without_anchor.slice(ORIGIN.length))),
];

describe('Korean matching', () => {
  const cases: [string, string, string][] = [
    ['a word the documents inflect (데이터셋을 in the text)', '데이터셋', '/docs/dataset'],
    ['a query with a particle', '데이터셋을', '/docs/dataset'],
    ['a query with a topic particle', '라벨링은', '/docs/labeling'],
    ['a prefix', '라벨', '/docs/labeling'],
    ['a compound typed without spaces', '학습용데이터셋', '/docs/training'],
    ['a word followed by a particle in the text (결과를)', '결과', '/docs/training'],
    ['mixed English and Korean', 'YOLO 모델 학습', '/docs/training'],
    ['a Latin word with a Korean particle', 'ONNX로', '/blog/yolo-onnx'],
    ['a syllable still being composed (라베 → 라벨)', '라베', '/docs/labeling'],
    ['trailing jamo while typing', '라벨링ㅈ', '/docs/labeling'],
  ];
  for (const [what, query, page] of cases) {
    test(`${what}: ${query}`, () => {
      assert.ok(pagesFor(query).includes(page), `${query} → ${pagesFor(query).join(', ')}`);
    });
  }

  test('all words must match when some record has them all', () => {
    assert.deepEqual(pagesFor('모델 ONNX'), ['/blog/yolo-onnx']);
  });

  test('with no record matching every word, the records matching the most words are returned', () => {
    assert.ok(pagesFor('라벨링 없는단어').includes('/docs/labeling'));
  });

  test('no match gives nothing', () => {
    assert.deepEqual(engine.search('qqzzxx'), []);
    assert.deepEqual(engine.search('   '), []);
  });
});

describe('ranking', () => {
  test('a title match comes before a heading match, which comes before body text', () => {
    const ranked = engine.search('데이터셋');
    assert.equal(ranked[0]!.record.type, 'lvl1');
    assert.equal(ranked[0]!.record.hierarchy.lvl1, '데이터셋 관리');
    const types = ranked.map((r) => r.record.type);
    assert.ok(types.indexOf('lvl2') < types.lastIndexOf('content'));
  });

  test('direct matches rank above matches found only through bigrams', () => {
    const ranked = engine.search('데이터셋');
    const loose = ranked.findIndex((r) => r.loose > 0);
    const direct = ranked.map((r) => r.loose).lastIndexOf(0);
    assert.ok(loose === -1 || direct < loose);
  });

  test('the order is deterministic', () => {
    const a = engine.search('학습').map((r) => r.record.objectID);
    const b = new SearchEngine(corpus()).search('학습').map((r) => r.record.objectID);
    assert.deepEqual(a, b);
  });
});
