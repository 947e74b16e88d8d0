/**
 * Algolia mode: the search client the modal (`transformSearchClient`, src/theme/SearchBar) and the search page
 * (algoliaLiteShim.ts) search through. Each query goes to Algolia as local mode reads it (shared/algoliaQuery.ts):
 * "비번 까먹었어요ㅠㅠ" is sent as "비번 까먹다". The UI keeps the query as typed (its input, recent searches and
 * "see all results" link); the response says it was the query searched, and Algolia's analytics get the typed
 * query as a tag.
 */
import type {AlgoliaQuery, AlgoliaQueryReader} from '../shared/algoliaQuery';
import {normalizeRequests, type SearchMethodParams, type SearchRequest} from '../shared/requests';

/** Analytics tags are cut at 100 characters by Algolia (longer ones are ignored). */
const MAX_TAG_LENGTH = 100;
export const TYPED_QUERY_TAG = 'typed:';

let readerChunk: Promise<AlgoliaQueryReader> | undefined;

/** The reader's chunk, loaded once; a failed load is forgotten, so the next search retries. */
export function loadAlgoliaQueryReader(): Promise<AlgoliaQueryReader> {
  return (readerChunk ??= import('./algoliaQueryReader').then(
    (chunk) => chunk.reader,
    (error: unknown) => {
      readerChunk = undefined;
      throw error;
    },
  ));
}

interface SearchResult {
  query?: string;
  nbHits?: number;
  [field: string]: unknown;
}

/** A search client of algoliasearch (v5 lite) or DocSearch: `search` takes both request shapes. */
interface SearchClientLike {
  search: (...args: never[]) => Promise<unknown>;
}

type Search = (params: SearchMethodParams, requestOptions?: unknown) => Promise<{results: SearchResult[]}>;

function withReading(request: SearchRequest, read: AlgoliaQuery | undefined): SearchRequest {
  if (!read || read.query === request.query) return request;
  const tag = `${TYPED_QUERY_TAG}${request.query ?? ''}`.slice(0, MAX_TAG_LENGTH);
  const tags = Array.isArray(request.analyticsTags) ? (request.analyticsTags as string[]) : [];
  return {...request, ...read, analyticsTags: [...tags, tag]};
}

/** `client`, its searches sent as read (`loadReader`: the site's reader; tests give their own). */
export function readingSearchClient<Client extends SearchClientLike>(
  client: Client,
  loadReader: () => Promise<AlgoliaQueryReader> = loadAlgoliaQueryReader,
): Client {
  const searchAlgolia = client.search.bind(client) as unknown as Search;
  const search: Search = async (params, requestOptions) => {
    const requests = normalizeRequests(params);
    // Without its reader (a failed chunk load), a query is searched as typed.
    const reader = await loadReader().catch(() => undefined);
    const send = async (read: (query: string) => AlgoliaQuery | undefined) =>
      searchAlgolia(
        {
          requests: requests.map((request) =>
            withReading(request, request.query ? read(request.query) : undefined),
          ),
        },
        requestOptions,
      );
    let response = await send((query) => reader?.read(query));
    // As the local engine: the other keyboard layout (fkqpffld → 라벨링) only when the query finds nothing.
    const typed = requests[0]?.query;
    const nothing = response.results.every((result) => (result.nbHits ?? 0) === 0);
    if (reader && typed && nothing && reader.otherLayout(typed))
      response = await send((query) => reader.otherLayout(query) ?? reader.read(query));
    return {
      ...response,
      results: response.results.map((result, i) => ({...result, query: requests[i]?.query ?? result.query})),
    };
  };
  return {...client, search: search as unknown as Client['search']};
}
