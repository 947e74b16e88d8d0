/**
 * Algolia mode: the modal's client sends each query as local mode reads it (readingSearchClient,
 * plugins/search-local/client/algoliaReading.ts). Its code is not in every page's main.js: it loads on the first
 * sign of a search (preloadAlgoliaReading) or with the first search. Without it (a failed load), the query goes to
 * Algolia as typed, and the next search loads it again.
 */
type Reading = typeof import('@site/plugins/search-local/client/algoliaReading');

let chunk: Promise<Reading> | undefined;
const loadReading = (): Promise<Reading> =>
  (chunk ??= import('@site/plugins/search-local/client/algoliaReading').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  }));

/** Loads the reading client and its reader ahead of a search that is sure to come. */
export function preloadAlgoliaReading(): void {
  loadReading()
    .then((reading) => reading.loadAlgoliaQueryReader())
    .catch(() => undefined); // retried by the first search
}

interface SearchClient {
  search: (...args: never[]) => Promise<unknown>;
}

/** DocSearch's `transformSearchClient`: the client whose searches go through the reader. */
export function toAlgoliaReadingClient<Client extends SearchClient>(client: Client): Client {
  const search = async (...args: Parameters<Client['search']>): Promise<unknown> => {
    const reading = await loadReading().catch(() => undefined);
    return reading ? reading.readingSearchClient(client).search(...args) : client.search(...args);
  };
  return {...client, search};
}
