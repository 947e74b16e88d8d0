/**
 * The search worker: loads the index, builds the engine and answers the page's searches (./workerClient.ts), so
 * neither ever blocks the page's main thread. The first message names the index file; searches posted while it
 * loads wait for it and are answered in order.
 */
import type {Responder} from '../shared/respond';
import {createIndexLoader} from './indexLoader';
import type {WorkerReply, WorkerRequest} from './workerClient';

/** Searched when the index came first: a new engine's first search compiles its code, and should not be the reader's. */
const WARM_UP_QUERY = '데이터';
let searched = false;
let load: (() => Promise<Responder>) | undefined;
const scope = globalThis as unknown as {
  postMessage: (message: WorkerReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void) => void;
};

scope.addEventListener('message', ({data: {id, baseUrl, index, requests}}) => {
  load ??= createIndexLoader(baseUrl, index);
  searched ||= requests.length > 0;
  load()
    .then(async (responder) => {
      scope.postMessage({
        id,
        results: await Promise.all(requests.map((request) => responder.respond(request))),
      });
      // In a task of its own, so that a reader's search already queued during the build goes first instead.
      setTimeout(() => {
        if (searched) return;
        searched = true;
        responder.respond({query: WARM_UP_QUERY});
      }, 0);
    })
    .catch((error: unknown) => scope.postMessage({id, error: String(error)}));
});
