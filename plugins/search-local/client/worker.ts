/**
 * The search engine's thread: loads the index, builds the engine and answers requests, so neither the index
 * build nor a search ever blocks the page's main thread (client/workerClient.ts talks to it). Browser only.
 */
import type {SearchRequest} from '../shared/requests';
import type {Responder} from '../shared/respond';
import {createIndexLoader} from './indexLoader';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

let load: (() => Promise<Responder>) | undefined;
const scope = globalThis as unknown as {
  postMessage: (message: WorkerReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void) => void;
};

scope.addEventListener('message', (event) => {
  const {id, baseUrl, requests} = event.data;
  load ??= createIndexLoader(baseUrl);
  load()
    .then(async (responder) => {
      const results = await Promise.all(requests.map((request: SearchRequest) => responder.respond(request)));
      scope.postMessage({id, results});
    })
    .catch((error: unknown) => {
      scope.postMessage({id, error: error instanceof Error ? error.message : String(error)});
    });
});
