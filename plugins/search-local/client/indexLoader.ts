/**
 * Loads the index once, on first use (search opened, button hovered, or the search page), and builds the
 * engine. The engine (MiniSearch included) is a separate chunk, fetched with the index, so neither is in
 * the initial bundle. A failure is remembered only until the next attempt, so a later keystroke retries.
 * Safe for browser code; nothing runs at import time.
 */
import {INDEX_MANIFEST, type IndexManifest} from '../shared/indexFiles';
import type {Responder} from '../shared/respond';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new SearchIndexError(`${url}: HTTP ${response.status}`);
  return response.json();
}

export function createIndexLoader(baseUrl: string): () => Promise<Responder> {
  let pending: Promise<Responder> | undefined;
  const load = async (): Promise<Responder> => {
    try {
      const runtime = Promise.all([import('../shared/compactIndex'), import('../shared/respond')]);
      runtime.catch(() => undefined); // awaited below; don't report it twice if the manifest fails first
      // The manifest is revalidated; the index it names is immutable (content-hashed).
      const manifest = (await fetchJson(`${baseUrl}${INDEX_MANIFEST}`, {cache: 'no-cache'})) as IndexManifest;
      const data = await fetchJson(`${baseUrl}${manifest.file}`);
      const [{decodeGlossary, decodeIndex}, {createResponder}] = await runtime;
      return createResponder(decodeIndex(data), decodeGlossary(data));
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
