/**
 * The search worker: loads the index, builds the engine and answers the page's searches (./workerClient.ts), so
 * neither the index build nor a search ever blocks the page's main thread. The first message carries the index;
 * searches posted while it loads wait for it and are answered in order.
 */
import type {Responder} from '../shared/respond';
import {createIndexLoader} from './indexLoader';
import type {WorkerReply, WorkerRequest} from './workerClient';

let load: (() => Promise<Responder>) | undefined;
const scope = globalThis as unknown as {
  postMessage: (message: WorkerReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void) => void;
};

scope.addEventListener('message', ({data: {id, baseUrl, index, requests}}) => {
  load ??= createIndexLoader(baseUrl, index);
  load()
    .then(async (responder) => {
      scope.postMessage({
        id,
        results: await Promise.all(requests.map((request) => responder.respond(request))),
      });
    })
    .catch((error: unknown) => scope.postMessage({id, error: String(error)}));
});
