/**
 * Local mode: the searched-query notice at the top of the modal's results (SearchedQueryNotice). DocSearch has
 * no prop for content above its results (`resultsFooterComponent` renders below up to 20 hits, out of sight), so
 * the notice goes into a live region of ours at the top of `.DocSearch-Dropdown` (useStatusSlot).
 *
 * Its button searches the query as typed: the modal's view of the client sends `asTyped` for that query, and the
 * input is focused again, which is how DocSearch (autocomplete-core, `openOnFocus`) searches the current query
 * again, as its own "다른 추천 검색어" buttons do. Guarded by tests/e2e/search-notice.spec.ts.
 */
import {useCallback, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {modalSearch} from '@site/plugins/search-local/client/sharedClient';
import SearchedQueryNotice from '@site/src/components/SearchedQueryNotice';
import {useStatusSlot} from '@site/src/components/SearchedQueryNotice/useStatusSlot';

const getServerSnapshot = () => null;

function dropdownTop() {
  // Only the modal has these classes (`.DocSearch-Modal` is not named: it marks the lazy modal code in
  // scripts/perf/budgets.ts).
  const dropdown = document.querySelector('.DocSearch-Dropdown');
  return dropdown && {parent: dropdown, before: dropdown.firstChild};
}

export default function ModalSearchedQuery(): ReactNode {
  const answer = useSyncExternalStore(modalSearch.subscribe, modalSearch.getSnapshot, getServerSnapshot);
  const slot = useStatusSlot(dropdownTop, answer);
  const searchAsTyped = useCallback(() => {
    if (!answer?.searchedQuery) return;
    modalSearch.searchAsTyped(answer.query);
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    // Focus must arrive anew (a tap may have left it in the input): that is what searches again.
    input?.blur();
    input?.focus();
  }, [answer]);
  if (!slot || !answer?.searchedQuery) return null;
  return createPortal(
    <SearchedQueryNotice
      notice={{query: answer.query, searchedQuery: answer.searchedQuery}}
      offer={{onClick: searchAsTyped}}
    />,
    slot,
  );
}
