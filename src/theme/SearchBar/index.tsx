/**
 * Swizzle (wrap, safe). Since Docusaurus 3.10, SearchBar spreads its props over `themeConfig.algolia` and onto
 * <DocSearchModal> (facebook/docusaurus#11581), so both changes below are props:
 * - local search mode: the modal gets our client through `transformSearchClient`, and says which query it
 *   searched when the engine converted the one typed (modalSearch.tsx, loaded on intent or with the first search);
 * - Algolia mode: `transformSearchClient` sends Algolia the query as local mode reads it (algoliaReadingClient.ts,
 *   loaded on intent or with the first search);
 * - both modes: Enter and Escape typed into an IME composition do not act on the modal (useImeSafeModalKeys);
 * - both modes: the modal's input takes at most SEARCH.queryMaxLength characters (useModalQueryLimit);
 * - both modes: the no-results screen's 'Let us know.' link (`getMissingResultsUrl`), and below it an e-mail to
 *   support and the 문의하기 page (NoResultsSupport.tsx, loaded when the modal opens);
 * - both modes: a start screen with suggested searches and pages while the reader has no recent or favourite
 *   searches (StartScreen.tsx, loaded on intent or when the modal opens);
 * - local mode: no preconnect to Algolia's host, which it never asks (the theme's `preconnect` prop, patched in);
 * - both modes: snippets of 10 words, 5 on screens up to 768 px, as DocSearch v3 asked for;
 *   v4 asks for 15 everywhere. The screen is measured when the modal renders (only in the browser).
 * Guarded by tests/e2e/search-local.spec.ts (local hits, no request to Algolia, snippet lengths) and
 * tests/e2e/search-algolia.spec.ts (the request's attributesToSnippet).
 *
 * It lives in src/theme, not in plugins/search-local: a plugin's theme can only wrap the first SearchBar
 * (theme-classic's empty placeholder, `@theme-init`), never theme-search-algolia's.
 */
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import {SEARCH} from '@site/src/config/constants';
import {localSearchClient, missingResultsUrl, onSearchIntent} from '@site/plugins/search-local/client';
import {preloadAlgoliaReading, toAlgoliaReadingClient} from './algoliaReadingClient';
import {useImeSafeModalKeys} from './useImeSafeModalKeys';
import {useModalQueryLimit} from './useModalQueryLimit';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The modal's view of the shared client (modalSearch.tsx), from one import site: two `import()` of the same module
 * became two chunks with the same code, so the first search fetched a second file after the modal's mount had
 * fetched the first. A failed load is forgotten, so the next search retries.
 */
let modalSearchChunk: Promise<typeof import('./modalSearch')> | undefined;
const loadModalSearch = (): Promise<typeof import('./modalSearch')> =>
  (modalSearchChunk ??= import('./modalSearch').catch((error: unknown) => {
    modalSearchChunk = undefined;
    throw error;
  }));

/** The shared client, seen through the modal's view of it. */
const modalClient: typeof localSearchClient = {
  ...localSearchClient,
  search: async (params) => (await loadModalSearch()).modalSearch.client.search(params),
};
/** DocSearch asks for its client when the modal mounts: its view starts loading then, not at the first search. */
const toLocalClient = (): typeof modalClient => {
  loadModalSearch().catch(() => undefined); // retried by the first search
  return modalClient;
};

const loadStartScreen = (): Promise<typeof import('./StartScreen')> => import('./StartScreen');
const StartScreen = lazy(loadStartScreen);
const NoResultsSupport = lazy(() => import('./NoResultsSupport'));

/**
 * The code the open modal runs first (the start screen; the modal's view of the client, or Algolia mode's query reader) loads on the
 * first sign of a search, with DocSearch's modal, rather than after the modal opens and the reader types.
 */
function usePreloadOnIntent(isLocal: boolean): void {
  useEffect(
    () =>
      onSearchIntent(() => {
        // A failed load is retried when the modal needs the code.
        loadStartScreen().catch(() => undefined);
        if (isLocal) loadModalSearch().catch(() => undefined);
        else preloadAlgoliaReading();
      }),
    [isLocal],
  );
}

/** DocSearch marks <body> while its modal is open; the start screen shows then (its code is not in every page). */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = (): void => setOpen(document.body.classList.contains('DocSearch--active'));
    const observer = new MutationObserver(update);
    observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
    return () => observer.disconnect();
  }, []);
  return open;
}

/** Apart from the search bar, so that the modal opening re-renders this alone, not DocSearch's modal with it. */
function StartScreenWhileOpen(): ReactNode {
  const modalOpen = useModalOpen();
  return (
    modalOpen && (
      <Suspense fallback={null}>
        <StartScreen />
        <NoResultsSupport />
      </Suspense>
    )
  );
}

/** The attributes DocSearch snippets (its own list), with the snippet length for this screen. */
function attributesToSnippet(): string[] {
  const smallScreen =
    typeof window !== 'undefined' &&
    window.matchMedia(`(max-width: ${SEARCH.smallScreenMaxWidthPx}px)`).matches;
  const words = smallScreen ? SEARCH.snippetWordsSmallScreen : SEARCH.snippetWords;
  const levels = [1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}`);
  return [...levels, 'content'].map((attribute) => `${attribute}:${words}`);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const configured = siteConfig.themeConfig.algolia as {searchParameters?: Record<string, unknown>};
  const searchParameters = {...configured.searchParameters, attributesToSnippet: attributesToSnippet()};
  const isLocal = siteConfig.customFields?.searchMode === 'local';
  useImeSafeModalKeys();
  useModalQueryLimit();
  usePreloadOnIntent(isLocal);
  return (
    <>
      <SearchBar
        {...props}
        searchParameters={searchParameters}
        getMissingResultsUrl={missingResultsUrl}
        transformSearchClient={isLocal ? toLocalClient : toAlgoliaReadingClient}
        preconnect={!isLocal}
      />
      <StartScreenWhileOpen />
    </>
  );
}
