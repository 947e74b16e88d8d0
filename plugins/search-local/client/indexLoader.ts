/**
 * Loads the index once, on first use, and builds the engine: in the search worker (worker.ts), on the first
 * message the page sends it. A failure is remembered only until the next attempt, so a later keystroke retries.
 * Safe for browser code; nothing runs at import time.
 */
import type {Responder} from '../shared/respond';
import type {EngineRuntime} from './engineRuntime';
import {fetchIndex} from './indexFetch';

/** Performance marks (in the thread that loads the index) for where a cold search's time goes. */
export const LOAD_MARKS = {indexFetched: 'search:index-fetched', engineBuilt: 'search:engine-built'} as const;

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/**
 * `runtime` is the engine's code (engineRuntime.ts), which only the worker bundles.
 * `indexFile`: the index file the page named (workerStart.ts: its meta tag, else the manifest); used by the first
 * load only, so a retry after a failure reads the manifest again.
 */
export function createIndexLoader(
  baseUrl: string,
  runtime: EngineRuntime,
  indexFile?: string,
): () => Promise<Responder> {
  let pending: Promise<Responder> | undefined;
  let file = indexFile;
  const load = async (): Promise<Responder> => {
    try {
      const named = file;
      file = undefined;
      const data = await fetchIndex(baseUrl, named);
      const {decodeIndex, decodeGlossary, createResponder} = runtime;
      performance.mark(LOAD_MARKS.indexFetched); // read by `npm run bench:search`
      const responder = createResponder(decodeIndex(data), decodeGlossary(data));
      performance.mark(LOAD_MARKS.engineBuilt);
      return responder;
    } catch (error) {
      throw error instanceof SearchIndexError
        ? error
        : new SearchIndexError(`The search index could not be loaded: ${String(error)}`);
    }
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
