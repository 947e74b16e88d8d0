/** Messages between the page and the search worker (worker.ts). */
import type {SearchRequest} from '../shared/requests';
import type {SearchResponse} from '../shared/respond';

export interface WorkerRequest {
  id: number;
  /** Where the index lives (the site's baseUrl). */
  baseUrl: string;
  /** Empty: only load the index. */
  requests: SearchRequest[];
  /** The index file the page named (first message only: meta tag or manifest); else the worker reads the manifest. */
  indexFile?: string;
}

export type WorkerReply = {id: number; results: SearchResponse[]} | {id: number; error: string};
