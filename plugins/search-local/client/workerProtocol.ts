/** Messages between the page and the search worker (worker.ts). */
import type {SearchRequest} from '../shared/requests';
import type {SearchResponse} from '../shared/respond';

export interface WorkerRequest {
  id: number;
  /** Where the index lives (the site's baseUrl). */
  baseUrl: string;
  /** Empty: only load the index (prefetch). */
  requests: SearchRequest[];
  /** The index file's bytes, when the page fetched them (first message only); else the worker fetches them. */
  index?: ArrayBuffer;
}

export type WorkerReply = {id: number; results: SearchResponse[]} | {id: number; error: string};
