/**
 * Code blocks after hydration (plugins/lazy-prism-languages): the server's highlighted markup is kept, not
 * rebuilt, while the reader's colour mode is the server's; in the other mode, after a toggle and after
 * client-side navigation the blocks are highlighted in the right colours and never empty.
 */
import {expect, test, type Page} from '@playwright/test';
import {codeThemes} from '../../src/config/prism';
import {startInColorMode} from '../support/colorMode';
import {gotoHydrated} from '../support/page';

const POST_WITH_CODE = '/blog/yolo-onnx-object-detection-react';
const BLOCK = 'pre.prism-code';
const toggleName = /밝은 모드와 어두운 모드 전환/;

/** `rgb(r, g, b)` of a `#rrggbb` colour, as getComputedStyle reports it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Every code block of the page has text and highlighted tokens, on the given background. */
async function expectHighlighted(page: Page, background: string): Promise<void> {
  const blocks = page.locator(BLOCK);
  // Blocks that must be highlighted in the browser show plain code until Prism has loaded.
  await expect.poll(() => blocks.count()).toBeGreaterThan(3);
  for (const block of await blocks.all()) {
    await expect(block).toHaveCSS('background-color', rgb(background));
    expect((await block.evaluate((pre) => pre.textContent ?? '')).trim().length).toBeGreaterThan(0);
  }
  await expect.poll(() => page.locator(`${BLOCK} .token:not(.plain)`).count()).toBeGreaterThan(20);
}

test('in the server’s colour mode the highlighted markup is adopted, not rebuilt, at hydration', async ({
  page,
}) => {
  // Keep a reference to a token element of the server's HTML before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverToken?: Element | null}).serverToken = document.querySelector(
        'pre.prism-code .token:not(.plain)',
      );
    });
  });
  await gotoHydrated(page, POST_WITH_CODE);
  await page.waitForLoadState('networkidle');
  await expectHighlighted(page, codeThemes.light.plain.backgroundColor!);
  const kept = await page.evaluate(() => {
    const token = (window as unknown as {serverToken?: Element | null}).serverToken;
    return token ? token.isConnected : 'no token in the server HTML';
  });
  expect(kept).toBe(true);
});

test('a dark-mode reader gets the dark code theme, and a toggle back to light keeps every block', async ({
  page,
}) => {
  await startInColorMode(page, 'dark');
  await gotoHydrated(page, POST_WITH_CODE);
  await expectHighlighted(page, codeThemes.dark.plain.backgroundColor!);
  await page.getByRole('button', {name: toggleName}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectHighlighted(page, codeThemes.light.plain.backgroundColor!);
});

test('a light-mode reader who switches to dark gets the dark code theme', async ({page}) => {
  await gotoHydrated(page, POST_WITH_CODE);
  await page.getByRole('button', {name: toggleName}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectHighlighted(page, codeThemes.dark.plain.backgroundColor!);
});

test('code blocks reached by client-side navigation are rendered and highlighted', async ({page}) => {
  await gotoHydrated(page, '/blog');
  await page.locator(`a[href$="${POST_WITH_CODE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${POST_WITH_CODE}$`));
  await expect(page.locator(BLOCK).first()).toBeVisible();
  await expectHighlighted(page, codeThemes.light.plain.backgroundColor!);
});

test('off-screen code is not laid out before the reader scrolls near it, and reserves the size it then has', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  // Without the web font no swap relayouts the page: what is seen here is the first layout's own.
  await page.route('**/*.woff2', (route) => route.abort());
  await gotoHydrated(page, POST_WITH_CODE);
  const lines = page.locator('.theme-code-block pre > code');
  const state = () =>
    lines.evaluateAll((codes) =>
      codes.map((code) => ({
        // The lines inside: an element skipped by content-visibility is itself visible, its content is not.
        rendered: code.firstElementChild!.checkVisibility({contentVisibilityAuto: true}),
        height: code.getBoundingClientRect().height,
      })),
    );
  const reserved = await state();
  expect(reserved.length).toBeGreaterThan(3);
  expect(reserved.filter(({rendered}) => !rendered).length).toBeGreaterThan(3);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (const [i, {rendered, height}] of reserved.entries()) {
    if (rendered) continue;
    const code = lines.nth(i);
    await code.scrollIntoViewIfNeeded();
    await expect
      .poll(() => code.evaluate((el) => el.checkVisibility({contentVisibilityAuto: true})))
      .toBe(true);
    // The size reserved from the text (lines × line height) is the size the lines take.
    expect(Math.abs((await code.boundingBox())!.height - height)).toBeLessThanOrEqual(2);
  }
  expect(
    Math.abs((await page.evaluate(() => document.documentElement.scrollHeight)) - pageHeight),
  ).toBeLessThanOrEqual(2 * reserved.length);
});
