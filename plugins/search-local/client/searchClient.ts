/**
 * The local search client and each UI's view of it. Pure: no DOM, no worker, nothing runs at import time, so
 * the unit tests run it in Node with an engine of their own.
 *
 * The client has the surface the DocSearch modal and the search page's helper use (`search`, `addAlgoliaAgent`,
 * `transporter.algoliaAgent`), answered by `answer` (the search worker in the browser) instead of Algolia. A
 * failed answer (the index missing or corrupt) rejects, and the UI shows its error screen.
 */
import {normalizeRequests, type SearchMethodParams, type SearchRequest} from '../shared/requests';
import type {SearchResponse} from '../shared/respond';

export interface LocalSearchClient {
  appId: string;
  transporter: {algoliaAgent: {value: string; add: (segment: {segment: string; version?: string}) => void}};
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache: () => Promise<void>;
  search: (params: SearchMethodParams) => Promise<{results: SearchResponse[]}>;
}

export function createLocalSearchClient(
  answer: (requests: SearchRequest[]) => Promise<SearchResponse[]>,
): LocalSearchClient {
  return {
    appId: 'local',
    transporter: {algoliaAgent: {value: 'dlabflow-local-search', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    clearCache: async () => undefined,
    search: async (params) => ({results: await answer(normalizeRequests(params))}),
  };
}

/** `/search?q=fkqpffld&asTyped=1`: the search page's link to the query as typed (src/theme/SearchPage). */
export const AS_TYPED_URL_PARAM = 'asTyped';

/** What one UI's latest search answered: the query as typed and, when the engine converted it, what it searched. */
export interface SearchAnswer {
  /** As typed (what the UI's input shows). */
  query: string;
  /** What the engine searched instead ('fkqpffld', typed with the keyboard left in English, is searched as '라벨링'). */
  searchedQuery?: string;
}

export type SearchedQuery = Required<SearchAnswer>;

/**
 * One UI's view of the shared client: it keeps the latest answer (a tiny store for `useSyncExternalStore`), so
 * the UI can say which query was searched, and sends `asTyped` with the requests for the one query the reader
 * asked to search as typed.
 */
export interface SearchedQueryView {
  client: LocalSearchClient;
  /** The latest answer (a new object for each; null before the first). */
  getSnapshot: () => SearchAnswer | null;
  subscribe: (listener: () => void) => () => void;
  /** Search `query` as typed, never converted, until a request for another query comes; null to stop. */
  searchAsTyped: (query: string | null) => void;
}

export function createSearchedQueryView(shared: LocalSearchClient): SearchedQueryView {
  let latest: SearchAnswer | null = null;
  let asTyped: string | null = null;
  const listeners = new Set<() => void>();
  const search: LocalSearchClient['search'] = async (params) => {
    const requests = normalizeRequests(params);
    if (asTyped !== null && requests.some((request) => (request.query ?? '') !== asTyped)) asTyped = null;
    const response = await shared.search({
      requests: asTyped === null ? requests : requests.map((request) => ({...request, asTyped: true})),
    });
    // Every request of one search carries the same query (the page's facet requests too).
    const first = response.results[0];
    if (first) {
      latest = {
        query: first.query,
        ...(first.searchedQuery !== undefined && {searchedQuery: first.searchedQuery}),
      };
      for (const listener of listeners) listener();
    }
    return response;
  };
  return {
    client: {...shared, search},
    getSnapshot: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    searchAsTyped(query) {
      asTyped = query;
    },
  };
}
