/**
 * When the engine searched a converted query (the response's `searchedQuery`: 'fkqpffld' typed with
 * the keyboard left in English is searched as '라벨링'), the UI says so and offers the query as typed.
 *
 * Each UI (the modal, /search) searches through its own view of the one shared client. The view keeps its latest
 * answer (a tiny store for `useSyncExternalStore`), and sends `asTyped` (shared/requests.ts)
 * with the requests for the one query the reader asked to search as typed. Safe for browser code and SSR
 * (nothing runs at import time).
 */
import {normalizeRequests, type SearchMethodParams} from '../shared/requests';
import type {LocalSearchClient} from './localClient';

/** `/search?q=fkqpffld&asTyped=1`: the search page's link to the query as typed (src/theme/SearchPage). */
export const AS_TYPED_URL_PARAM = 'asTyped';

/** What one UI's latest search answered: the query as typed and, when it searched another, that one. */
export interface SearchAnswer {
  /** As typed (what the UI's input shows). */
  query: string;
  /** What the engine searched instead (a converted query). */
  searchedQuery?: string;
}

export type SearchedQuery = Required<SearchAnswer>;

export interface SearchedQueryView {
  /** The shared client, seen by one UI. */
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
  const search = async (params: SearchMethodParams): ReturnType<LocalSearchClient['search']> => {
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
