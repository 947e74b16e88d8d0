/**
 * A search client with the surface the DocSearch modal and the search page's helper use
 * (`search`, `addAlgoliaAgent`, `transporter.algoliaAgent`), answered from the local index instead of
 * Algolia. It makes no network request except loading the index file. Safe for browser code (and SSR:
 * constructing it touches nothing).
 */
import {normalizeRequests, type SearchMethodParams} from '../shared/requests';
import type {Responder, SearchResponse} from '../shared/respond';

export interface LocalSearchClient {
  appId: string;
  transporter: {algoliaAgent: {value: string; add: (segment: {segment: string; version?: string}) => void}};
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache: () => Promise<void>;
  search: (params: SearchMethodParams) => Promise<{results: SearchResponse[]}>;
}

/**
 * `loadResponder` may reject (index missing or corrupt): the rejection reaches the UI, which then shows its
 * error screen (see patches/ for why DocSearch and the search page needed a fix to show it).
 */
export function createLocalSearchClient(
  loadResponder: () => Promise<Responder>,
  /** Called when a search has been answered or has failed. */
  onSettled: () => void = () => undefined,
): LocalSearchClient {
  const agent = {value: 'dlabflow-local-search', add: () => undefined};
  return {
    appId: 'local',
    transporter: {algoliaAgent: agent},
    addAlgoliaAgent: () => undefined,
    clearCache: async () => undefined,
    async search(params) {
      try {
        const responder = await loadResponder();
        return {
          results: await Promise.all(normalizeRequests(params).map((request) => responder.respond(request))),
        };
      } finally {
        onSettled();
      }
    },
  };
}
