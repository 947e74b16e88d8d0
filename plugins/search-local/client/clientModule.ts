/**
 * Local mode only: starts loading the engine as soon as a search is coming, so the first results come quickly.
 * - Idle after `load`: the worker's thread starts, without the index (spawnWhenIdle.ts).
 * - Pointer over or focus on the search button: the modal is about to open; the index loads.
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
import {spawnSearchWorkerWhenIdle} from './spawnWhenIdle';

/** The search page's path (theme-search-algolia's `searchPagePath`), with or without a trailing slash. */
function isSearchPageWithQuery(location: Location): boolean {
  const {searchPagePath} = (siteConfig.themeConfig.algolia ?? {}) as {searchPagePath?: string | false};
  if (!searchPagePath) return false;
  const path = `${siteConfig.baseUrl}${searchPagePath}`;
  const onPage = location.pathname === path || location.pathname === `${path}/`;
  return onPage && Boolean(new URLSearchParams(location.search).get('q')?.trim());
}

/** The longest the font waits for the page's results once the answer is in (a query with no result has none). */
const RESULTS_WAIT_MS = 1000;

/** The search page's results (theme-search-algolia's SearchPage), or its error screen (patches/README.md). */
const RESULTS_SELECTOR = 'main article, .search-page-error';

/**
 * Resolves once the page's results are painted, as the browser reports it: the first largest-contentful-paint
 * entry inside them. React commits the results as a transition (patches/README.md), and the frame that shows
 * them is presented after the next animation frames have begun: waiting for the commit and two frames still
 * started the font's download 10–40 ms before that paint (Lighthouse, 12 runs of 12), and its 116 KB then counted
 * towards the largest paint on a slow connection. Without the LCP API, two frames after the results appear stand
 * in; RESULTS_WAIT_MS caps the wait (no result, or no entry for them: a reader's input stops LCP entries).
 */
function afterResultsPainted(): Promise<void> {
  return new Promise((resolve) => {
    let observer: {disconnect: () => void} | undefined;
    const done = (): void => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, RESULTS_WAIT_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      const lcp = new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & {element?: Element | null})[];
        if (entries.some((entry) => entry.element?.closest(RESULTS_SELECTOR))) done();
      });
      lcp.observe({type: 'largest-contentful-paint', buffered: true});
      observer = lcp;
      return;
    }
    // Without the API: the results in the DOM, then two frames.
    const committed = new MutationObserver(() => {
      if (!document.querySelector(RESULTS_SELECTOR)) return;
      committed.disconnect();
      afterNextPaint().then(done, done);
    });
    committed.observe(document.querySelector('main') ?? document.body, {childList: true, subtree: true});
    observer = committed;
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
    // In the task after main.js's evaluation, not in it: starting the worker (its thread, the worker client chunk's
    // script tag) added ~10 ms to that task, the page's longest (the goal: none over 50 ms). The worker still
    // starts long before the page has hydrated and asks it anything.
    setTimeout(() => loadSearchEngine().catch(() => undefined), 0); // the page's own search reports a failure
    holdWebFontUntil(firstSearchSettled.then(afterResultsPainted));
  } else {
    document.addEventListener('pointerover', prefetch);
    document.addEventListener('focusin', prefetch);
    spawnSearchWorkerWhenIdle();
  }
}
