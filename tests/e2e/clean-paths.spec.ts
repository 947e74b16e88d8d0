/**
 * Clean paths on a static host that does not redirect (GitHub Pages): a page loaded at a path ending in .html or
 * /index.html ends on the clean path in the address bar, with its query and hash, without a reload, and the
 * site keeps working (right page rendered, client-side navigation). plugins/clean-html-paths does this.
 */
import {expect, test, type Page} from '@playwright/test';
import {ROUTES} from '../../src/config/constants';
import {BUILD_DIR} from '../support/nginx';
import {BASE_PATH, sitePath} from '../support/site';
import {startStaticHost, type StaticHost} from '../support/static-host';

let host: StaticHost;

test.beforeAll(async () => {
  host = await startStaticHost(BUILD_DIR, BASE_PATH);
});

test.afterAll(async () => {
  await host?.close();
});

const QUERY = '?utm_source=%EC%B9%B4%ED%86%A1&x=1';
const HASH = '#다음-단계';

/**
 * [what, path it is loaded at, clean path, a route to navigate to afterwards by a navbar link].
 * With trailing slashes off there is no blog/index.html in the build: the host answers that path with
 * 404.html, as GitHub Pages does, and the page must still end on the blog index.
 */
const CASES = [
  ['a doc', sitePath(`${ROUTES.intro}.html`), sitePath(ROUTES.intro), ROUTES.blog],
  ['a blog post', sitePath('/blog/annotation.html'), sitePath('/blog/annotation'), ROUTES.intro],
  ['the home page', sitePath('/index.html'), BASE_PATH, ROUTES.intro],
  ['the blog index', sitePath('/blog/index.html'), sitePath(ROUTES.blog), ROUTES.intro],
] as const;

/** What identifies the rendered page: its title, the page-type classes on <html> and its first heading. */
async function pageIdentity(page: Page): Promise<string[]> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  return [
    await page.title(),
    (await page.locator('html').getAttribute('class'))!.replace(/\s+/g, ' '),
    (await page.locator('main h1, main article h2').first().innerText()).trim(),
  ];
}

/** Counts document loads in this tab: sessionStorage survives a reload, window variables do not. */
async function countLoads(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1));
  });
  return () => page.evaluate(() => Number(sessionStorage.getItem('loads')));
}

for (const [what, loadedAt, clean, nextRoute] of CASES) {
  test(`${what} loaded at ${loadedAt} moves to ${clean}, keeping query and hash, without a reload`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${host.origin}${clean}`);
    const expected = await pageIdentity(page);

    const loads = await countLoads(page);
    const firstRequest = host.requests.length;
    await page.goto(`${host.origin}${loadedAt}${QUERY}${HASH}`);
    expect(await pageIdentity(page)).toEqual(expected);

    const location = await page.evaluate(() => ({...window.location}));
    expect(location.pathname).toBe(clean);
    expect(location.search).toBe(QUERY);
    expect(decodeURIComponent(location.hash)).toBe(HASH);
    expect(await loads()).toBe(1);
    // One document request, for the path as typed; the clean path was never fetched.
    const documents = host.requests
      .slice(firstRequest)
      .filter((url) => !/\.(js|css|svg|woff2|json|png)$/.test(url));
    expect(documents).toEqual([`${loadedAt}${QUERY}`]);

    // The router took over at the clean path: a navbar link navigates on the client, and Back returns
    // to the clean address (the .html one was replaced, not pushed).
    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
    // By keyboard: after load the navbar can still move (the web font swaps in; the hideable navbar answers the
    // scroll to the hash), and a pointer's press and release could land on two different places.
    await page
      .locator(`nav.navbar a[href="${sitePath(nextRoute)}"]`)
      .first()
      .press('Enter');
    await expect(page).toHaveURL(`${host.origin}${sitePath(nextRoute)}`);
    await expect(page.locator('main h1, main article h2').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${host.origin}${clean}${QUERY}${HASH}`);
    expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
    expect(await loads()).toBe(1);
    expect(errors).toEqual([]);
  });
}

test('a path that is already clean, and a file that is not a page, stay as they are', async ({page}) => {
  await page.goto(`${host.origin}${sitePath(ROUTES.intro)}${QUERY}`);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${sitePath(ROUTES.intro)}${QUERY}`);
  const response = await page.goto(`${host.origin}${sitePath('/no/such/page.html')}`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toContainText('페이지를 찾을 수 없습니다');
});
