/**
 * The one local client of the page, shared by the modal (src/theme/SearchBar) and the search page (liteClientShim.ts),
 * each through its own view of it (searchedQuery.ts), which loads with that UI.
 * The SearchBar is part of every page's main.js, so the engine's page side (worker client, index loader) is a
 * chunk of its own, fetched on the first sign of intent (clientModule.ts) or the first search; the index file is
 * requested at the same moment (indexPrefetch.ts), not after the worker has started.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Responder} from '../shared/respond';
import {prefetchIndex, takePrefetchedIndex} from './indexPrefetch';
import {createLocalSearchClient} from './localClient';

let engine: Promise<() => Promise<Responder>> | undefined;

export function loadSearchEngine(): Promise<Responder> {
  if (!engine && typeof Worker !== 'undefined') prefetchIndex(siteConfig.baseUrl);
  engine ??= import('./workerClient').then(
    ({createWorkerLoader}) => createWorkerLoader(siteConfig.baseUrl, takePrefetchedIndex),
    (error: unknown) => {
      engine = undefined; // a chunk that failed to load (offline) is retried on the next search
      throw error;
    },
  );
  return engine.then((load) => load());
}

export const localSearchClient = createLocalSearchClient(loadSearchEngine);
