/**
 * The page's side of the search worker: the same `() => Promise<Responder>` as indexLoader.ts, but the index is
 * loaded and searched in a Web Worker (worker.ts), so the page's main thread never builds or searches the index.
 * There is no main-thread fallback: every browser the site supports has workers, and a fallback would put the
 * engine in a page chunk again (see engineRuntime.ts). Browser only; nothing runs at import time.
 */
import {SearchIndexError} from './indexLoader';
import type {SearchRequest} from '../shared/requests';
import type {Responder, SearchResponse} from '../shared/respond';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/**
 * `takeIndex` gives the index bytes the page may have fetched already (indexPrefetch.ts); the first message to
 * the worker carries them, so the worker does not fetch the index again.
 */
export function createWorkerLoader(
  baseUrl: string,
  takeIndex: () => Promise<ArrayBuffer | undefined>,
): () => Promise<Responder> {
  if (typeof Worker === 'undefined')
    return () => Promise.reject(new SearchIndexError('This browser cannot run the search worker.'));
  let worker: Worker | undefined;
  /** Settles when the prefetched bytes (if any) are known; messages are posted after it, in call order. */
  let handover: Promise<ArrayBuffer | undefined> = Promise.resolve(undefined);
  let handedOver = false;
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
      handover = takeIndex();
    }
    const id = ++next;
    return new Promise((resolve, reject) => {
      waiting.set(id, {resolve, reject});
      void handover.then((prefetched) => {
        // Transferred, not copied: only the first message carries the bytes (they are detached after it).
        const index = handedOver ? undefined : prefetched;
        handedOver = true;
        const message: WorkerRequest = {id, baseUrl, requests, ...(index && {index})};
        worker!.postMessage(message, index ? [index] : []);
      });
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
