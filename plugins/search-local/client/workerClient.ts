/**
 * The page's side of the search worker: the same `() => Promise<Responder>` as indexLoader.ts, but the index is
 * loaded and searched in a Web Worker (worker.ts), so the page's main thread never builds or searches the index.
 * The worker is already running and loading the index (workerStart.ts, started from main.js before this chunk
 * loads). There is no main-thread fallback: every browser the site supports has workers, and a fallback would put
 * the engine in a page chunk again (see engineRuntime.ts). Browser only; nothing runs at import time.
 */
import {SearchIndexError} from './indexLoader';
import type {SearchRequest} from '../shared/requests';
import type {Responder, SearchResponse} from '../shared/respond';
import {LOAD_MESSAGE_ID, type StartedWorker} from './workerStart';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

export function createWorkerLoader(
  baseUrl: string,
  started: StartedWorker | undefined,
): () => Promise<Responder> {
  if (!started)
    return () => Promise.reject(new SearchIndexError('This browser cannot run the search worker.'));
  const {worker, loadPosted} = started;
  let next = LOAD_MESSAGE_ID;
  const waiting = new Map<number, {resolve: (r: SearchResponse[]) => void; reject: (e: Error) => void}>();
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) pending?.reject(new SearchIndexError(reply.error));
    else pending?.resolve(reply.results);
  });
  const call = (requests: SearchRequest[]): Promise<SearchResponse[]> => {
    const id = ++next;
    return new Promise((resolve, reject) => {
      waiting.set(id, {resolve, reject});
      void loadPosted.then(() => {
        const message: WorkerRequest = {id, baseUrl, requests};
        worker.postMessage(message);
      });
    });
  };
  const responder: Responder = {respond: async (request) => (await call([request]))[0]!};
  // Searches are posted at once, not after a reply that the index is loaded: the worker queues them behind the
  // load (worker.ts), so a search typed while the engine builds is answered the moment it is built, and it is that
  // search, not the worker's warm-up, that runs first. A failed load fails each search (the UI shows its error),
  // and the worker's loader retries on the next one.
  return () => Promise.resolve(responder);
}
