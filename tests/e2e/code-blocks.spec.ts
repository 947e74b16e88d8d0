/**
 * Code blocks after hydration (plugins/lazy-prism-languages): the server's highlighted markup is kept, not
 * rebuilt, while the reader's colour mode is the server's; in the other mode, after a toggle and after
 * client-side navigation the blocks are highlighted in the right colours and never empty.
 */
import {expect, test, type Page} from '@playwright/test';
import {koreanFontSubsetOptions} from '../../src/config/fonts';
import {codeThemes} from '../../src/config/prism';
import {startInColorMode} from '../support/colorMode';
import {webFontArrived} from '../support/fonts';
import {gotoHydrated, nextFrames} from '../support/page';

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
    // textContent, not innerText: a block off-screen when the web font swapped in is skipped by the
    // browser (content-visibility: auto, see plugins/korean-font-subset) and has no rendered text yet.
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

test('when the web font swaps in, off-screen code blocks keep their size and are skipped until scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  // Hold the font until the page has hydrated, as on a slow phone network, and measure the blocks first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.woff2', async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, POST_WITH_CODE);
  const containers = page.locator('.theme-code-block');
  const heights = () =>
    containers.evaluateAll((blocks) => blocks.map((block) => block.getBoundingClientRect().height));
  const before = await heights();
  expect(before.length).toBeGreaterThan(3);

  release();
  await webFontArrived(page, koreanFontSubsetOptions.family);
  await nextFrames(page);
  // The last block is far below the first screen: its code is skipped (content-visibility: auto on the
  // block), and the block keeps its old size.
  const last = containers.last();
  const codeRendered = () =>
    last.locator('pre').evaluate((pre) => pre.checkVisibility({contentVisibilityAuto: true}));
  expect(await codeRendered()).toBe(false);
  expect(await heights()).toEqual(before);

  // Scrolled to, it renders as before: same size, highlighted, its buttons working.
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.evaluate((block) => block.checkVisibility({contentVisibilityAuto: true})))
    .toBe(true);
  expect((await last.boundingBox())!.height).toBeCloseTo(before.at(-1)!, 0);
  await expect(last.locator('.token:not(.plain)').first()).toBeVisible();
  await expect(last.getByRole('button', {name: /복사/})).toBeVisible();
});

test('off-screen code is never laid out before the reader scrolls near it, and reserves the size it then has', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  // Without the web font, the swap (which also keeps off-screen blocks out of its relayout) never happens:
  // what is seen here is the first layout's own.
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
  // Skipped from the first layout on (not only once the web font swaps in), however long the block.
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

test('hydrating code blocks compares no strings by locale: no ICU collator is built (patches/)', async ({
  page,
}) => {
  // The theme sorted each code block's props with localeCompare; its first call builds ICU's collator, 20–50 ms
  // of main thread here (four times that on Lighthouse's phone) inside the post's hydration.
  await page.addInitScript(() => {
    const original = String.prototype.localeCompare;
    let calls = 0;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
      calls += 1;
      return original.apply(this, args);
    };
    (window as unknown as {localeCompareCalls: () => number}).localeCompareCalls = () => calls;
  });
  await gotoHydrated(page, POST_WITH_CODE);
  await expect.poll(() => page.locator(BLOCK).count()).toBeGreaterThan(3);
  const calls = await page.evaluate(() =>
    (window as unknown as {localeCompareCalls: () => number}).localeCompareCalls(),
  );
  expect(calls).toBe(0);
});
