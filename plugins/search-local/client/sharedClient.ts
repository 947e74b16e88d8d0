/** The one local client of the page, shared by the modal (src/theme/SearchBar) and the search page (liteClientShim.ts). */
import siteConfig from '@generated/docusaurus.config';
import {createWorkerLoader} from './workerClient';
import {createLocalSearchClient} from './localClient';

export const loadSearchEngine = createWorkerLoader(siteConfig.baseUrl);
export const localSearchClient = createLocalSearchClient(loadSearchEngine);
