/**
 * Code blocks after hydration (plugins/lazy-prism-languages): the server's highlighted markup is kept, not
 * rebuilt, in either colour mode, its tokens coloured by the mode's theme, through a toggle; blocks reached by
 * client-side navigation are highlighted and never empty.
 */
import {expect, test, type Page} from '@playwright/test';
import {codeThemes} from '../../src/config/prism';
import {startInColorMode, type ColorMode} from '../support/colorMode';
import {gotoHydrated} from '../support/page';

const POST_WITH_CODE = '/blog/yolo-onnx-object-detection-react';
const BLOCK = 'pre.prism-code';
const toggleName = /밝은 모드와 어두운 모드 전환/;

/** A theme colour (`#rrggbb` or `rgb(r, g, b)`) as getComputedStyle reports it. */
function rgb(colour: string): string {
  if (!colour.startsWith('#')) return colour;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The colour a mode's theme gives comments (an entry for every language). */
function commentColour(mode: ColorMode): string {
  const entry = codeThemes[mode].styles.find(({types, languages}) => types.includes('comment') && !languages);
  return rgb(entry!.style.color!);
}

/** Every code block of the page has text and highlighted tokens in the mode's colours, on its background. */
async function expectHighlighted(page: Page, mode: ColorMode): Promise<void> {
  const blocks = page.locator(BLOCK);
  // Blocks that must be highlighted in the browser show plain code until Prism has loaded.
  await expect.poll(() => blocks.count()).toBeGreaterThan(3);
  for (const block of await blocks.all()) {
    await expect(block).toHaveCSS('background-color', rgb(codeThemes[mode].plain.backgroundColor!));
    expect((await block.evaluate((pre) => pre.textContent ?? '')).trim().length).toBeGreaterThan(0);
  }
  await expect.poll(() => page.locator(`${BLOCK} .token:not(.plain)`).count()).toBeGreaterThan(20);
  await expect(page.locator(`${BLOCK} .token.comment`).first()).toHaveCSS('color', commentColour(mode));
}

/** Keeps a reference to a token element of the server's HTML, taken before any script runs. */
async function rememberServerToken(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverToken?: Element | null}).serverToken = document.querySelector(
        'pre.prism-code .token:not(.plain)',
      );
    });
  });
}

/** Whether that token is still in the page: the block was adopted, not rebuilt. */
function serverTokenKept(page: Page): Promise<boolean | string> {
  return page.evaluate(() => {
    const token = (window as unknown as {serverToken?: Element | null}).serverToken;
    return token ? token.isConnected : 'no token in the server HTML';
  });
}

for (const [mode, other] of [
  ['light', 'dark'],
  ['dark', 'light'],
] as const) {
  test(`a ${mode}-mode reader gets the server’s markup in ${mode} colours, and keeps it through a toggle to ${other}`, async ({
    page,
  }) => {
    await startInColorMode(page, mode);
    await rememberServerToken(page);
    await gotoHydrated(page, POST_WITH_CODE);
    await page.waitForLoadState('networkidle');
    await expectHighlighted(page, mode);
    expect(await serverTokenKept(page)).toBe(true);

    await page.getByRole('button', {name: toggleName}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    await expectHighlighted(page, other);
    expect(await serverTokenKept(page)).toBe(true);
  });
}

test('code blocks reached by client-side navigation are rendered and highlighted', async ({page}) => {
  await gotoHydrated(page, '/blog');
  await page.locator(`a[href$="${POST_WITH_CODE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${POST_WITH_CODE}$`));
  await expect(page.locator(BLOCK).first()).toBeVisible();
  await expectHighlighted(page, 'light');
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
