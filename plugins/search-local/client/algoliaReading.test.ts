/**
 * Algolia mode's search client (./algoliaReading.ts): the request bodies it hands algoliasearch, for the modal's
 * request shape and the search page helper's, and the response the UI gets back.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {SEARCH_GLOSSARY} from '../../../src/config/search-glossary';
import {createAlgoliaQueryReader} from '../shared/algoliaQuery';
import type {SearchMethodParams} from '../shared/requests';
import {readingSearchClient, TYPED_QUERY_TAG} from './algoliaReading';

const reader = createAlgoliaQueryReader({glossary: SEARCH_GLOSSARY, latinWords: [], letterNameWords: []});

/** A stand-in for algoliasearch's lite client: keeps each body and answers `hits` per query. */
function fakeAlgolia(hits: (query: string) => number = () => 2) {
  const sent: SearchMethodParams[] = [];
  const client = {
    appId: 'FAKE',
    search: async (params: SearchMethodParams) => {
      sent.push(params);
      const {requests} = params as {requests: {query: string}[]};
      return {results: requests.map(({query}) => ({query, nbHits: hits(query), hits: []}))};
    },
  };
  return {sent, client: readingSearchClient(client, async () => reader)};
}

describe('the Algolia-mode search client', () => {
  test('sends the modal’s query as read, tagged with the query as typed, and answers with the typed one', async () => {
    const {sent, client} = fakeAlgolia();
    const typed = '라벨링한 데이터는 어떻게 지우나요?';
    const response = await client.search({requests: [{indexName: 'docs', query: typed, hitsPerPage: 20}]});
    assert.deepEqual(sent, [
      {
        requests: [
          {
            indexName: 'docs',
            query: '라벨링 데이터 지우다',
            hitsPerPage: 20,
            analyticsTags: [TYPED_QUERY_TAG + typed],
          },
        ],
      },
    ]);
    assert.equal(response.results[0]!.query, typed);
  });

  test('reads every request of the search page’s legacy shape', async () => {
    const {sent, client} = fakeAlgolia();
    await client.search([
      {indexName: 'docs', params: {query: '비번 까먹었어요ㅠㅠ', hitsPerPage: 15}},
      {indexName: 'docs', params: {query: '비번 까먹었어요ㅠㅠ', hitsPerPage: 0, facets: 'language'}},
    ]);
    const {requests} = sent[0] as {requests: {query: string}[]};
    assert.deepEqual(
      requests.map((r) => r.query),
      ['비번 까먹다', '비번 까먹다'],
    );
  });

  test('a query read as typed is sent untouched', async () => {
    const {sent, client} = fakeAlgolia();
    await client.search({requests: [{indexName: 'docs', query: '라벨링'}]});
    assert.deepEqual(sent, [{requests: [{indexName: 'docs', query: '라벨링'}]}]);
  });

  test('the other keyboard layout only when the query finds nothing', async () => {
    const {sent, client} = fakeAlgolia((query) => (query === '라벨링' ? 2 : 0));
    const response = await client.search({requests: [{indexName: 'docs', query: 'fkqpffld'}]});
    const queries = sent.map((body) => (body as {requests: {query: string}[]}).requests[0]!.query);
    assert.deepEqual(queries, ['fkqpffld', '라벨링']);
    assert.equal(response.results[0]!.nbHits, 2);
    assert.equal(response.results[0]!.query, 'fkqpffld');
  });

  test('without its reader, the query as typed', async () => {
    const sent: SearchMethodParams[] = [];
    const client = readingSearchClient(
      {search: async (params: SearchMethodParams) => (sent.push(params), {results: []})},
      () => Promise.reject(new Error('chunk failed')),
    );
    await client.search({requests: [{indexName: 'docs', query: '비번 까먹었어요'}]});
    assert.deepEqual(sent, [{requests: [{indexName: 'docs', query: '비번 까먹었어요'}]}]);
  });
});
