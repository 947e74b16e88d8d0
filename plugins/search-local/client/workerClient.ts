/**
 * The page's side of the search worker: the same `() => Promise<Responder>` as indexLoader.ts, but the index is
 * loaded and searched in a Web Worker (worker.ts), so the page's main thread never builds or searches the index.
 * Falls back to the main thread where there is no Worker. Browser only; nothing runs at import time.
 */
import {SearchIndexError, createIndexLoader} from './indexLoader';
import type {SearchRequest} from '../shared/requests';
import type {Responder, SearchResponse} from '../shared/respond';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

export function createWorkerLoader(baseUrl: string): () => Promise<Responder> {
  if (typeof Worker === 'undefined') return createIndexLoader(baseUrl);
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, {resolve: (r: SearchResponse[]) => void; reject: (e: Error) => void}>();
  const call = (requests: SearchRequest[]): Promise<SearchResponse[]> => {
    if (!worker) {
      // The form Rspack and webpack bundle as a worker chunk (browser code: import.meta is fine here).
      // eslint-disable-next-line no-restricted-syntax
      worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
      worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
        const reply = event.data;
        const pending = waiting.get(reply.id);
        waiting.delete(reply.id);
        if ('error' in reply) pending?.reject(new SearchIndexError(reply.error));
        else pending?.resolve(reply.results);
      });
    }
    const id = ++next;
    const message: WorkerRequest = {id, baseUrl, requests};
    return new Promise((resolve, reject) => {
      waiting.set(id, {resolve, reject});
      worker!.postMessage(message);
    });
  };
  const responder: Responder = {respond: async (request) => (await call([request]))[0]!};
  let ready: Promise<Responder> | undefined;
  return () => {
    // A failed load is forgotten, so the next search retries (the worker's loader does the same).
    ready ??= call([]).then(
      () => responder,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    );
    return ready;
  };
}
