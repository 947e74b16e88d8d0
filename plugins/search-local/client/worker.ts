/**
 * The search engine's thread: loads the index, builds the engine and answers requests, so neither the index
 * build nor a search ever blocks the page's main thread (client/workerClient.ts talks to it). Browser only.
 */
import type {SearchRequest} from '../shared/requests';
import type {Responder} from '../shared/respond';
import {engineRuntime} from './engineRuntime';
import {createIndexLoader} from './indexLoader';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/**
 * Searched once right after the first load (the reader is still opening the modal): the first search through a
 * freshly built engine pays for compiling its code and filling its lazy caches, so that search should not be the
 * reader's. A word nearly every page of the product has, so the usual paths run (matching, ranking, snippets).
 */
const WARM_UP_REQUEST: SearchRequest = {
  query: '데이터',
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
};
let warmedUp = false;

let load: (() => Promise<Responder>) | undefined;
const scope = globalThis as unknown as {
  postMessage: (message: WorkerReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void) => void;
};

scope.addEventListener('message', (event) => {
  const {id, baseUrl, requests, indexFile} = event.data;
  load ??= createIndexLoader(baseUrl, engineRuntime, indexFile);
  if (requests.length > 0) warmedUp = true; // a real search warms the engine up; none is needed after it
  load()
    .then(async (responder) => {
      const results = await Promise.all(requests.map((request: SearchRequest) => responder.respond(request)));
      scope.postMessage({id, results});
      if (warmedUp) return;
      // In a task of its own, not a microtask: a reader's search that arrived during the build is a message
      // already queued, and goes first (it then warms the engine up itself, and this one is skipped).
      setTimeout(() => {
        if (warmedUp) return;
        warmedUp = true;
        try {
          responder.respond(WARM_UP_REQUEST);
        } catch {
          // its result is not needed, nor its failure
        }
      }, 0);
    })
    .catch((error: unknown) => {
      scope.postMessage({id, error: error instanceof Error ? error.message : String(error)});
    });
});
