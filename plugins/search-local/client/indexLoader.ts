/**
 * Loads the index once, on first use (search opened, button hovered, or the search page), and builds the
 * engine. The engine is a separate chunk (or part of the worker's script), fetched with the index, so neither
 * is in the initial bundle. A failure is remembered only until the next attempt, so a later keystroke retries.
 * Safe for browser code; nothing runs at import time.
 */
import {INDEX_MANIFEST, type IndexManifest} from '../shared/indexFiles';
import type {Responder} from '../shared/respond';

/** Performance marks (in the thread that loads the index) for where a cold search's time goes. */
export const LOAD_MARKS = {indexFetched: 'search:index-fetched', engineBuilt: 'search:engine-built'} as const;

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new SearchIndexError(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The engine's code: decoding the index and answering requests. */
export interface EngineRuntime {
  decodeIndex: typeof import('../shared/compactIndex').decodeIndex;
  decodeGlossary: typeof import('../shared/compactIndex').decodeGlossary;
  createResponder: typeof import('../shared/respond').createResponder;
}

/** On the page's main thread (no Worker), the engine is a chunk of its own, fetched beside the index. */
async function importEngineRuntime(): Promise<EngineRuntime> {
  const [{decodeIndex, decodeGlossary}, {createResponder}] = await Promise.all([
    import('../shared/compactIndex'),
    import('../shared/respond'),
  ]);
  return {decodeIndex, decodeGlossary, createResponder};
}

/**
 * `runtime` is the engine's code; the worker passes the modules it bundles, so its one script holds them
 * (a worker loads further chunks one after another, with importScripts, before it could fetch anything).
 */
export function createIndexLoader(
  baseUrl: string,
  runtime: () => Promise<EngineRuntime> = importEngineRuntime,
): () => Promise<Responder> {
  let pending: Promise<Responder> | undefined;
  const load = async (): Promise<Responder> => {
    try {
      // The manifest is revalidated; the index it names is immutable (content-hashed). Requested before the
      // engine's code is loaded, so both arrive together.
      const index = fetchJson(`${baseUrl}${INDEX_MANIFEST}`, {cache: 'no-cache'}).then((manifest) =>
        fetchJson(`${baseUrl}${(manifest as IndexManifest).file}`),
      );
      index.catch(() => undefined); // awaited below; don't report it twice if the code fails first
      const {decodeIndex, decodeGlossary, createResponder} = await runtime();
      const data = await index;
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
