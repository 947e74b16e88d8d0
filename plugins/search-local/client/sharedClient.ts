/** The one local client of the page, shared by the modal (src/theme/SearchBar) and the search page (liteClientShim.ts). */
import siteConfig from '@generated/docusaurus.config';
import {createIndexLoader} from './indexLoader';
import {createLocalSearchClient} from './localClient';

export const loadSearchEngine = createIndexLoader(siteConfig.baseUrl);
export const localSearchClient = createLocalSearchClient(loadSearchEngine);
