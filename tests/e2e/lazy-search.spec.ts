/**
 * The DocSearch modal is split from the first-load bundle by plugins/lazy-docsearch-modal (issue 6):
 * the page loads without it, and the navbar button still opens search with the same keys.
 */
import {expect, test, type Page} from '@playwright/test';
import {SEARCH_ONLY_CODE} from '../../scripts/perf/budgets';
import {gotoHydrated} from '../support/page';

const MODAL_MARKER = SEARCH_ONLY_CODE.find((code) => code.marker === 'DocSearch-Modal')!.marker;

/** Records the JS files the page downloads that contain the modal's code. */
function watchModalCode(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(MODAL_MARKER)) loaded.push(response.url());
  });
  return loaded;
}

test('a page loads without the search modal code, which arrives when search opens', async ({page}) => {
  const modalCode = watchModalCode(page);
  await gotoHydrated(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(modalCode, 'modal code downloaded before anyone touched search').toEqual([]);

  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  expect(modalCode.length).toBeGreaterThan(0);
});

test('the navbar search button keeps its label and its keyboard shortcuts', async ({page}) => {
  await gotoHydrated(page, '/');
  const button = page.locator('.navbar .DocSearch-Button');
  await expect(button).toHaveAttribute('aria-label', /\+K\)$/);
  await expect(button.locator('.DocSearch-Button-Key')).toHaveCount(2);

  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  await button.click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});
