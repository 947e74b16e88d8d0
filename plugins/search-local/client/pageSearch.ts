/** The search page's view of the shared client (searchedQuery.ts); only the search page's chunk imports it. */
import {createSearchedQueryView} from './searchedQuery';
import {localSearchClient} from './sharedClient';

export const pageSearch = createSearchedQueryView(localSearchClient);
