/**
 * Starts the search worker the moment a search is coming (clientModule.ts: pointer over or focus on the search
 * button; or the first search), from main.js: the worker's script, the manifest and then the index load while
 * the modal's chunk loads, and none of them waits for another chunk. The page reads the small manifest and
 * names the index file in its first message; the worker fetches the file itself, so its bytes reach the
 * engine without passing through the page's main thread, which is busy opening the modal at that moment.
 * Browser only; nothing runs at import time. In every page's main.js (sharedClient.ts), so it stays small.
 */
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
  const loadPosted = fetchIndexFileName(baseUrl)
    .catch(() => undefined) // the worker then reads the manifest itself
    .then((indexFile) => {
      const message: WorkerRequest = {
        id: LOAD_MESSAGE_ID,
        baseUrl,
        requests: [],
        ...(indexFile && {indexFile}),
      };
      worker.postMessage(message);
    });
  started = {worker, loadPosted};
  return started;
}
