/**
 * Search page seam (local mode only): the plugin aliases `algoliasearch/lite` to this module. The theme's
 * SearchPage is its only importer (DocSearch bundles its own copy), and it calls liteClient(appId, apiKey)
 * on every render. Guarded by tests/e2e/search-local.spec.ts (/search?q= shows local results).
 */
import {pageSearch} from './pageSearch';

export function liteClient(): typeof pageSearch.client {
  return pageSearch.client;
}
