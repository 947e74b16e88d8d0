/**
 * The modal's first screen when the reader has no recent or favourite searches (every first visit): DocSearch v4
 * shows an empty dropdown there and has no prop for content in it, so the suggestions (SearchSuggestions) go into
 * an element of ours before the modal's footer, rendered through a portal of this tree (the router's context is
 * here: a page link navigates like any link). React never reconciles that element in DocSearch's tree (it only
 * appends or inserts before its own nodes). Loaded when the modal opens (index.tsx), not in every page's main.js.
 *
 * The lists show only while the query is empty and DocSearch's own start screen holds no list; a recent or
 * favourite search takes the screen as before. Keys as in DocSearch's lists: ArrowDown from the input moves to the
 * first suggestion, arrows move between them, ArrowUp from the first returns to the input, Enter chooses (a
 * query is typed into the input and searched; a page opens and the modal closes). Tab reaches them too.
 * Guarded by tests/e2e/search-suggestions.spec.ts.
 */
import {useEffect, useState, type KeyboardEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchSuggestions, {SUGGESTION_ITEM_ATTRIBUTE} from '@site/src/components/SearchSuggestions';
import {typeIntoInput} from '@site/src/utils/typeIntoInput';

const HOST_CLASS = 'search-start-screen';
/** As DocSearch's dropdown: its side padding, and it scrolls within the modal on a small screen. */
const HOST_STYLE: Partial<CSSStyleDeclaration> = {
  padding: '0 var(--docsearch-spacing)',
  overflowY: 'auto',
  flex: '0 1 auto',
};

function modalInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('.DocSearch-Container .DocSearch-Input');
}

/**
 * DocSearch's start screen with nothing in it: an empty query, and no dropdown (v4 renders none when it has no
 * recent or favourite search) or one without any list.
 */
function emptyStartScreen(container: Element): boolean {
  const input = modalInput();
  if (!input || input.value !== '') return false;
  const dropdown = container.querySelector('.DocSearch-Dropdown');
  return !dropdown || dropdown.querySelector('li, .DocSearch-NoResults, .DocSearch-ErrorScreen') === null;
}

/** Types `query` into DocSearch's input as a reader would: React's onChange searches it. */
function typeQuery(query: string): void {
  const input = modalInput();
  if (input) typeIntoInput(input, query);
}

/** DocSearch closes on Escape (its window listener); a page link closes the modal as DocSearch's hits do. */
function closeModal(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape', bubbles: true}));
}

function items(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`.${HOST_CLASS} [${SUGGESTION_ITEM_ATTRIBUTE}]`));
}

function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const list = items();
  const at = list.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const next = at + (event.key === 'ArrowDown' ? 1 : -1);
  if (next < 0) modalInput()?.focus();
  else list[Math.min(next, list.length - 1)]!.focus();
}

export default function StartScreen(): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    if (!container) return undefined;
    const update = (): void => {
      // Between the search box and the footer, where DocSearch puts its dropdown (before ours when it has one).
      const footer = container.querySelector('.DocSearch-Footer');
      if (!footer?.parentElement) return;
      let element = container.querySelector<HTMLElement>(`.${HOST_CLASS}`);
      if (!element) {
        element = document.createElement('div');
        element.className = HOST_CLASS;
        Object.assign(element.style, HOST_STYLE);
        footer.parentElement.insertBefore(element, footer);
      }
      setHost(element);
      setShown(emptyStartScreen(container));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    container.addEventListener('input', update);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', update);
    };
  }, []);

  useEffect(() => {
    if (!shown) return undefined;
    // Before autocomplete's own handler on the input (it has no item to move to on an empty screen).
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'ArrowDown' || event.isComposing || event.target !== modalInput()) return;
      const first = items()[0];
      if (!first) return;
      event.preventDefault();
      event.stopPropagation();
      first.focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [shown]);

  if (!host || !shown) return null;
  return createPortal(
    <SearchSuggestions
      headingLevel="h3"
      actions={{onQuery: typeQuery, onPage: closeModal, onKeyDown: moveFocus}}
    />,
    host,
  );
}
