/**
 * The worker's engine (./worker.ts): reads the index once, on first use, and builds the engine from it. A failed
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

/** The index file the page named; the manifest's if none (`docusaurus start`) or it is gone (an old page). */
async function readIndex(baseUrl: string, named: string | undefined): Promise<unknown> {
  const response = named ? await fetch(`${baseUrl}${named}`) : undefined;
  if (response?.ok) return response.json();
  // Revalidated on every fetch: the manifest changes with each deploy.
  const {file} = (await fetchJson(`${baseUrl}${INDEX_MANIFEST}`, {cache: 'no-cache'})) as IndexManifest;
  return fetchJson(`${baseUrl}${file}`);
}

/** The first load reads the index the page named (`index`) if any; a retry after a failure, the manifest. */
export function createIndexLoader(baseUrl: string, index?: string): () => Promise<Responder> {
  let pending: Promise<Responder> | undefined;
  let given = index;
  const load = async (): Promise<Responder> => {
    const data = await readIndex(baseUrl, given);
    performance.mark(LOAD_MARKS.indexFetched);
    const responder = createResponder(decodeIndex(data), decodeGlossary(data));
    performance.mark(LOAD_MARKS.engineBuilt);
    return responder;
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      given = undefined;
      throw new Error(`The search index could not be loaded: ${String(error)}`);
    });
    return pending;
  };
}
