/**
 * The one local client of the page, shared by the modal (src/theme/SearchBar) and the search page
 * (liteClientShim.ts), each through its own view (searchedQuery.ts: what its latest answer searched).
 */
import siteConfig from '@generated/docusaurus.config';
import {createWorkerLoader} from './workerClient';
import {createLocalSearchClient} from './localClient';
import {createSearchedQueryView} from './searchedQuery';

export const loadSearchEngine = createWorkerLoader(siteConfig.baseUrl);
export const localSearchClient = createLocalSearchClient(loadSearchEngine);
export const modalSearch = createSearchedQueryView(localSearchClient);
export const pageSearch = createSearchedQueryView(localSearchClient);
