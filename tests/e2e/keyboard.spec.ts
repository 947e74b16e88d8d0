/**
 * Paths a reader takes with the keyboard alone, which axe cannot walk: the skip link, the search modal, the
 * mobile menu, the image zoom and a code block's copy button. Each opens and closes by keyboard, and focus
 * comes back to where the reader started.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated, settleLateLoads} from '../support/page';
import {modalInput, searchButton} from '../support/search';

const DOC = '/docs/manage_dataset/manage_dataset';
const CODE_POST = '/blog/yolo-onnx-object-detection-react';
/** Enough Tab presses to reach anything in the navbar from the top of a page. */
const MAX_TABS = 25;

/** Presses Tab until the locator has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the skip link is the first stop and moves focus to the main content', async ({page}) => {
  await gotoHydrated(page, DOC);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: '본문으로 건너뛰기'});
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  // The theme focuses <main>; the next Tab lands on the first control of the content, not in the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('the search modal opens and closes by keyboard and gives focus back to the search button', async ({
  page,
}) => {
  await gotoHydrated(page, DOC);
  const button = searchButton(page);
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(modalInput(page)).toBeFocused();
  await page.keyboard.type('라벨링');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modalInput(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the mobile menu opens and closes by keyboard, with focus inside it and back on its button', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, DOC);
  const toggle = page.locator('button.navbar__toggle');
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar'))))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('an image zooms and closes by keyboard, and focus comes back to it', async ({page}) => {
  await gotoHydrated(page, DOC);
  await settleLateLoads(page);
  const image = page.locator('.markdown img.medium-zoom-image').first();
  await image.focus();
  await expect(image).toBeFocused();
  // medium-zoom closes only once fully opened: the test waits for that, as a reader's eyes would.
  await image.evaluate((img) =>
    img.addEventListener('medium-zoom:opened', () => img.setAttribute('data-test-zoom-opened', ''), {
      once: true,
    }),
  );
  await page.keyboard.press('Enter');
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(image).toHaveAttribute('data-test-zoom-opened', '');
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await expect(image).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
});

test('every zoomable image is in the tab order and says it is a button', async ({page}) => {
  await gotoHydrated(page, DOC);
  const images = page.locator('.markdown img:not(a img)');
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('tabindex', '0');
    await expect(image).toHaveAttribute('role', 'button');
  }
});

test("a code block's copy button is reached and pressed by keyboard", async ({browser}) => {
  const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
  const page = await context.newPage();
  await gotoHydrated(page, CODE_POST);
  const block = page.locator('.theme-code-block').first();
  const copy = block.getByRole('button', {name: '클립보드에 코드 복사'});
  await block.locator('pre').focus();
  await tabTo(page, copy);
  await expect(copy).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('button', {name: /복사했습니다/})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The shown text has a blank line between highlighted lines; the copy has the code's own line breaks.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  expect(lines(copied)).toEqual(lines(await block.locator('pre code').innerText()));
  await context.close();
});
