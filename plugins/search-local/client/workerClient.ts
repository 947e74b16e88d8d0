/**
 * The page's side of the search worker (./worker.ts): starts it, has it load the index the page names, and posts it
 * each search. Who fetches the index depends on whether the worker's script has run by then: a running worker
 * fetches it itself, off the page's main thread (which is busy opening the modal); one still loading gets the bytes
 * from the page, which fetches them while the script loads (transferred, not copied) rather than one round trip
 * after the other, as a phone's network would make it.
 * Browser only; nothing runs at import time.
 */
import type {SearchRequest} from '../shared/requests';
import type {SearchResponse} from '../shared/respond';
import {INDEX_META_NAME} from '../shared/indexFiles';

/** A message to the worker: the searches to answer (none: only load the index). */
export interface WorkerRequest {
  id: number;
  /** Where the index lives (the site's baseUrl). */
  baseUrl: string;
  /**
   * First message only: the index the page named, as fetched, or the name of its file for the worker to fetch;
   * without it the worker reads the manifest.
   */
  index?: ArrayBuffer | string;
  requests: SearchRequest[];
}

/** The worker's first message says its script has run; then one reply per request. */
export type WorkerReply =
  | {ready: true}
  | {id: number; results: SearchResponse[]}
  | {id: number; error: string};

export type Answer = (requests: SearchRequest[]) => Promise<SearchResponse[]>;

export interface SearchWorker {
  /** Starts loading the index, once; searches wait for it. */
  loadIndex: () => void;
  answer: Answer;
}

/** Starts the worker; the index loads on `loadIndex` or with the first search. */
export function startSearchWorker(baseUrl: string): SearchWorker {
  if (typeof Worker === 'undefined') {
    const unavailable = new Error('This browser cannot run the search worker.');
    return {loadIndex: () => undefined, answer: () => Promise.reject(unavailable)};
  }
  // The form Rspack and webpack bundle as a worker chunk (browser code: import.meta is fine here).
  // eslint-disable-next-line no-restricted-syntax
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  let running = false;
  const waiting = new Map<
    number,
    {resolve: (results: SearchResponse[]) => void; reject: (e: Error) => void}
  >();
  worker.addEventListener('message', ({data: reply}: MessageEvent<WorkerReply>) => {
    if ('ready' in reply) {
      running = true;
      return;
    }
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply.results);
  });
  let next = 0;
  const ask = (requests: SearchRequest[], index?: ArrayBuffer | string): Promise<SearchResponse[]> =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, {resolve, reject});
      const transfer = index instanceof ArrayBuffer ? [index] : [];
      worker.postMessage({id, baseUrl, requests, index} satisfies WorkerRequest, transfer);
    });
  // Searches follow the index, so the worker reads it before any of them.
  let handedOver: Promise<void> | undefined;
  const loadIndex = (): Promise<void> =>
    (handedOver ??= (running ? Promise.resolve(namedIndexFile()) : fetchNamedIndex(baseUrl)).then((index) => {
      ask([], index).catch(() => undefined); // a search's own load reports a failure
    }));
  return {
    loadIndex: () => void loadIndex(),
    answer: (requests) => loadIndex().then(() => ask(requests)),
  };
}

/** The index file every page names at build time; undefined when it names none (`docusaurus start`). */
function namedIndexFile(): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META_NAME}"]`)?.content || undefined;
}

/**
 * The named index, fetched; undefined when the page names none or it is gone (a page cached across a deploy names
 * its own build's index): the worker then reads the manifest.
 */
async function fetchNamedIndex(baseUrl: string): Promise<ArrayBuffer | undefined> {
  const file = namedIndexFile();
  if (!file) return undefined;
  try {
    const response = await fetch(`${baseUrl}${file}`);
    return response.ok ? await response.arrayBuffer() : undefined;
  } catch {
    return undefined;
  }
}
