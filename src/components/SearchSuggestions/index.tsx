/**
 * The suggestions search shows before anything is typed (src/config/search-suggestions.ts): "추천 검색어", each a
 * search, and "자주 찾는 문서", each a page. The modal's start screen and /search without a query render the same
 * lists; each says how a suggestion is chosen (`query`, `page`), links keep their addresses so a reader can open
 * one in a new tab.
 *
 * Styled inline with DocSearch's own variables (falling back to the site's): the site's CSS is one stylesheet every
 * page loads up front, and this list loads with search.
 */
import type {CSSProperties, KeyboardEvent, MouseEvent, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {SEARCH_SUGGESTIONS, type SuggestedPage} from '@site/src/config/search-suggestions';

const SECTION: CSSProperties = {margin: '0.75rem 0'};
const HEADING: CSSProperties = {
  margin: '0 0 0.25rem',
  fontSize: '0.9em',
  fontWeight: 600,
  color: 'var(--docsearch-text-color, var(--ifm-font-color-base))',
};
const LIST: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
};
const PAGE_LIST: CSSProperties = {...LIST, flexDirection: 'column', flexWrap: 'nowrap', gap: 4};
const ITEM: CSSProperties = {
  display: 'inline-block',
  padding: '0.375rem 0.75rem',
  border: '1px solid var(--docsearch-subtle-color, var(--ifm-color-emphasis-300))',
  borderRadius: 16,
  background: 'var(--docsearch-hit-background, var(--ifm-background-surface-color))',
  color: 'var(--docsearch-hit-color, var(--ifm-font-color-base))',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
};
const PAGE_ITEM: CSSProperties = {...ITEM, display: 'block', borderRadius: 4, padding: '0.625rem 0.75rem'};

/** How the list's items are chosen where it is shown. */
export interface SuggestionActions {
  /** The address of a search for `query` (a link), or undefined where choosing one searches in place. */
  queryHref?: (query: string) => string;
  onQuery?: (query: string) => void;
  /** Called before a page link is followed (the modal closes itself). */
  onPage?: (page: SuggestedPage) => void;
  /** Arrow keys between the items (the modal's lists move like this). */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

export const SUGGESTION_ITEM_ATTRIBUTE = 'data-search-suggestion';

export default function SearchSuggestions({
  actions,
  headingLevel: Heading = 'h2',
}: {
  actions: SuggestionActions;
  headingLevel?: 'h2' | 'h3';
}): ReactNode {
  const {headings, queries, pages} = SEARCH_SUGGESTIONS;
  const queryHref = actions.queryHref ?? ((q: string) => `/search?q=${encodeURIComponent(q)}`);
  const item = {[SUGGESTION_ITEM_ATTRIBUTE]: ''};
  return (
    <div onKeyDown={actions.onKeyDown}>
      <section style={SECTION} aria-labelledby="search-suggested-queries">
        <Heading id="search-suggested-queries" style={HEADING}>
          {headings.queries}
        </Heading>
        <ul style={LIST}>
          {queries.map((query) => (
            <li key={query}>
              {actions.onQuery ? (
                <button type="button" style={ITEM} {...item} onClick={() => actions.onQuery!(query)}>
                  {query}
                </button>
              ) : (
                <Link style={ITEM} {...item} to={queryHref(query)}>
                  {query}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section style={SECTION} aria-labelledby="search-suggested-pages">
        <Heading id="search-suggested-pages" style={HEADING}>
          {headings.pages}
        </Heading>
        <ul style={PAGE_LIST}>
          {pages.map((page) => (
            <li key={page.route}>
              <Link
                style={PAGE_ITEM}
                {...item}
                to={page.route}
                onClick={(event: MouseEvent) => {
                  if (event.button === 0 && !event.metaKey && !event.ctrlKey) actions.onPage?.(page);
                }}
              >
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
