/** Messages between the page and the search worker (worker.ts). */
import type {SearchRequest} from '../shared/requests';
import type {SearchResponse} from '../shared/respond';

export interface WorkerRequest {
  id: number;
  /** Where the index lives (the site's baseUrl). */
  baseUrl: string;
  /** Empty: only load the index (prefetch). */
  requests: SearchRequest[];
}

export type WorkerReply = {id: number; results: SearchResponse[]} | {id: number; error: string};
