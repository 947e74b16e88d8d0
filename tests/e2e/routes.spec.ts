import {expect, test} from '@playwright/test';
import {EXPECTED_ROUTES} from '../support/routes';
import {ORIGIN, sitePath} from '../support/site';
import {sitemapRoutes} from '../support/sitemap';
import {gotoHydrated} from '../support/page';

test('the sitemap lists every route of the spec', async ({request}) => {
  const inSitemap = new Set(await sitemapRoutes(request));
  // The search page is excluded from the sitemap by design (noindex); it is visited below.
  const missing = EXPECTED_ROUTES.map((r) => r.route).filter((r) => r !== '/search' && !inSitemap.has(r));
  expect(missing, 'routes of spec §2 missing from build/sitemap.xml').toEqual([]);
});

test('every sitemap route answers 200', async ({request}) => {
  const routes = await sitemapRoutes(request);
  expect(routes.length).toBeGreaterThanOrEqual(EXPECTED_ROUTES.length - 1);
  for (const route of routes) {
    const response = await request.get(`${ORIGIN}${sitePath(route)}`);
    expect(response.status(), route).toBe(200);
  }
});

for (const {route, heading, selector} of EXPECTED_ROUTES) {
  test(`${route} shows its heading`, async ({page}) => {
    const response = await page.goto(route.replace(/^\//, ''));
    expect(response?.status()).toBe(200);
    const h1 = page.locator(selector ?? 'h1').first();
    await expect(h1).toBeVisible();
    if (heading) await expect(h1).toContainText(heading);
    else expect((await h1.innerText()).trim().length).toBeGreaterThan(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
}

test('an unknown path shows the Korean not-found page', async ({page}) => {
  await gotoHydrated(page, '/no/such/page');
  await expect(page.locator('main h1')).toContainText('페이지를 찾을 수 없습니다');
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
