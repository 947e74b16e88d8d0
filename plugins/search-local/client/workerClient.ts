/**
 * The page's side of the search worker (./worker.ts): starts it, hands it the index the page names, and posts it
 * each search. The page fetches that index while the worker script loads and hands the bytes over (transferred, not
 * copied): fetched by the worker, it would wait for the script, a second round trip on a phone's network.
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
  /** The index the page named, as fetched (first message only; without it the worker reads the manifest). */
  index?: ArrayBuffer;
  requests: SearchRequest[];
}

export type WorkerReply = {id: number; results: SearchResponse[]} | {id: number; error: string};

export type Answer = (requests: SearchRequest[]) => Promise<SearchResponse[]>;

/** Starts the worker and its index load; returns how to ask it. */
export function startSearchWorker(baseUrl: string): Answer {
  if (typeof Worker === 'undefined') {
    return () => Promise.reject(new Error('This browser cannot run the search worker.'));
  }
  // The form Rspack and webpack bundle as a worker chunk (browser code: import.meta is fine here).
  // eslint-disable-next-line no-restricted-syntax
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  const waiting = new Map<
    number,
    {resolve: (results: SearchResponse[]) => void; reject: (e: Error) => void}
  >();
  worker.addEventListener('message', ({data: reply}: MessageEvent<WorkerReply>) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply.results);
  });
  let next = 0;
  const ask = (requests: SearchRequest[], index?: ArrayBuffer): Promise<SearchResponse[]> =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, {resolve, reject});
      worker.postMessage({id, baseUrl, requests, index} satisfies WorkerRequest, index ? [index] : []);
    });
  // Searches follow the index, so the worker reads it before any of them.
  const handedOver = fetchNamedIndex(baseUrl).then((index) => {
    ask([], index).catch(() => undefined); // a search's own load reports a failure
  });
  return (requests) => handedOver.then(() => ask(requests));
}

/**
 * The index file every page names at build time, fetched; undefined when the page names none (`docusaurus start`)
 * or it is gone (a page cached across a deploy names its own build's index): the worker then reads the manifest.
 */
async function fetchNamedIndex(baseUrl: string): Promise<ArrayBuffer | undefined> {
  const file = document.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META_NAME}"]`)?.content;
  if (!file) return undefined;
  try {
    const response = await fetch(`${baseUrl}${file}`);
    return response.ok ? await response.arrayBuffer() : undefined;
  } catch {
    return undefined;
  }
}
