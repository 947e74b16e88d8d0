/**
 * Every route: the site's routes are in the build and show their heading in Korean, and no page
 * logs a console error, a React hydration message or an uncaught exception. One page load per route proves
 * both: every route of the sitemap and of tests/support/routes.ts, the search page with Korean queries (as "See all N
 * results" opens it) and the not-found page, each loaded until React has hydrated and the network is idle.
 */
import {expect, test} from '@playwright/test';
import {ROUTES} from '../../src/config/constants';
import {EXPECTED_ROUTES, type ExpectedRoute} from '../support/routes';
import {expectNoProblems, watchProblems} from '../support/console';
import {ORIGIN, sitePath} from '../support/site';
import {sitemapRoutes, sitemapRoutesInBuild} from '../support/sitemap';
import {gotoHydrated, sharedPageForGroup} from '../support/page';

/** The last one is typed with the keyboard left in English: the page adds its searched-query notice. */
const SEARCH_QUERIES = ['라벨링', '모델 학습', 'fkqpffld'];
const NOT_FOUND_ROUTE = '/no/such/page';

test('the sitemap lists every route the site must have', async ({request}) => {
  const inSitemap = new Set(await sitemapRoutes(request));
  // The search page is excluded from the sitemap by design (noindex); it is visited below.
  const missing = EXPECTED_ROUTES.map((r) => r.route).filter((r) => r !== '/search' && !inSitemap.has(r));
  expect(missing, 'routes missing from build/sitemap.xml').toEqual([]);
});

test('every sitemap route answers 200', async ({request}) => {
  const routes = await sitemapRoutes(request);
  expect(routes.length).toBeGreaterThanOrEqual(EXPECTED_ROUTES.length - 1);
  for (const route of routes) {
    const response = await request.get(`${ORIGIN}${sitePath(route)}`);
    expect(response.status(), route).toBe(200);
  }
});

/** The expected routes with their headings, then any other route of the sitemap (heading: any text). */
const expected = new Map<string, ExpectedRoute>(EXPECTED_ROUTES.map((r) => [r.route, r]));
const allRoutes = [...new Set([...EXPECTED_ROUTES.map((r) => r.route), ...sitemapRoutesInBuild()])];

/**
 * The routes in a few groups, each group in order on one page of its own: a page load with a warm cache costs a
 * fraction of a fresh browser context's, and the groups still run in parallel. Each test records what its own
 * navigation reports (a fresh list per test), so a failure names its route.
 */
const GROUPS = 4;
for (let group = 0; group < GROUPS; group++) {
  test.describe(`routes, group ${group + 1} of ${GROUPS}`, () => {
    const sharedPage = sharedPageForGroup();

    for (const route of allRoutes.filter((_, i) => i % GROUPS === group)) {
      test(`${route} shows its heading in Korean, without console errors`, async () => {
        const page = sharedPage();
        const problems = watchProblems(page);
        try {
          const response = await page.goto(route.replace(/^\//, ''));
          expect(response?.status()).toBe(200);
          const {heading} = expected.get(route) ?? {};
          const h1 = page.locator('h1').first();
          await expect(h1).toBeVisible();
          if (heading) await expect(h1).toContainText(heading);
          else expect((await h1.innerText()).trim().length).toBeGreaterThan(1);
          await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
          await expectNoProblems(page, route, problems);
        } finally {
          page.removeAllListeners('console');
          page.removeAllListeners('pageerror');
        }
      });
    }
  });
}

for (const query of SEARCH_QUERIES) {
  const route = `${ROUTES.search}?q=${encodeURIComponent(query)}`;
  test(`${ROUTES.search}?q=${query} loads and shows results without console errors`, async ({page}) => {
    const problems = watchProblems(page);
    await gotoHydrated(page, route);
    await expect(page.locator('main article').first()).toBeVisible();
    await expectNoProblems(page, route, problems);
  });
}

test('an unknown path shows the Korean not-found page, without console errors', async ({page, baseURL}) => {
  const url = new URL(sitePath(NOT_FOUND_ROUTE), baseURL).href;
  const problems = watchProblems(page, url);
  await gotoHydrated(page, NOT_FOUND_ROUTE);
  await expect(page.locator('main h1')).toContainText('페이지를 찾을 수 없습니다');
  await expectNoProblems(page, NOT_FOUND_ROUTE, problems);
});

for (const [from, to] of [
  ['/docs/intro.html', '/docs/intro'],
  ['/index.html', '/'],
  ['/blog/archive.html', '/blog/archive'],
] as const) {
  test(`${from} ends on the clean path ${to}`, async ({page}) => {
    await page.goto(sitePath(from));
    await expect(page).toHaveURL(`${ORIGIN}${sitePath(to)}`);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}
