import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, test} from 'node:test';
import {encodeIndex} from '../shared/compactIndex';
import {facetFilter} from '../shared/facets';
import {highlight, snippet} from '../shared/highlight';
import {createIndexLoader} from './indexLoader';
import {INDEX_MANIFEST} from '../shared/indexFiles';
import {createLocalSearchClient} from './searchClient';
import {createResponder, INDEX_DEFAULTS, type Responder} from '../shared/respond';
import {SearchEngine} from '../shared/engine';
import {corpus, ORIGIN} from '../shared/testCorpus';

/** A client answered by `load`'s engine, in this thread (the browser's is answered by the search worker). */
const clientOf = (load: () => Promise<Responder>) =>
  createLocalSearchClient(async (requests) => {
    const responder = await load();
    return Promise.all(requests.map((request) => responder.respond(request)));
  });

const records = corpus();
const client = clientOf(async () => createResponder(records));
const CONTEXTUAL = ['language:ko', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('the modal request shape ({requests: [...]})', () => {
  test('answers with Algolia fields and DocSearch hits', async () => {
    const {results} = await client.search({
      requests: [
        {
          query: '라벨링',
          indexName: 'local',
          attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
          attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: true,
          facetFilters: CONTEXTUAL,
        },
      ],
    });
    assert.equal(results.length, 1);
    const result = results[0]!;
    assert.equal(result.query, '라벨링');
    assert.equal(result.page, 0);
    assert.equal(result.hitsPerPage, 20);
    assert.equal(result.index, 'local');
    assert.equal(result.nbHits, 2, 'the labeling page: its title and its section');
    assert.equal(result.nbPages, 1);
    assert.ok(result.queryID, 'clickAnalytics asks for a queryID');
    const hit = result.hits[0]!;
    for (const key of [
      'objectID',
      'url',
      'type',
      'hierarchy',
      '_highlightResult',
      '_snippetResult',
    ] as const) {
      assert.ok(key in hit, key);
    }
    assert.equal(hit.hierarchy.lvl1, '라벨링 작업');
    assert.equal(hit._highlightResult.hierarchy.lvl1!.value, '<mark>라벨링</mark> 작업');
    assert.equal(hit._highlightResult.hierarchy.lvl1!.matchLevel, 'full');
    assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1'], 'only non-null levels');
    assert.deepEqual(
      result.hits.filter((h) => h.docusaurus_tag === 'blog_posts_list').map((h) => h.url),
      [],
      'facet filters apply',
    );
    assert.equal(new Set(result.hits.map((h) => h.url)).size, result.hits.length, 'distinct by url');
  });

  test('echoes the query verbatim, even with composing jamo', async () => {
    const {results} = await client.search({requests: [{query: '라벨링ㅈ', indexName: 'local'}]});
    assert.equal(results[0]!.query, '라벨링ㅈ');
    assert.ok(results[0]!.nbHits > 0);
  });

  test('paginates with page and hitsPerPage', async () => {
    const all = (await client.search({requests: [{query: '학습', hitsPerPage: 100}]})).results[0]!;
    const second = (await client.search({requests: [{query: '학습', hitsPerPage: 2, page: 1}]})).results[0]!;
    assert.deepEqual(
      second.hits.map((h) => h.objectID),
      all.hits.slice(2, 4).map((h) => h.objectID),
    );
    assert.equal(second.nbPages, Math.ceil(all.nbHits / 2));
  });
});

describe("the search page helper's legacy shape ([{indexName, params}])", () => {
  test('answers each of its three requests, with facets and hitsPerPage 0', async () => {
    const {results} = await client.search([
      {
        indexName: 'local',
        params: {
          query: '데이터셋',
          hitsPerPage: 15,
          page: 0,
          facets: ['docusaurus_tag', 'language'],
          facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:ko']],
        },
      },
      {
        indexName: 'local',
        params: {
          query: '데이터셋',
          hitsPerPage: 0,
          facets: 'docusaurus_tag',
          facetFilters: [['language:ko']],
        },
      },
      {
        indexName: 'local',
        params: 'query=%EB%8D%B0%EC%9D%B4%ED%84%B0%EC%85%8B&hitsPerPage=0&facets=language',
      },
    ]);
    assert.equal(results.length, 3);
    assert.ok(results[0]!.hits.length > 0);
    assert.equal(results[0]!.hitsPerPage, 15);
    // The default highlight tags are the template's, which the search page rewrites to its own class.
    assert.ok(
      results[0]!.hits[0]!._highlightResult.hierarchy.lvl1!.value.includes(INDEX_DEFAULTS.highlightPreTag),
    );
    assert.deepEqual(results[1]!.hits, []);
    assert.ok(results[1]!.nbHits > 0);
    assert.ok(
      results[1]!.facets!.docusaurus_tag!['blog_posts_list']! > 0,
      'the blog list matches without tag filter',
    );
    assert.equal(results[2]!.query, '데이터셋', 'a params string is decoded');
    assert.ok(results[2]!.facets!.language!.ko! > 0);
  });
});

describe('facet filters', () => {
  const [doc, blogList] = [records[0]!, records.find((r) => r.docusaurus_tag === 'blog_posts_list')!];
  test('AND across the list, OR inside a nested list, negation', () => {
    assert.equal(facetFilter(CONTEXTUAL)(doc), true);
    assert.equal(facetFilter(CONTEXTUAL)(blogList), false);
    assert.equal(facetFilter(['language:en'])(doc), false);
    assert.equal(facetFilter(['docusaurus_tag:-docs-default-current'])(doc), false);
    assert.equal(facetFilter(['-docusaurus_tag:docs-default-current'])(blogList), true);
    assert.equal(facetFilter('language:ko,docusaurus_tag:blog_posts_list')(blogList), true);
    assert.equal(facetFilter(undefined)(blogList), true);
  });
});

describe('highlight and snippet', () => {
  const tags = {pre: '<em>', post: '</em>'};
  const engine = new SearchEngine(records);
  /** What the engine asks to mark for a query. */
  const queryWords = (query: string) => engine.query(query).highlight;
  test('marks prefixes, stems and compounds with the given tags, HTML-escaped', () => {
    assert.equal(highlight('라벨링 <도구>', queryWords('라벨'), tags).value, '<em>라벨</em>링 &lt;도구&gt;');
    assert.equal(
      highlight('데이터셋을 만듭니다', queryWords('데이터셋을'), tags).value,
      '<em>데이터셋을</em> 만듭니다',
    );
    assert.equal(
      highlight('학습용 데이터셋 구성', queryWords('데이터셋은'), tags).value,
      '학습용 <em>데이터셋</em> 구성',
    );
    const partial = highlight('모델 학습', queryWords('모델 평가'), tags);
    assert.equal(partial.matchLevel, 'partial');
    assert.deepEqual(partial.matchedWords, ['모델']);
    assert.equal(highlight('없음', queryWords('모델'), tags).matchLevel, 'none');
  });

  const text =
    '하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉 열 열하나 라벨링 열셋 열넷 열다섯 열여섯 열일곱 열여덟 열아홉 스물';
  test('a 10-word window around the first match, with the ellipsis', () => {
    const value = snippet(text, queryWords('라벨링'), 10, tags, '…').value;
    assert.equal(value, '…열 열하나 <em>라벨링</em> 열셋 열넷 열다섯 열여섯 열일곱 열여덟 열아홉…');
  });

  test('5 words on small screens', () => {
    const value = snippet(text, queryWords('라벨링'), 5, tags, '…').value;
    assert.equal(value, '…열하나 <em>라벨링</em> 열셋 열넷 열다섯…');
  });

  test('without a match the snippet is the start of the text', () => {
    const result = snippet(text, queryWords('모델'), 5, tags, '…');
    assert.equal(result.value, '하나 둘 셋 넷 다섯…');
    assert.equal(result.matchLevel, 'none');
  });
});

describe('the shipped index', () => {
  describe('loading over HTTP', () => {
    let server: http.Server;
    let baseUrl: string;
    let broken = true;
    let requests = 0;
    before(async () => {
      const body = JSON.stringify(encodeIndex(records, ORIGIN));
      server = http.createServer((req, res) => {
        requests += 1;
        if (req.url === `/help/${INDEX_MANIFEST}`) {
          res.end(JSON.stringify({file: 'search-index.abc.json', records: records.length}));
        } else if (req.url === '/help/search-index.abc.json' && !broken) {
          res.end(body);
        } else if (req.url === '/help/search-index.cut.json') {
          res.end(body.slice(0, 100)); // cut short
        } else {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/help/`;
    });
    after(() => server.close());

    test('a failed load rejects (so the UI shows its error screen), and the next search retries', async () => {
      const failing = clientOf(createIndexLoader(baseUrl));
      await assert.rejects(failing.search({requests: [{query: '라벨'}]}), /search index could not be loaded/);
      broken = false;
      const {results} = await failing.search({requests: [{query: '라벨'}]});
      assert.ok(results[0]!.nbHits > 0);
      const before = requests;
      await failing.search({requests: [{query: '모델'}]});
      assert.equal(requests, before, 'the index is loaded once');
    });

    test('the index file the page named is fetched by name, without the manifest; a name that is gone reads the manifest', async () => {
      broken = false;
      let before = requests;
      const named = clientOf(createIndexLoader(baseUrl, 'search-index.abc.json'));
      assert.ok((await named.search({requests: [{query: '라벨'}]})).results[0]!.nbHits > 0);
      assert.equal(requests, before + 1, 'the named file only');

      // A page cached across a deploy names its own build's file.
      before = requests;
      const gone = clientOf(createIndexLoader(baseUrl, 'search-index.old.json'));
      assert.ok((await gone.search({requests: [{query: '라벨'}]})).results[0]!.nbHits > 0);
      assert.equal(requests, before + 3, 'the named file, the manifest and the current index');

      // One that arrives cut short fails that search; the next reads the manifest.
      before = requests;
      const cut = clientOf(createIndexLoader(baseUrl, 'search-index.cut.json'));
      await assert.rejects(cut.search({requests: [{query: '라벨'}]}), /search index could not be loaded/);
      assert.ok((await cut.search({requests: [{query: '라벨'}]})).results[0]!.nbHits > 0);
      assert.equal(requests, before + 3, 'the named file, then the manifest and the current index');
    });
  });
});
