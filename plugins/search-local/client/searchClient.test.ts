/**
 * The view each search UI has of the shared client (./searchClient.ts): it keeps the
 * latest answer, converted or not, and searches the one query the reader chose as typed without conversion.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {createResponder} from '../shared/respond';
import {corpus} from '../shared/testCorpus';
import {createLocalSearchClient, createSearchedQueryView} from './searchClient';

const responder = createResponder(corpus());
const shared = createLocalSearchClient(async (requests) =>
  requests.map((request) => responder.respond(request)),
);
const modalRequest = (query: string) => ({requests: [{indexName: 'local', query}]});
/** The search page helper's legacy shape: the hits request and a facet request, same query. */
const pageRequest = (query: string) => [
  {indexName: 'local', params: {query, hitsPerPage: 15}},
  {indexName: 'local', params: {query, hitsPerPage: 0, facets: 'language'}},
];

describe('a search UI’s view of the client', () => {
  test('keeps the latest answer and what it searched instead', async () => {
    const view = createSearchedQueryView(shared);
    let told = 0;
    view.subscribe(() => told++);
    assert.equal(view.getSnapshot(), null);
    await view.client.search(modalRequest('fkqpffld'));
    assert.deepEqual(view.getSnapshot(), {query: 'fkqpffld', searchedQuery: '라벨링'});
    await view.client.search(modalRequest('라벨링'));
    assert.deepEqual(view.getSnapshot(), {query: '라벨링'});
    assert.equal(told, 2);
  });

  test('searches the chosen query as typed, until another query comes', async () => {
    const view = createSearchedQueryView(shared);
    view.searchAsTyped('fkqpffld');
    const {results} = await view.client.search(pageRequest('fkqpffld'));
    assert.equal(results.length, 2);
    assert.ok(results.every((r) => r.searchedQuery === undefined));
    assert.deepEqual(view.getSnapshot(), {query: 'fkqpffld'});
    await view.client.search(modalRequest('rmfnq'));
    await view.client.search(modalRequest('fkqpffld'));
    assert.deepEqual(view.getSnapshot(), {query: 'fkqpffld', searchedQuery: '라벨링'});
  });

  test('views are independent: the modal’s choice is not the page’s', async () => {
    const modal = createSearchedQueryView(shared);
    const page = createSearchedQueryView(shared);
    modal.searchAsTyped('fkqpffld');
    await modal.client.search(modalRequest('fkqpffld'));
    await page.client.search(pageRequest('fkqpffld'));
    assert.deepEqual(modal.getSnapshot(), {query: 'fkqpffld'});
    assert.deepEqual(page.getSnapshot(), {query: 'fkqpffld', searchedQuery: '라벨링'});
  });
});
