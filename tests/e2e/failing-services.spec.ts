/**
 * What readers see when something fails: a route chunk that does not arrive (a deploy
 * replaced it), a render error (the crash page and its retry button), and no JavaScript at all.
 * The Algolia and local-index failures belong to the search tests (tests/e2e/search*.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page, type Request} from '@playwright/test';
import {DOC_CATEGORIES, ROUTES} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';
import {ORIGIN, sitePath} from '../support/site';

/** Route chunks, as opposed to the runtime and main bundles every page loads from its HTML. */
const ROUTE_CHUNK = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;

const isReload = (page: Page) => (request: Request) =>
  request.isNavigationRequest() && request.frame() === page.mainFrame();

/** A theme string as readers see it: our i18n/ko override when there is one, else the theme's Korean. */
function themeText(id: string): string {
  const override = path.resolve(__dirname, '../../i18n/ko/code.json');
  if (fs.existsSync(override)) {
    const messages = JSON.parse(fs.readFileSync(override, 'utf8')) as Record<string, {message: string}>;
    if (messages[id]) return messages[id].message;
  }
  const defaults = require.resolve('@docusaurus/theme-translations/locales/ko/theme-common.json');
  return (JSON.parse(fs.readFileSync(defaults, 'utf8')) as Record<string, string>)[id];
}

test.describe('a route chunk that fails to load', () => {
  test('during client navigation reloads the page, which then shows the new route', async ({page}) => {
    let armed = false;
    const aborted: string[] = [];
    // Routing disables the HTTP cache, so a chunk prefetched earlier is requested again on navigation.
    await page.route(ROUTE_CHUNK, async (route) => {
      if (armed) {
        aborted.push(route.request().url());
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    page.on('request', (request) => {
      if (isReload(page)(request)) armed = false;
    });

    await gotoHydrated(page, ROUTES.home);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));
    armed = true;
    const reload = page.waitForRequest(isReload(page));
    await page.locator('nav.navbar').getByRole('link', {name: 'Docs'}).click();

    expect((await reload).url()).toBe(`${ORIGIN}${sitePath(ROUTES.intro)}`);
    expect(aborted.length).toBeGreaterThan(0);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('article h1')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload),
    ).toBeUndefined();
  });

  test('on first load leaves the server-rendered page readable, with working links', async ({page}) => {
    await page.route(ROUTE_CHUNK, (route) => route.abort('failed'));
    await page.goto(`${ORIGIN}${sitePath(ROUTES.intro)}`);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    await page.unroute(ROUTE_CHUNK);
    await page.locator('nav.navbar').getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(`${ORIGIN}${sitePath(ROUTES.blog)}`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  });
});

test.describe('a render error', () => {
  // A real render error in real code, without a test-only page: the blog list formats post dates while
  // rendering (src/utils/koreanDate.ts reads the UTC year); the init script makes Date fail until switched off.
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {breakDates: boolean};
      w.breakDates = true;
      const year = Date.prototype.getUTCFullYear;
      Date.prototype.getUTCFullYear = function (this: Date) {
        if (w.breakDates) throw new RangeError('simulated failure: dates are unavailable');
        return year.call(this);
      };
    });
  });

  test('shows the Korean crash page with the error and a retry button that recovers', async ({page}) => {
    await page.goto(`${ORIGIN}${sitePath(ROUTES.blog)}`);
    const title = page.getByRole('heading', {level: 1, name: themeText('theme.ErrorPageContent.title')});
    await expect(title).toBeVisible();
    await expect(page.getByText('simulated failure: dates are unavailable').first()).toBeVisible();
    // The shell survives the crash: the reader can still navigate away.
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Docs'})).toBeVisible();

    const retry = page.getByRole('button', {name: themeText('theme.ErrorPageContent.tryAgain')});
    await expect(retry).toBeVisible();
    await page.evaluate(() => ((window as unknown as {breakDates: boolean}).breakDates = false));
    await retry.click();
    await expect(title).toHaveCount(0);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('article time').first()).toHaveText(/\d{4}/);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('docs are readable and navbar, sidebar and footer links work', async ({page}) => {
    await page.goto(`${ORIGIN}${sitePath(ROUTES.intro)}`);
    await expect(page.locator('article h1')).toBeVisible();
    expect((await page.locator('article .markdown').innerText()).length).toBeGreaterThan(100);

    const category = DOC_CATEGORIES.dataManagement;
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: category.label}).first().click();
    await expect(page).toHaveURL(new RegExp(`/docs/(category/${category.slug}|data_management/)`));
    await expect(page.locator('main h1, article h1').first()).toBeVisible();

    await page.locator('nav.navbar').getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(`${ORIGIN}${sitePath(ROUTES.blog)}`);
    await expect(page.locator('article').first()).toBeVisible();

    await page.locator('footer').getByRole('link', {name: '빠르게 시작하기'}).click();
    await expect(page).toHaveURL(`${ORIGIN}${sitePath(ROUTES.intro)}`);
    await expect(page.locator('article h1')).toBeVisible();

    await page.locator('nav.navbar').getByRole('link', {name: 'Docs'}).click();
    await expect(page).toHaveURL(`${ORIGIN}${sitePath(ROUTES.intro)}`);
  });
});

test('an unknown path offers ways back: home, docs and search', async ({page}) => {
  await gotoHydrated(page, '/no/such/page');
  await expect(page.getByRole('heading', {level: 1})).toContainText('페이지를 찾을 수 없습니다');
  await expect(page.locator('.navbar__brand')).toHaveAttribute('href', sitePath(ROUTES.home));
  await expect(page.locator('nav.navbar').getByRole('link', {name: 'Docs'})).toHaveAttribute(
    'href',
    sitePath(ROUTES.intro),
  );
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});
