/**
 * The one local client of the page, shared by the modal (src/theme/SearchBar) and the search page (liteClientShim.ts),
 * each through its own view of it (searchedQuery.ts), which loads with that UI.
 * The SearchBar is part of every page's main.js, so the engine's page side (worker client) is a chunk of its own,
 * fetched on the first sign of intent (clientModule.ts) or the first search; the worker itself starts at the same
 * moment (workerStart.ts), not after that chunk has loaded.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Responder} from '../shared/respond';
import {createLocalSearchClient} from './localClient';
import {startSearchWorker} from './workerStart';

let engine: Promise<() => Promise<Responder>> | undefined;

export function loadSearchEngine(): Promise<Responder> {
  const worker = startSearchWorker(siteConfig.baseUrl);
  engine ??= import('./workerClient').then(
    ({createWorkerLoader}) => createWorkerLoader(siteConfig.baseUrl, worker),
    (error: unknown) => {
      engine = undefined; // a chunk that failed to load (offline) is retried on the next search
      throw error;
    },
  );
  return engine.then((load) => load());
}

let settleFirstSearch: () => void = () => undefined;
/** Settles once the shared client has answered (or failed) its first search, whichever UI asked. */
export const firstSearchSettled = new Promise<void>((resolve) => (settleFirstSearch = resolve));

export const localSearchClient = createLocalSearchClient(loadSearchEngine, () => settleFirstSearch());
