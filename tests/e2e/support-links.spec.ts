/**
 * 문의하기 within reach everywhere: in the header or the footer of every page of the sitemap, at the end of the docs
 * sidebar, on the 404 page, and on search's no-results screens (the modal's and /search's), where an e-mail to the
 * support address carries the query and the page, so a reader without a code-hosting account can still ask.
 */
import {expect, test, type Locator} from '@playwright/test';
import {EXTERNAL_URLS, ROUTES} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';
import {modalInput, openModal} from '../support/search';
import {ORIGIN, sitePath} from '../support/site';
import {sitemapRoutes} from '../support/sitemap';

/** A query no page answers, in Hangul so that the engine searches it as written. */
const NOTHING_QUERY = '고양이사료주문';

/** The subject and the body a mailto link carries, decoded. */
async function mailOf(link: Locator): Promise<{to: string; subject: string; body: string}> {
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^mailto:/);
  const [to, query] = href.slice('mailto:'.length).split('?') as [string, string];
  const params = new URLSearchParams(query);
  return {to, subject: params.get('subject') ?? '', body: params.get('body') ?? ''};
}

test('every page of the sitemap links to 문의하기 in its header or its footer', async ({request}) => {
  const routes = await sitemapRoutes(request);
  expect(routes.length).toBeGreaterThan(20);
  // The built HTML is minified: an attribute without spaces loses its quotes.
  const link = new RegExp(`<a [^>]*href="?${sitePath(ROUTES.support)}"?(?:\\s[^>]*)?>(?:<!-- -->)?문의하기<`);
  for (const route of routes) {
    const html = await (await request.get(`${ORIGIN}${sitePath(route)}`)).text();
    const shell = [
      html.match(/<nav [^>]*class="[^"]*navbar[\s\S]*?<\/nav>/)?.[0],
      html.match(/<footer[\s\S]*<\/footer>/)?.[0],
    ];
    expect(
      shell.some((part) => part !== undefined && link.test(part)),
      route,
    ).toBe(true);
  }
});

test('the desktop navbar and the footer lead to the support page', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/');
  await expect(
    page.locator('nav.navbar .navbar__items--right').getByRole('link', {name: '문의하기'}),
  ).toBeVisible();
  await page.locator('footer').getByRole('link', {name: '문의하기'}).click();
  await expect(page).toHaveURL(new RegExp(`${sitePath(ROUTES.support)}$`));
  await expect(page.locator('article h1')).toHaveText('문의하기');
  await expect(page.locator('nav.menu a.menu__link--active')).toHaveText('문의하기');
});

test('the 404 page offers the support page and an e-mail carrying the missing address', async ({page}) => {
  await page.goto('docs/no-such-page');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const box = page.locator('main ~ aside, aside').filter({hasText: '이메일로 문의하기'});
  await expect(box.getByRole('link', {name: '문의하기 페이지'})).toHaveAttribute(
    'href',
    sitePath(ROUTES.support),
  );
  const mail = await mailOf(box.getByRole('link', {name: '이메일로 문의하기'}));
  expect(mail.to).toBe(EXTERNAL_URLS.contactEmail);
  expect(mail.body).toContain(`${ORIGIN}${sitePath('/docs/no-such-page')}`);
});

test('the modal: no results offer an e-mail with the query and the page, and the support page', async ({
  page,
}) => {
  await gotoHydrated(page, ROUTES.intro);
  await openModal(page);
  await modalInput(page).fill(NOTHING_QUERY);
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toBeVisible();
  const mail = await mailOf(screen.getByRole('link', {name: '이메일로 문의하기'}));
  expect(mail.to).toBe(EXTERNAL_URLS.contactEmail);
  expect(mail.subject).toContain(NOTHING_QUERY);
  expect(mail.body).toContain(`검색어: ${NOTHING_QUERY}`);
  expect(mail.body).toContain(`${ORIGIN}${sitePath(ROUTES.intro)}`);
  await screen.getByRole('link', {name: '문의하기 페이지'}).click();
  await expect(page).toHaveURL(new RegExp(`${sitePath(ROUTES.support)}$`));
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('/search: no results offer an e-mail with the query and the page; results offer none', async ({
  page,
}) => {
  await gotoHydrated(page, `${ROUTES.search}?q=${encodeURIComponent(NOTHING_QUERY)}`);
  const box = page.locator('.search-page-no-results-support');
  const mail = await mailOf(box.getByRole('link', {name: '이메일로 문의하기'}));
  expect(mail.subject).toContain(NOTHING_QUERY);
  expect(mail.body).toContain(`${ORIGIN}${sitePath(ROUTES.search)}?q=`);
  await expect(box.getByRole('link', {name: '문의하기 페이지'})).toHaveAttribute(
    'href',
    sitePath(ROUTES.support),
  );

  await gotoHydrated(page, `${ROUTES.search}?q=${encodeURIComponent('라벨링')}`);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('.search-page-no-results-support')).toHaveCount(0);
});
