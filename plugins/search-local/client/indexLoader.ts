/**
 * The worker's engine (./worker.ts): fetches the index once, on first use, and builds the engine from it. A failed
 * load rejects that search (the UI shows its error screen) and is forgotten, so the next search retries.
 * No DOM: the unit tests run it in Node.
 */
import {decodeGlossary, decodeIndex} from '../shared/compactIndex';
import {INDEX_MANIFEST, type IndexManifest} from '../shared/indexFiles';
import {createResponder, type Responder} from '../shared/respond';

/** Performance marks in the worker, read by `npm run bench:search` to show where a cold search's time goes. */
export const LOAD_MARKS = {indexFetched: 'search:index-fetched', engineBuilt: 'search:engine-built'} as const;

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * `indexFile`: the content-hashed index the page names (its meta tag), so no request waits for the manifest. When
 * it is gone (a page cached across a deploy names its own build's index), or the page names none
 * (`docusaurus start`), the manifest names the current one; it is revalidated on every fetch.
 */
async function fetchIndex(baseUrl: string, indexFile: string | undefined): Promise<unknown> {
  if (indexFile) {
    const named = await fetchJson(`${baseUrl}${indexFile}`).catch(() => undefined);
    if (named) return named;
  }
  const {file} = (await fetchJson(`${baseUrl}${INDEX_MANIFEST}`, {cache: 'no-cache'})) as IndexManifest;
  return fetchJson(`${baseUrl}${file}`);
}

/** The first load uses `indexFile`; a retry after a failure reads the manifest. */
export function createIndexLoader(baseUrl: string, indexFile?: string): () => Promise<Responder> {
  let pending: Promise<Responder> | undefined;
  let named = indexFile;
  const load = async (): Promise<Responder> => {
    const data = await fetchIndex(baseUrl, named);
    performance.mark(LOAD_MARKS.indexFetched);
    const responder = createResponder(decodeIndex(data), decodeGlossary(data));
    performance.mark(LOAD_MARKS.engineBuilt);
    return responder;
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      named = undefined;
      throw new Error(`The search index could not be loaded: ${String(error)}`);
    });
    return pending;
  };
}
