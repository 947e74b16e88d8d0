/**
 * The search engine's thread: loads the index, builds the engine and answers requests, so neither the index
 * build nor a search ever blocks the page's main thread (client/workerClient.ts talks to it). Browser only.
 */
import type {SearchRequest} from '../shared/requests';
import type {Responder} from '../shared/respond';
import {decodeGlossary, decodeIndex} from '../shared/compactIndex';
import {createResponder} from '../shared/respond';
import {createIndexLoader, type EngineRuntime} from './indexLoader';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/**
 * Searched once right after a prefetch (the reader is still opening the modal): the first search through a
 * freshly built engine pays for compiling its code and filling its lazy caches, so that search should not be the
 * reader's. A word nearly every page of the product has, so the usual paths run (matching, ranking, snippets).
 */
const WARM_UP_REQUEST: SearchRequest = {
  query: '데이터',
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
};
let warmedUp = false;

/** Bundled into the worker's one script: the worker exists only to run it. */
const runtime: EngineRuntime = {decodeIndex, decodeGlossary, createResponder};
let load: (() => Promise<Responder>) | undefined;
const scope = globalThis as unknown as {
  postMessage: (message: WorkerReply) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void) => void;
};

scope.addEventListener('message', (event) => {
  const {id, baseUrl, requests} = event.data;
  load ??= createIndexLoader(baseUrl, () => Promise.resolve(runtime));
  load()
    .then(async (responder) => {
      const results = await Promise.all(requests.map((request: SearchRequest) => responder.respond(request)));
      scope.postMessage({id, results});
      if (warmedUp) return;
      warmedUp = true;
      // Only after a prefetch: a first call with requests has just done the same. Its result is not needed.
      if (requests.length === 0)
        Promise.resolve()
          .then(() => responder.respond(WARM_UP_REQUEST))
          .catch(() => undefined);
    })
    .catch((error: unknown) => {
      scope.postMessage({id, error: error instanceof Error ? error.message : String(error)});
    });
});
