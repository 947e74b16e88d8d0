/**
 * Issue 11 §1: no page logs a console error, a React hydration message or an uncaught exception. Every
 * route of the sitemap, the search page with Korean queries (as "See all N results" opens it) and the
 * not-found page are loaded until React has hydrated and the network is idle.
 */
import {expect, test, type Page} from '@playwright/test';
import {ROUTES} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';
import {sitePath} from '../support/site';
import {sitemapRoutesInBuild} from '../support/sitemap';

/** The last one is typed with the keyboard left in English: the page adds its searched-query notice (issue 12). */
const SEARCH_QUERIES = ['라벨링', '모델 학습', 'fkqpffld'];
const NOT_FOUND_ROUTE = '/no/such/page';

/** React's production hydration errors (#418 text, #423 recoverable, #425 text content) and any dev wording. */
const HYDRATION_MESSAGE = /hydrat|react\.dev\/errors\/(418|423|425)|Minified React error #(418|423|425)/i;

interface Problem {
  kind: 'console error' | 'hydration message' | 'uncaught exception';
  text: string;
}

/** Records what the page reports. Chromium's own line for the not-found page's 404 status is its answer, not an error. */
function watch(page: Page, expectedStatusUrl?: string): Problem[] {
  const problems: Problem[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (HYDRATION_MESSAGE.test(text)) problems.push({kind: 'hydration message', text});
    else if (message.type() === 'error') {
      const ownStatus = expectedStatusUrl && message.location().url === expectedStatusUrl;
      if (!(ownStatus && /status of 404/.test(text))) problems.push({kind: 'console error', text});
    }
  });
  page.on('pageerror', (error) => problems.push({kind: 'uncaught exception', text: error.message}));
  return problems;
}

async function expectClean(page: Page, route: string, problems: Problem[]): Promise<void> {
  await gotoHydrated(page, route);
  // Late work (search results, lazy chunks, idle callbacks) has its chance to fail too.
  await page.waitForLoadState('networkidle');
  expect(problems, `${route} reported problems`).toEqual([]);
}

for (const route of sitemapRoutesInBuild()) {
  test(`${route} loads without console errors`, async ({page}) => {
    await expectClean(page, route, watch(page));
  });
}

for (const query of SEARCH_QUERIES) {
  const route = `${ROUTES.search}?q=${encodeURIComponent(query)}`;
  test(`${ROUTES.search}?q=${query} loads and shows results without console errors`, async ({page}) => {
    const problems = watch(page);
    await expectClean(page, route, problems);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(problems, `${route} reported problems after its results`).toEqual([]);
  });
}

test('the not-found page loads without console errors', async ({page, baseURL}) => {
  const url = new URL(sitePath(NOT_FOUND_ROUTE), baseURL).href;
  await expectClean(page, NOT_FOUND_ROUTE, watch(page, url));
  await expect(page.locator('main h1')).toContainText('페이지를 찾을 수 없습니다');
});
