/**
 * Swizzle (wrap, safe). The theme's search page, rendered unchanged, plus what it lacks:
 * - a meta description (a page without one shows no summary in link previews; Lighthouse SEO flags it);
 * - the 64-character query limit, as the modal's input has: a longer `?q=` (a shared link, a
 *   hand-edited URL) is cut in the address bar before the page paints, and the page's input gets maxLength.
 * The theme reads the query from the URL (useSearchQueryString), so cutting the URL cuts what it searches.
 * - without a query, the suggestions the modal starts with (EmptyQuerySuggestions.tsx), not a blank page;
 * - with no results, an e-mail to support and the 문의하기 page (NoResultsSupport.tsx).
 * ./styles.css reserves the results area so the footer does not jump when results arrive.
 * In local mode, it also says which query the engine searched when it converted the one typed, and offers the
 * query as typed (PageSearchedQuery.tsx, useAsTypedSearch.ts).
 */
import {useLayoutEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchPage from '@theme-original/SearchPage';
import {SEARCH} from '@site/src/config/constants';
import {cutSearchQuery} from '@site/src/utils/searchQuery';
import EmptyQuerySuggestions from './EmptyQuerySuggestions';
import NoResultsSupport from './NoResultsSupport';
import PageSearchedQuery from './PageSearchedQuery';
import {useAsTypedSearch} from './useAsTypedSearch';
import './styles.css';

/** The theme's query input (the navbar's DocSearch control is a button, so this is the only match). */
const QUERY_INPUT = 'input[type="search"][name="q"]';

function useQueryLimit(): void {
  const history = useHistory();
  const location = useLocation();
  useLayoutEffect(() => {
    document
      .querySelector<HTMLInputElement>(QUERY_INPUT)
      ?.setAttribute('maxlength', String(SEARCH.queryMaxLength));
    const params = new URLSearchParams(location.search);
    const query = params.get('q');
    if (query === null || cutSearchQuery(query) === query) return;
    params.set('q', cutSearchQuery(query));
    history.replace({...location, search: `?${params.toString()}`});
  }, [history, location]);
}

export default function SearchPageWrapper(): ReactNode {
  useQueryLimit();
  const {siteConfig} = useDocusaurusContext();
  const isLocal = siteConfig.customFields?.searchMode === 'local';
  const query = cutSearchQuery(new URLSearchParams(useLocation().search).get('q') ?? '');
  const generation = useAsTypedSearch(query, isLocal);
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'theme.SearchPage.metaDescription',
          message: 'D-Lab Flow 도움말 센터의 사용 가이드와 블로그 글을 한 번에 검색합니다.',
          description: 'The meta description of the search page',
        })}
      />
      <SearchPage key={generation} />
      {isLocal && <PageSearchedQuery query={query} />}
      {query.trim() === '' && <EmptyQuerySuggestions />}
      <NoResultsSupport query={query} />
    </>
  );
}
