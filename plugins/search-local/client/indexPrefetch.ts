/**
 * The index file's bytes, fetched by the page the moment a search is coming (the same moment it starts the
 * engine's chunk), then handed to the worker. Fetched from the worker, the index was the fourth request of a
 * chain: the engine's chunk, the worker's script, the manifest, the index. Here it travels beside the first two.
 * Browser only; nothing runs at import time. In every page's main.js (sharedClient.ts), so it stays small.
 */
import {INDEX_MANIFEST, type IndexManifest} from '../shared/indexFiles';

let pending: Promise<ArrayBuffer | undefined> | undefined;

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

/**
 * The index file's bytes: the manifest is revalidated; the index it names is immutable (content-hashed).
 * Also how the worker fetches the index when it was not handed the bytes (indexLoader.ts).
 */
export async function fetchIndexBytes(baseUrl: string): Promise<ArrayBuffer> {
  const manifest = (await (
    await fetchOk(`${baseUrl}${INDEX_MANIFEST}`, {cache: 'no-cache'})
  ).json()) as IndexManifest;
  return (await fetchOk(`${baseUrl}${manifest.file}`)).arrayBuffer();
}

/** Starts the download once; a failure resolves to undefined (the worker then fetches the index itself). */
export function prefetchIndex(baseUrl: string): void {
  pending ??= fetchIndexBytes(baseUrl).catch(() => undefined);
}

/**
 * The prefetched bytes, given away once: they are transferred to the worker, so a later worker (after a failed
 * load) fetches its own. Undefined when nothing was prefetched or the download failed.
 */
export function takePrefetchedIndex(): Promise<ArrayBuffer | undefined> {
  const taken = pending ?? Promise.resolve(undefined);
  pending = undefined;
  return taken;
}
