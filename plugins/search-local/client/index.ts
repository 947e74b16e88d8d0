/**
 * The one module src/ imports of this plugin: the shared client the modal and the search page search through (each
 * with its own view of it, for the searched-query notice), and the no-results screen's link. It is also the
 * plugin's client module, which starts the worker and its index load (README.md: how a cold search loads).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import options from '@search-local/options';
import {pageLoaded} from '@site/plugins/shared/client/pageLoaded';
import {createLocalSearchClient, createSearchedQueryView} from './searchClient';
import {startSearchWorker} from './workerClient';

export {AS_TYPED_URL_PARAM, createSearchedQueryView} from './searchClient';
export type {LocalSearchClient, SearchAnswer, SearchedQuery, SearchedQueryView} from './searchClient';

let worker: ReturnType<typeof startSearchWorker> | undefined;
const searchWorker = (): NonNullable<typeof worker> => (worker ??= startSearchWorker(siteConfig.baseUrl));

export const localSearchClient = createLocalSearchClient((requests) => searchWorker().answer(requests));

/** Starts the worker if need be and has it load the index, ahead of a search that is sure to come. */
const loadSearchIndex = (): void => searchWorker().loadIndex();

/** The search page's view of the shared client (the modal makes its own, with its code). */
export const pageSearch = createSearchedQueryView(localSearchClient);

/**
 * The no-results screen's 'Let us know.' link: DocSearch shows it only when the modal gets `getMissingResultsUrl`,
 * a function, which docusaurus.config.ts cannot carry (the generated config is JSON). Used in both search modes.
 */
export function missingResultsUrl({query}: {query: string}): string {
  const params = new URLSearchParams({
    title: `검색 결과 없음: ${query}`,
    body: `도움말 센터에서 '${query}'(으)로 검색했지만 결과가 없었습니다. 찾으려던 내용:\n\n`,
  });
  return `${options.newIssueUrl}?${params}`;
}

/**
 * Runs `load` once, at the first sign that a search is coming: a pointer over, or focus on, the search button (as
 * DocSearch loads its modal then). Returns a function that stops waiting. Browser only.
 */
export function onSearchIntent(load: () => void): () => void {
  const stop = (): void => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
  const onIntent = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('.DocSearch-Button')) return;
    stop();
    load();
  };
  document.addEventListener('pointerover', onIntent);
  document.addEventListener('focusin', onIntent);
  return stop;
}

/** The theme's search page, where `?q=` is searched as the page opens. */
const SEARCH_PAGE = `${siteConfig.baseUrl}${(siteConfig.themeConfig.algolia as {searchPagePath?: string}).searchPagePath ?? 'search'}`;

/**
 * Client-module lifecycle, as a route starts rendering (the first one too): on the search page with a query the
 * index loads at once, while the theme waits 300 ms before it searches (its debounce for typing).
 */
export function onRouteUpdate({location}: {location: Location}): void {
  const onSearchPage = location.pathname.replace(/\/$/, '') === SEARCH_PAGE;
  if (onSearchPage && new URLSearchParams(location.search).get('q')?.trim()) loadSearchIndex();
}

/**
 * The worker itself (its script, not the index) starts once the page has loaded and the browser is idle: the
 * worker's script is the engine, and a reader's first search then waits for the index alone. Not in data-saver mode.
 */
function startWorkerWhenIdle(): void {
  const {connection} = navigator as Navigator & {connection?: {saveData?: boolean}};
  if (connection?.saveData) return;
  void pageLoaded().then(() => (window.requestIdleCallback ?? setTimeout)(() => void searchWorker()));
}

if (ExecutionEnvironment.canUseDOM) {
  onSearchIntent(loadSearchIndex);
  startWorkerWhenIdle();
}
