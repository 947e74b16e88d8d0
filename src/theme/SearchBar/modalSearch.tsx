/**
 * Local mode, loaded with the modal's first search (index.tsx): the modal's view of the shared client
 * (plugins/search-local/client), and its searched-query notice (SearchedQueryNotice) at the top of the results. Nothing of it
 * is in every page's main.js.
 *
 * DocSearch has no prop for content above its results (`resultsFooterComponent` renders below up to 20 hits, out
 * of sight), so the notice goes into a live region of ours (role=status), first in `.DocSearch-Dropdown`, created
 * with the modal's first answer so that it exists before a notice is rendered into it (screen readers announce
 * changes, not new regions). React never reconciles that element (it only appends or inserts before its own
 * nodes), and the notice has a React root of its own there: it needs nothing of the page's context (no router).
 *
 * The notice's button searches the query as typed: the view sends `asTyped` for that query, and the input is
 * focused again, which is how DocSearch (autocomplete-core, `openOnFocus`) searches the current query again, as its
 * own "다른 추천 검색어" buttons do. Guarded by tests/e2e/search-notice.spec.ts.
 */
import {createRoot, type Root} from 'react-dom/client';
import {createSearchedQueryView, localSearchClient} from '@site/plugins/search-local/client';
import SearchedQueryNotice from '@site/src/components/SearchedQueryNotice';

export const modalSearch = createSearchedQueryView(localSearchClient);

let region: {element: HTMLElement; root: Root} | undefined;

function searchAsTyped(query: string): void {
  modalSearch.searchAsTyped(query);
  // Only the modal has this class (`.DocSearch-Modal` is not named: it marks the lazy modal code,
  // scripts/perf/budgets.ts).
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  // Focus must arrive anew (a tap may have left it in the input): that is what searches again.
  input?.blur();
  input?.focus();
}

modalSearch.subscribe(() => {
  const answer = modalSearch.getSnapshot();
  const dropdown = document.querySelector('.DocSearch-Dropdown');
  if (!answer || !dropdown) return;
  if (region?.element.parentElement !== dropdown) {
    // The modal was closed and opened again: its old region went with it.
    region?.root.unmount();
    const element = document.createElement('div');
    element.setAttribute('role', 'status');
    dropdown.insertBefore(element, dropdown.firstChild);
    region = {element, root: createRoot(element)};
  }
  const {query, searchedQuery} = answer;
  region.root.render(
    searchedQuery === undefined ? null : (
      <SearchedQueryNotice notice={{query, searchedQuery}} offer={{onClick: () => searchAsTyped(query)}} />
    ),
  );
});
