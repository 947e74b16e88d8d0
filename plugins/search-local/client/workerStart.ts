/**
 * Starts the search worker the moment a search is coming (clientModule.ts: pointer over or focus on the search
 * button; or the first search), from main.js: the worker's script and then the index load while the modal's
 * chunk loads, and neither waits for another chunk. The page names the index file in its first
 * message, read from the page's own `<meta name="search-index">` (no request, so nothing waits for the main
 * thread, which is busy opening the modal at that moment); the worker fetches the file itself, so its bytes
 * reach the engine without passing through the page's main thread.
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

/** The page's one search worker, started on the first call (undefined where workers are not available). */
export function startSearchWorker(baseUrl: string): StartedWorker | undefined {
  if (started || typeof Worker === 'undefined') return started;
  // The form Rspack and webpack bundle as a worker chunk (browser code: import.meta is fine here).
  // eslint-disable-next-line no-restricted-syntax
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
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
