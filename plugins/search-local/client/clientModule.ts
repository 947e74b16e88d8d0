/**
 * Local mode only: starts loading the engine as soon as a search is coming, so the first results come quickly.
 * - Pointer over or focus on the search button: the modal is about to open.
 * - `/search?q=…` opened directly (the modal's "See all results", a shared link): the page will search as soon
 *   as it has hydrated, so the worker, the manifest and the index load beside the page's own chunks instead of
 *   after them. The web font waits until the first results are painted (holdFont.ts of
 *   plugins/korean-font-subset): downloading beside the index, it made the results come later on a slow
 *   connection (Lighthouse mobile, largest contentful paint: a result's title).
 * The modal gets the local client from this SearchBar wrapper (src/theme/SearchBar).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {holdWebFontUntil} from '../../korean-font-subset/client/holdFont';
import {firstSearchSettled, loadSearchEngine} from './sharedClient';

/** The search page's path (theme-search-algolia's `searchPagePath`), with or without a trailing slash. */
function isSearchPageWithQuery(location: Location): boolean {
  const {searchPagePath} = (siteConfig.themeConfig.algolia ?? {}) as {searchPagePath?: string | false};
  if (!searchPagePath) return false;
  const path = `${siteConfig.baseUrl}${searchPagePath}`;
  const onPage = location.pathname === path || location.pathname === `${path}/`;
  return onPage && Boolean(new URLSearchParams(location.search).get('q')?.trim());
}

/** The longest the font waits for the page's results once the answer is in. */
const RESULTS_COMMIT_WAIT_MS = 1000;

/**
 * Resolves at the next change inside the page's <main>: the results React commits for the answer just received.
 * The page renders them as a transition (patches/README.md), in slices over several frames, so the answer's
 * arrival is not yet their paint.
 */
function afterNextMainChange(): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(done);
    observer.observe(document.querySelector('main') ?? document.body, {childList: true, subtree: true});
    const timer = setTimeout(done, RESULTS_COMMIT_WAIT_MS);
  });
}

/** Resolves after the next frame has been painted. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

if (ExecutionEnvironment.canUseDOM) {
  const prefetch = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('.DocSearch-Button')) return;
    document.removeEventListener('pointerover', prefetch);
    document.removeEventListener('focusin', prefetch);
    loadSearchEngine().catch(() => undefined);
  };
  if (isSearchPageWithQuery(window.location)) {
    loadSearchEngine().catch(() => undefined); // the page's own search reports a failure
    holdWebFontUntil(firstSearchSettled.then(afterNextMainChange).then(afterNextPaint));
  } else {
    document.addEventListener('pointerover', prefetch);
    document.addEventListener('focusin', prefetch);
  }
}
