/**
 * Modal seam (local mode only). SearchBar in theme-search-algolia 3.8.1 spreads themeConfig.algolia onto
 * <DocSearchModal> after its own transformSearchClient, so a transformSearchClient set here wins. Functions
 * can't go through docusaurus.config.ts (the generated config is JSON), hence this client module, which
 * runs before the first render. Upstream facebook/docusaurus#11581 makes SearchBar accept props: switch to
 * a swizzle wrapper then. Guarded by tests/e2e/search-local.spec.ts (no request to Algolia, local hits).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {loadSearchEngine, localSearchClient} from './sharedClient';

const algolia = siteConfig.themeConfig.algolia as {transformSearchClient?: () => unknown};
algolia.transformSearchClient = () => localSearchClient;

if (ExecutionEnvironment.canUseDOM) {
  // Start loading the index as soon as the reader shows intent, so the first results come quickly.
  const prefetch = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('.DocSearch-Button')) return;
    document.removeEventListener('pointerover', prefetch);
    document.removeEventListener('focusin', prefetch);
    loadSearchEngine().catch(() => undefined);
  };
  document.addEventListener('pointerover', prefetch);
  document.addEventListener('focusin', prefetch);
}
