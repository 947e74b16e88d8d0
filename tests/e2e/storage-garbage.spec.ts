/**
 * Whatever a browser has kept for the site (an older version's value, an extension's, a hand edit), the site
 * behaves as for a new reader: the default colour mode with its logo and toggle, a working search box, and the
 * next choice stored as a valid value. plugins/storage-guard drops what the site cannot use before the theme
 * reads it.
 */
import {expect, test, type Page} from '@playwright/test';
import {STORAGE_KEYS} from '../support/spec';
import {gotoHydrated} from '../support/page';
import {expectNoProblems, watchProblems} from '../support/console';
import {modalInput, openModal} from '../support/search';

const ROUTE = '/docs/intro';
const toggleName = /밝은 모드와 어두운 모드 전환/;
const BAD_COLOR_MODES = ['purple', '', 'DARK', '"dark"', 'system', 'null', 'light; dark'];
/** DocSearch's recent searches in local-search mode (its index name is the local placeholder). */
const RECENT_SEARCHES_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
const BAD_RECENT_SEARCHES = ['not json', '{"objectID":"x"}', '[1,"x",null,{"objectID":"q"}]'];

/** Stores the value as the browser would have it from an earlier visit, then opens the page anew. */
async function reloadWithStored(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

for (const value of BAD_COLOR_MODES) {
  test(`a stored colour mode of ${JSON.stringify(value)} behaves as the default`, async ({page}) => {
    await gotoHydrated(page, ROUTE);
    await reloadWithStored(page, STORAGE_KEYS.colorMode, value);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.navbar__brand img:visible')).toHaveCount(1);
    const toggle = page.getByRole('button', {name: toggleName});
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page, STORAGE_KEYS.colorMode)).toBe('dark');
  });
}

test('a colour mode asked for in the address other than light or dark is ignored', async ({page}) => {
  await gotoHydrated(page, `${ROUTE}?docusaurus-theme=purple`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('.navbar__brand img:visible')).toHaveCount(1);
  expect(new URL(page.url()).searchParams.has('docusaurus-theme')).toBe(false);
  // A valid one still works.
  await gotoHydrated(page, `${ROUTE}?docusaurus-theme=dark`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('valid stored searches are kept, garbage ones dropped, and the search box opens', async ({page}) => {
  // Four page loads and three searches.
  test.slow();
  await gotoHydrated(page, ROUTE);
  const valid = {
    objectID: 'a',
    url: '/docs/intro',
    type: 'lvl1',
    hierarchy: {lvl0: '문서', lvl1: '빠르게 시작하기'},
  };
  await reloadWithStored(page, RECENT_SEARCHES_KEY, JSON.stringify([valid, 1, 'x', null, {objectID: 'q'}]));
  expect(JSON.parse((await stored(page, RECENT_SEARCHES_KEY)) ?? 'null')).toEqual([valid]);

  for (const value of BAD_RECENT_SEARCHES) {
    await reloadWithStored(page, RECENT_SEARCHES_KEY, value);
    const problems = watchProblems(page);
    expect(await stored(page, RECENT_SEARCHES_KEY)).toBeNull();
    await openModal(page);
    await modalInput(page).fill('라벨링');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modalInput(page)).toHaveCount(0);
    await expectNoProblems(page, `${ROUTE} with ${value}`, problems);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});
