/**
 * Algolia mode: the query reader over the site's vocabulary (written by the plugin at build time). Its own chunk,
 * loaded with the search UI's first search or on the first sign of one (algoliaReading.ts), never with a page.
 */
import vocabulary from '@search-local/query-vocabulary';
import {createAlgoliaQueryReader} from '../shared/algoliaQuery';

export const reader = createAlgoliaQueryReader(vocabulary);
