/**
 * Starts the search worker's thread when the page is idle (spawnWhenIdle.ts), and its index load the moment a
 * search is coming (clientModule.ts: pointer over or focus on the search button; or the first search), from
 * main.js: the index loads while the modal's chunk loads, and waits for no other chunk. The page names the index
 * file in its first message, read from the page's own `<meta name="search-index">` (no request, so nothing waits
 * for the main thread, which is busy opening the modal at that moment); the worker fetches the file itself, so its
 * bytes reach the engine without passing through the page's main thread.
 * Browser only; nothing runs at import time. In every page's main.js (sharedClient.ts), so it stays small.
 */
import {INDEX_META_NAME} from '../shared/indexFiles';
import {fetchIndexFileName} from './indexFetch';
import type {WorkerRequest} from './workerProtocol';

/** The id of the first message, which only loads the index; workerClient.ts numbers searches from 1. */
export const LOAD_MESSAGE_ID = 0;

export interface StartedWorker {
  worker: Worker;
  /** Settles once the first message is posted: later messages go after it, so it is the one that loads. */
  loadPosted: Promise<void>;
}

let started: StartedWorker | undefined;
let spawned: Worker | undefined;

/**
 * The page's one search worker, running but not loading anything yet: its thread, its script fetched and run
 * (undefined where workers are not available). Called when the page is idle (spawnWhenIdle.ts), so that a reader's
 * first search does not wait for the worker to start.
 */
export function spawnSearchWorker(): Worker | undefined {
  if (spawned || typeof Worker === 'undefined') return spawned;
  // The form Rspack and webpack bundle as a worker chunk (browser code: import.meta is fine here).
  // eslint-disable-next-line no-restricted-syntax
  spawned = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  return spawned;
}

/**
 * The page's one search worker, spawned if it was not yet, loading the index from the first call on (undefined
 * where workers are not available).
 */
export function startSearchWorker(baseUrl: string): StartedWorker | undefined {
  if (started) return started;
  const worker = spawnSearchWorker();
  if (!worker) return undefined;
  const post = (indexFile: string | undefined): void => {
    const message: WorkerRequest = {
      id: LOAD_MESSAGE_ID,
      baseUrl,
      requests: [],
      ...(indexFile && {indexFile}),
    };
    worker.postMessage(message);
  };
  // The page names its build's index file (postBuild); without the tag (`docusaurus start`), the manifest does.
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META_NAME}"]`)?.content;
  let loadPosted: Promise<void>;
  if (named) {
    post(named);
    loadPosted = Promise.resolve();
  } else {
    loadPosted = fetchIndexFileName(baseUrl).then(post, () => post(undefined)); // the worker reads it itself
  }
  started = {worker, loadPosted};
  return started;
}
