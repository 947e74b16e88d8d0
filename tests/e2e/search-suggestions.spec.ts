/**
 * What search shows before anything is typed (src/config/search-suggestions.ts): the modal's start screen while
 * the reader has no recent or favourite searches, and /search without a query. Chosen with the keyboard and the
 * pointer, in the real build; each suggested query finds something and each suggested page exists.
 */
import {expect, test, type Page} from '@playwright/test';
import {SEARCH_SUGGESTIONS} from '../../src/config/search-suggestions';
import {gotoHydrated} from '../support/page';
import {evaluate, loadBuiltIndex} from '../support/search-metrics';
import {modalInput, openModal} from '../support/search';
import {sitePath} from '../support/site';

const {headings, queries, pages} = SEARCH_SUGGESTIONS;
const startScreen = (page: Page) => page.locator('.DocSearch-Container .search-start-screen');
const queryButton = (page: Page, query: string) =>
  startScreen(page).getByRole('button', {name: query, exact: true});
const hits = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Hit');

test.describe('the modal before anything is typed', () => {
  test('with no recent searches: suggested searches and pages, under their headings', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await expect(startScreen(page).getByRole('heading', {name: headings.queries})).toBeVisible();
    await expect(startScreen(page).getByRole('heading', {name: headings.pages})).toBeVisible();
    await expect(startScreen(page).getByRole('button')).toHaveText([...queries]);
    await expect(startScreen(page).getByRole('link')).toHaveText(pages.map((p) => p.title));
  });

  test('ArrowDown moves from the input into the list, arrows move on, Enter searches the query', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await expect(queryButton(page, queries[0]!)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(queryButton(page, queries[0]!)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(queryButton(page, queries[1]!)).toBeFocused();
    // Focus is visible where the keyboard put it.
    const outline = await queryButton(page, queries[1]!).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(modalInput(page)).toHaveValue(queries[0]!);
    await expect(hits(page).first()).toBeVisible();
    await expect(startScreen(page).getByRole('button')).toHaveCount(0);
  });

  test('Tab reaches a suggested page; Enter opens it and closes the modal', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    const link = startScreen(page).getByRole('link', {name: pages[1]!.title, exact: true});
    for (let i = 0; i < 30; i++) {
      if (await link.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${sitePath(pages[1]!.route)}$`));
    await expect(page.locator('.DocSearch-Container')).toHaveCount(0);
  });

  test('a click on a suggested query searches it; clearing the query brings the suggestions back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await openModal(page);
    await queryButton(page, queries[2]!).click();
    await expect(modalInput(page)).toHaveValue(queries[2]!);
    await expect(hits(page).first()).toBeVisible();
    await modalInput(page).fill('');
    await expect(queryButton(page, queries[2]!)).toBeVisible();
  });

  test('once there are recent searches, they take the screen as before', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill('라벨링');
    await hits(page).first().click();
    await expect(page.locator('.DocSearch-Container')).toHaveCount(0);
    await openModal(page);
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit').first()).toBeVisible();
    await expect(startScreen(page).getByRole('heading')).toHaveCount(0);
  });
});

test.describe('/search without a query', () => {
  test('shows the same suggestions; a query link opens its results', async ({page}) => {
    await gotoHydrated(page, '/search');
    const main = page.locator('.main-wrapper');
    await expect(main.getByRole('heading', {name: headings.queries})).toBeVisible();
    await expect(main.getByRole('heading', {name: headings.pages})).toBeVisible();
    for (const {title} of pages)
      await expect(main.getByRole('link', {name: title, exact: true})).toBeVisible();
    await main.getByRole('link', {name: queries[0]!, exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    await expect(main.getByRole('heading', {name: headings.queries})).toHaveCount(0);
  });
});

test('every suggested page exists and every suggested query finds a page', async ({request}) => {
  for (const {route} of pages) expect((await request.get(sitePath(route))).status(), route).toBe(200);
  const index = loadBuiltIndex('build');
  const {results} = evaluate(
    index,
    queries.map((query) => ({query, expected: []})),
  );
  for (const r of results) expect(r.top.length, r.query).toBeGreaterThan(0);
});
