/**
 * The search page's client in Algolia mode: the plugin aliases `algoliasearch/lite` to this module (the theme's
 * SearchPage is its only importer; DocSearch bundles its own copy), and this one to algoliasearch's own lite
 * client, whose searches go through the query reader (algoliaReading.ts).
 */
import {liteClient as algoliaLiteClient} from '@search-local/algolia-lite';
import {readingSearchClient} from './algoliaReading';

export function liteClient(
  ...args: Parameters<typeof algoliaLiteClient>
): ReturnType<typeof algoliaLiteClient> {
  return readingSearchClient(algoliaLiteClient(...args));
}
