/** Shared by the search e2e tests (local and Algolia mode) and scripts/build-search-algolia.ts. */
import {expect, type Page} from '@playwright/test';
import koreanCode from '../../i18n/ko/code.json';

/** Credentials baked into the Algolia-mode test build (build-algolia/). Not real: every request is intercepted. */
export const FAKE_ALGOLIA = {
  appId: 'TESTAPP',
  apiKey: 'test-search-only-key',
  indexName: 'dlabflow-test',
} as const;
export const ALGOLIA_BUILD_DIR = 'build-algolia';
/**
 * Secrets present in the environment of that build (as in a deploy workflow), which must reach no built
 * file (tests/unit/no-secrets.test.ts): the upload script's admin key and a CI token.
 */
export const FAKE_BUILD_SECRETS = {
  ALGOLIA_ADMIN_API_KEY: 'fake-algolia-admin-key-3f9c1e7a2b',
  GITHUB_TOKEN: 'ghs_fake-ci-token-8d2e6b4c0a',
} as const;

/** Every Algolia search host (…-dsn.algolia.net, …-1.algolianet.com…); Chromium lowercases the app id. */
export const ALGOLIA_HOSTS = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//i;
export const ALGOLIA_QUERIES = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\/1\/indexes\/\*\/queries/i;

/** The site's own Korean wording (i18n/ko/code.json), so a changed translation cannot drift from the tests. */
function siteTranslation(id: string): string {
  const message = (koreanCode as Record<string, {message: string} | undefined>)[id]?.message;
  if (!message) throw new Error(`i18n/ko/code.json has no message for ${id}`);
  return message;
}

/** Korean strings of the DocSearch UI. */
export const SEARCH_TEXT = {
  errorTitle: siteTranslation('theme.SearchModal.errorScreen.titleText'),
  errorHelp: siteTranslation('theme.SearchModal.errorScreen.helpText'),
  noResults: '검색 결과 없음',
  seeAll: /(\d+)개의 결과 확인하기/,
  pageNoResults: '검색 결과가 없습니다.',
} as const;

/** The searched-query notice: "‘라벨링’ 검색 결과" and the offer "‘fkqpffld’(으)로 검색". */
export const SEARCHED_QUERY_TEXT = {
  results: (searched: string) => siteTranslation('search.searchedQuery.results').replace('{query}', searched),
  searchAsTyped: (typed: string) =>
    siteTranslation('search.searchedQuery.searchAsTyped').replace('{query}', typed),
} as const;

export function searchButton(page: Page) {
  return page.locator('.navbar .DocSearch-Button');
}

export function modalInput(page: Page) {
  return page.locator('.DocSearch-Modal .DocSearch-Input');
}

export async function openModal(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(modalInput(page)).toBeFocused();
}

/** Records every request to an Algolia host made by the page. */
export function recordAlgoliaRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (ALGOLIA_HOSTS.test(request.url())) urls.push(request.url());
  });
  return urls;
}
