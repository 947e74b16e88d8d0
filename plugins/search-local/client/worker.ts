/**
 * The search worker: loads the index, builds the engine and answers the page's searches (./workerClient.ts), so
 * neither the index build nor a search ever blocks the page's main thread. It says when its script has run; the
 * first message carries the index or names its file; searches posted while it loads wait for it and are answered
 * in order.
 */
import type {SearchRequest} from '../shared/requests';
import type {Responder} from '../shared/respond';
import {createIndexLoader} from './indexLoader';
import type {WorkerReply, WorkerRequest} from './workerClient';

/**
 * Searched once when the index arrived before any search (the reader is still opening the modal): the first search
 * through a freshly built engine pays for compiling its code and filling its lazy caches, and should not be the
 * reader's. A word nearly every page has, so the usual paths run (matching, ranking, snippets).
 */
const WARM_UP_REQUEST: SearchRequest = {
  query: '데이터',
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
};
/** Whether the engine has answered a search (a reader's or the warm-up). */
let searched = false;

let load: (() => Promise<Responder>) | undefined;
const scope = globalThis as unknown as {
  postMessage: (message: WorkerReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void) => void;
};

scope.postMessage({ready: true});
scope.addEventListener('message', ({data: {id, baseUrl, index, requests}}) => {
  load ??= createIndexLoader(baseUrl, index);
  if (requests.length > 0) searched = true;
  load()
    .then(async (responder) => {
      scope.postMessage({
        id,
        results: await Promise.all(requests.map((request) => responder.respond(request))),
      });
      // In a task of its own: a reader's search that arrived during the build is a message already queued, and
      // goes first (and then is the warm-up).
      if (!searched)
        setTimeout(() => {
          if (searched) return;
          searched = true;
          responder.respond(WARM_UP_REQUEST);
        }, 0);
    })
    .catch((error: unknown) => scope.postMessage({id, error: String(error)}));
});
