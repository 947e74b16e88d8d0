import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {SearchEngine} from './engine';
import {corpus, ORIGIN} from './testCorpus';

const engine = new SearchEngine(corpus());
/** The pages `on` finds for `query`, best first. */
const pagesFor = (query: string, on: SearchEngine = engine) => [
  ...new Set(on.search(query).map((r) => r.record.url_without_anchor.slice(ORIGIN.length))),
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

  test('pages matching every word come first; on so few pages, those matching one word fewer follow', () => {
    assert.deepEqual(pagesFor('모델 ONNX'), ['/blog/yolo-onnx', '/docs/training']);
  });

  test('with no record matching every word, the records matching the most words are returned', () => {
    assert.ok(pagesFor('라벨링 없는단어').includes('/docs/labeling'));
  });

  test('an acronym spelled in Hangul letter names finds the Latin word of the docs (오엔엔엑스 → ONNX)', () => {
    assert.deepEqual(pagesFor('오엔엔엑스로 내려받기'), pagesFor('ONNX로 내려받기'));
    assert.ok(pagesFor('오엔엔엑스').includes('/blog/yolo-onnx'));
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

describe('questions', () => {
  test('how many at most (몇 장까지) finds the limits page, not a page whose text names it in a link', () => {
    const onLimits = new SearchEngine(
      corpus([
        {
          path: '/docs/faq',
          lvl0: '참고',
          title: '자주 묻는 질문',
          type: 'faq',
          sections: [['모델 평가', '한 번에 올릴 수 있는 평가 이미지 수는 제한 및 사양에 있습니다.']],
        },
        {
          path: '/docs/limits',
          lvl0: '참고',
          title: '제한 및 사양',
          type: 'reference',
          sections: [['모델 평가', '한 번에 올릴 수 있는 평가 이미지는 최대 10개입니다.']],
        },
      ]),
    );
    assert.equal(pagesFor('평가 이미지 몇 장까지 올릴 수 있어요', onLimits)[0], '/docs/limits');
  });
});

describe('how Koreans type', () => {
  const glossaryEngine = new SearchEngine(corpus(), [['라벨링', '레이블링', 'annotation']]);
  const pages = (query: string) => pagesFor(query, glossaryEngine);
  const cases: [string, string, string][] = [
    ['a half-typed last syllable (jamo prefix)', '라벨ㄹ', '/docs/labeling'],
    ['a typo in one vowel', '라밸링', '/docs/labeling'],
    ['a glossary synonym', '레이블링', '/docs/labeling'],
    ['an English term from the glossary', 'annotation', '/docs/labeling'],
    ['two words typed without a space', '데이터셋만들기', '/docs/dataset'],
  ];
  for (const [what, query, page] of cases) {
    test(`${what}: ${query}`, () => {
      assert.ok(pages(query).includes(page), `${query} → ${pages(query).join(', ')}`);
    });
  }

  test('a wrong-layout query is searched converted and says which query it searched', () => {
    const result = glossaryEngine.query('fkqpffld');
    assert.equal(result.searched, '라벨링');
    assert.ok(result.ranking.ids.length > 0);
  });

  test('a query asked for as typed is not converted', () => {
    const result = glossaryEngine.query('fkqpffld', () => true, undefined, false);
    assert.equal(result.searched, 'fkqpffld');
  });

  test('a query that finds something is never rewritten', () => {
    assert.equal(glossaryEngine.query('라벨링').searched, '라벨링');
  });

  test('typos rank after exact matches', () => {
    const typo = glossaryEngine.search('라밸링');
    assert.ok(typo.length > 0 && typo.every((r) => r.loose > 0), 'a typo matches loosely');
    const loose = glossaryEngine.search('라벨링 바운딩').map((r) => r.loose);
    assert.deepEqual(
      loose,
      [...loose].sort((a, b) => a - b),
    );
  });
});

test('records share a URL id exactly when they share a URL (one hit per URL)', () => {
  const {records, urlIds} = engine;
  const anchored = new Set(records.filter((r) => r.anchor).map((r) => r.url_without_anchor));
  assert.ok(
    anchored.size > 1 && records.some((r) => !r.anchor),
    'the corpus has pages with and without anchors',
  );
  for (let i = 0; i < records.length; i++) {
    for (let j = 0; j < records.length; j++) {
      assert.equal(
        urlIds[i] === urlIds[j],
        records[i]!.url === records[j]!.url,
        `${records[i]!.url} / ${records[j]!.url}`,
      );
    }
  }
  assert.equal(engine.urlCount, new Set(records.map((r) => r.url)).size);
});
