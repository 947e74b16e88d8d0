/**
 * The page's side of the search worker (./worker.ts): starts it, has it load the index the page names, and posts it
 * each search. The worker fetches the index itself, off the page's main thread, which is busy then (opening the
 * modal, or rendering the search page). Browser only; nothing runs at import time.
 */
import type {SearchRequest} from '../shared/requests';
import type {SearchResponse} from '../shared/respond';
import {INDEX_META_NAME} from '../shared/indexFiles';

/** A message to the worker: the searches to answer (none: only load the index). */
export interface WorkerRequest {
  id: number;
  /** Where the index lives (the site's baseUrl). */
  baseUrl: string;
  /** First message only: the index file the page names; without it the worker reads the manifest. */
  index?: string;
  requests: SearchRequest[];
}

export type WorkerReply = {id: number; results: SearchResponse[]} | {id: number; error: string};

export type Answer = (requests: SearchRequest[]) => Promise<SearchResponse[]>;
type Waiting = {resolve: (results: SearchResponse[]) => void; reject: (error: Error) => void};

/** Starts the worker; the index loads with `loadIndex` (once) or the first search, which waits for it. */
export function startSearchWorker(baseUrl: string): {loadIndex: () => void; answer: Answer} {
  // The form Rspack and webpack bundle as a worker chunk (browser code: import.meta is fine here).
  // eslint-disable-next-line no-restricted-syntax
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  const waiting = new Map<number, Waiting>();
  worker.addEventListener('message', ({data: reply}: MessageEvent<WorkerReply>) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply.results);
  });
  let next = 0;
  const ask = (requests: SearchRequest[], index?: string): Promise<SearchResponse[]> =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, {resolve, reject});
      worker.postMessage({id, baseUrl, requests, index} satisfies WorkerRequest);
    });
  // The index first, so searches queue behind its load (a search's own load reports a failure).
  let loading: Promise<unknown> | undefined;
  const named = (): string | undefined =>
    document.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META_NAME}"]`)?.content || undefined;
  const loadIndex = (): void => void (loading ??= ask([], named()).catch(() => undefined));
  return {loadIndex, answer: (requests) => (loadIndex(), ask(requests))};
}
