/**
 * The search page's client (local mode only): the plugin aliases `algoliasearch/lite` to this module. The theme's
 * SearchPage is its only importer (DocSearch bundles its own copy), and it calls liteClient(appId, apiKey) on
 * every render.
 */
import {pageSearch} from './index';

export function liteClient(): typeof pageSearch.client {
  return pageSearch.client;
}
