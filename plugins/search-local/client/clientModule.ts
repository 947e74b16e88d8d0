/**
 * Local mode only: starts loading the index as soon as the reader shows intent (pointer over or focus on
 * the search button), so the first results come quickly. The modal gets the local client from this
 * SearchBar wrapper (src/theme/SearchBar).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadSearchEngine} from './sharedClient';

if (ExecutionEnvironment.canUseDOM) {
  const prefetch = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('.DocSearch-Button')) return;
    document.removeEventListener('pointerover', prefetch);
    document.removeEventListener('focusin', prefetch);
    loadSearchEngine().catch(() => undefined);
  };
  document.addEventListener('pointerover', prefetch);
  document.addEventListener('focusin', prefetch);
}
