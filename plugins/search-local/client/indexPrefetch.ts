/**
 * The index file's bytes, fetched by the page the moment a search is coming (the same moment it starts the
 * engine's chunk), then handed to the worker. Fetched from the worker, the index was the fourth request of a
 * chain: the engine's chunk, the worker's script, the manifest, the index. Here it travels beside the first two.
 * Browser only; nothing runs at import time. In every page's main.js (sharedClient.ts), so it stays small.
 */
import {INDEX_MANIFEST, type IndexManifest} from '../shared/indexFiles';

let pending: Promise<ArrayBuffer | undefined> | undefined;

/** Starts the download once; a failure resolves to undefined (the worker then fetches the index itself). */
export function prefetchIndex(baseUrl: string): void {
  pending ??= fetch(`${baseUrl}${INDEX_MANIFEST}`, {cache: 'no-cache'})
    .then((response) => (response.ok ? (response.json() as Promise<IndexManifest>) : Promise.reject()))
    .then((manifest) => fetch(`${baseUrl}${manifest.file}`))
    .then((response) => (response.ok ? response.arrayBuffer() : undefined))
    .catch(() => undefined);
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
