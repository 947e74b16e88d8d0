/**
 * /search opened without a query shows the suggestions the modal's start screen shows (SearchSuggestions), below
 * the theme's search form, instead of a blank page: each query is a link to its results, each page a link. The
 * theme's page has no place for it, so it goes into an element of ours after the form, created after hydration
 * (the server HTML and the first render stay the theme's). Guarded by tests/e2e/search-suggestions.spec.ts.
 */
import {useLayoutEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchSuggestions from '@site/src/components/SearchSuggestions';

export default function EmptyQuerySuggestions(): ReactNode {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const form = document.querySelector('.main-wrapper form');
    if (!form?.parentElement) return undefined;
    const element = document.createElement('div');
    element.className = 'search-page-suggestions';
    form.parentElement.insertBefore(element, form.nextSibling);
    setSlot(element);
    return () => element.remove();
  }, []);
  return slot ? createPortal(<SearchSuggestions actions={{}} />, slot) : null;
}
