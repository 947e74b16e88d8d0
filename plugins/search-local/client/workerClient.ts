/**
 * The page's side of the search worker (./worker.ts): starts it, has it load the index the page names, and posts it
 * each search. A running worker fetches the index itself, off the main thread (busy opening the modal); for one still
 * loading its script, the page fetches it meanwhile and hands it over, saving a phone's round trip. Browser only.
 */
import type {SearchRequest} from '../shared/requests';
import type {SearchResponse} from '../shared/respond';
import {INDEX_META_NAME} from '../shared/indexFiles';

/** A message to the worker: the searches to answer (none: only load the index). */
export interface WorkerRequest {
  id: number;
  /** Where the index lives (the site's baseUrl). */
  baseUrl: string;
  /** First message only: the named index's bytes, or its file's name; without it the worker reads the manifest. */
  index?: ArrayBuffer | string;
  requests: SearchRequest[];
}

/** The worker's first message says its script has run; then one reply per request. */
export type WorkerReply =
  | {ready: true}
  | {id: number; results: SearchResponse[]}
  | {id: number; error: string};

export type Answer = (requests: SearchRequest[]) => Promise<SearchResponse[]>;

/** Starts the worker; the index loads with `loadIndex` (once) or the first search, which waits for it. */
export function startSearchWorker(baseUrl: string): {loadIndex: () => void; answer: Answer} {
  // The form Rspack and webpack bundle as a worker chunk (browser code: import.meta is fine here).
  // eslint-disable-next-line no-restricted-syntax
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  let running = false;
  const waiting = new Map<
    number,
    {resolve: (results: SearchResponse[]) => void; reject: (e: Error) => void}
  >();
  worker.addEventListener('message', ({data: reply}: MessageEvent<WorkerReply>) => {
    if ('ready' in reply) return void (running = true);
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
      const message: WorkerRequest = {id, baseUrl, requests, index};
      worker.postMessage(message, index instanceof ArrayBuffer ? [index] : []);
    });
  // The index first, so searches queue behind its load (a search's own load reports a failure).
  let indexAsked: Promise<void> | undefined;
  const loadIndex = (): Promise<void> =>
    (indexAsked ??= (running ? Promise.resolve(namedFile()) : fetchNamed(baseUrl)).then((index) => {
      ask([], index).catch(() => undefined);
    }));
  return {loadIndex: () => void loadIndex(), answer: (requests) => loadIndex().then(() => ask(requests))};
}

/** The index file every page names at build time (none under `docusaurus start`). */
const namedFile = (): string | undefined =>
  document.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META_NAME}"]`)?.content || undefined;

/** The named index's bytes; undefined when none is named or it is gone (a page cached across a deploy). */
async function fetchNamed(baseUrl: string): Promise<ArrayBuffer | undefined> {
  const file = namedFile();
  const response = file && (await fetch(`${baseUrl}${file}`).catch(() => undefined));
  return response && response.ok ? response.arrayBuffer() : undefined;
}
