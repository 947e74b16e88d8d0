/**
 * Local mode: the searched-query notice on /search (SearchedQueryNotice), below the "N개 문서" line and above the
 * results. The theme's page has no place for it, so it goes into a live region of ours there (useStatusSlot),
 * created after hydration (the server HTML and the first render stay the theme's). Its link is the same page
 * with `asTyped=1` (useAsTypedSearch.ts). Guarded by tests/e2e/search-notice.spec.ts.
 */
import {useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import {AS_TYPED_URL_PARAM, pageSearch} from '@site/plugins/search-local/client';
import SearchedQueryNotice from '@site/src/components/SearchedQueryNotice';
import {useStatusSlot} from '@site/src/components/SearchedQueryNotice/useStatusSlot';

const getServerSnapshot = () => null;

/** After the theme's row that says how many documents were found (the form's next sibling). */
function belowResultsCount() {
  const row = document.querySelector('.main-wrapper form.row + .row');
  return row?.parentElement ? {parent: row.parentElement, before: row.nextSibling} : null;
}

export default function PageSearchedQuery({query}: {query: string}): ReactNode {
  const answer = useSyncExternalStore(pageSearch.subscribe, pageSearch.getSnapshot, getServerSnapshot);
  const {pathname} = useLocation();
  const slot = useStatusSlot(belowResultsCount, answer);
  // An answer to an earlier query (the reader is typing) says nothing about this one.
  if (!slot || !answer?.searchedQuery || answer.query !== query) return null;
  const asTyped = new URLSearchParams({q: query, [AS_TYPED_URL_PARAM]: '1'});
  return createPortal(
    <SearchedQueryNotice
      notice={{query, searchedQuery: answer.searchedQuery}}
      offer={{to: `${pathname}?${asTyped.toString()}`}}
    />,
    slot,
  );
}
