/**
 * What stays out of the first load: the search modal (its code split by theme-search-algolia, its
 * stylesheet by plugins/lazy-docsearch-css), Prism (plugins/lazy-prism-languages) and medium-zoom
 * (plugins/image-zoom); all still work when needed. The lead image is the exception: it loads at once
 * (plugins/rehype-eager-lead-image); the others are files that wait until near (plugins/markdown-images-as-files),
 * their text drawn as outlines so the browser has no text to lay out in them (plugins/svg-text-outlines).
 */
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {SEARCH_ONLY_CODE} from '../../scripts/perf/budgets';
import {startInColorMode} from '../support/colorMode';
import {gotoHydrated} from '../support/page';

const MODAL_MARKER = SEARCH_ONLY_CODE.find((code) => code.marker === 'DocSearch-Modal')!.marker;
/** A token name that only Prism's bash grammar (an `additionalLanguages` entry) contains. */
const PRISM_BASH_MARKER = 'assign-left';
const POST_WITH_CODE = '/blog/yolo-onnx-object-detection-react';

/** The scripts a page's HTML names (src as written, in order), each with its text as served. */
async function namedScripts(
  request: APIRequestContext,
  route: string,
): Promise<{src: string; text: string}[]> {
  const response = await request.get(route);
  const sources = [...(await response.text()).matchAll(/<script[^>]+src="?([^"\s>]+)/g)].map((m) => m[1]!);
  return Promise.all(
    sources.map(async (src) => ({
      src,
      text: await (await request.get(new URL(src, response.url()).href)).text(),
    })),
  );
}

/** Records the JS files the page downloads whose source contains the marker. */
function watchScripts(page: Page, marker: string): string[] {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(marker)) loaded.push(response.url());
  });
  return loaded;
}

test('a page loads without the search modal code, which arrives when search opens', async ({page}) => {
  const modalCode = watchScripts(page, MODAL_MARKER);
  await gotoHydrated(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(modalCode, 'modal code downloaded before anyone touched search').toEqual([]);

  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  // Response bodies are read asynchronously (watchScripts): wait for the read, not only the modal.
  await expect.poll(() => modalCode.length).toBeGreaterThan(0);
});

test('the modal stylesheet arrives with the modal; the navbar button is styled from the start', async ({
  page,
}) => {
  const modalStyles: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.css')) return;
    if ((await response.text().catch(() => '')).includes('.DocSearch-Modal'))
      modalStyles.push(response.url());
  });
  await gotoHydrated(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(modalStyles, 'modal styles downloaded before anyone touched search').toEqual([]);
  await expect(page.locator('.navbar .DocSearch-Button')).toHaveCSS('display', 'flex');

  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
  expect(modalStyles).toHaveLength(1);
});

test('the navbar search button keeps its label and its keyboard shortcuts', async ({page}) => {
  await gotoHydrated(page, '/');
  const button = page.locator('.navbar .DocSearch-Button');
  await expect(button).toHaveAttribute('aria-label', /\+k\)$/i);
  await expect(button.locator('.DocSearch-Button-Key')).toHaveCount(2);

  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  await button.click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});

test('the home page loads without Prism', async ({page}) => {
  const prism = watchScripts(page, PRISM_BASH_MARKER);
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(prism).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`a ${mode}-mode reader gets the server’s highlighting without Prism`, async ({page}) => {
    await startInColorMode(page, mode);
    const prism = watchScripts(page, PRISM_BASH_MARKER);
    await gotoHydrated(page, POST_WITH_CODE);
    await page.waitForLoadState('networkidle');
    expect(prism, 'Prism downloaded although the server already highlighted every block').toEqual([]);
    expect(await page.locator('pre.language-bash .token:not(.plain)').count()).toBeGreaterThan(0);
  });
}

test('a post reached by client-side navigation loads Prism, extra languages included', async ({page}) => {
  const prism = watchScripts(page, PRISM_BASH_MARKER);
  await gotoHydrated(page, '/blog');
  await page.locator(`a[href$="${POST_WITH_CODE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${POST_WITH_CODE}$`));
  await expect.poll(() => prism.length).toBeGreaterThan(0);
  // Highlighted in the browser: without the bash grammar every token would be "plain".
  await expect(page.locator('pre.language-bash .token:not(.plain)').first()).toBeVisible();
});

test('the scripts a page names carry no medium-zoom: it loads after the page, where there are images to zoom', async ({
  page,
  request,
}) => {
  // A string of medium-zoom's own code (its opened-image class), not of our CSS or the plugin's.
  const MEDIUM_ZOOM_MARKER = 'medium-zoom-image--opened';
  const scripts = await namedScripts(request, 'docs/manage_dataset/manage_dataset');
  expect(scripts.length).toBeGreaterThan(0);
  for (const {src, text} of scripts) expect(text, src).not.toContain(MEDIUM_ZOOM_MARKER);
  const zoomCode = watchScripts(page, MEDIUM_ZOOM_MARKER);
  await gotoHydrated(page, '/docs/manage_dataset/manage_dataset');
  await expect(page.locator('.markdown img.medium-zoom-image').first()).toBeAttached({timeout: 10_000});
  await expect.poll(() => zoomCode.length).toBeGreaterThan(0);
});

test('a doc and a post hydrate without creating an Intl.DateTimeFormat (ICU date data)', async ({page}) => {
  await page.addInitScript(() => {
    const counted = window as unknown as {__dateFormats: number};
    counted.__dateFormats = 0;
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.__dateFormats += 1;
        return new target(...args);
      },
      apply(target, thisArg, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.__dateFormats += 1;
        return target(...args);
      },
    });
  });
  for (const path of ['/docs/intro', POST_WITH_CODE]) {
    await gotoHydrated(page, path);
    // The dates the theme would have formatted with Intl are there, in Korean.
    await expect(page.locator('.theme-last-updated time')).toHaveText(/^\d{4}년 \d{1,2}월 \d{1,2}일$/);
    expect(
      await page.evaluate(() => (window as unknown as {__dateFormats: number}).__dateFormats),
      path,
    ).toBe(0);
  }
});

test("a page's lead image, before its first section, loads at once; the images below it wait until near", async ({
  page,
}) => {
  await gotoHydrated(page, POST_WITH_CODE);
  const images = page.locator('article .markdown img');
  expect(await images.count()).toBeGreaterThan(2);
  const loading = await images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).loading));
  expect(loading[0]).toBe('eager');
  expect(new Set(loading.slice(1))).toEqual(new Set(['lazy']));
  // Painted with the first screen: decoded without the reader scrolling to it.
  await expect
    .poll(() => images.first().evaluate((image) => (image as HTMLImageElement).complete))
    .toBe(true);

  // A guide whose first section heading comes first keeps every image lazy.
  await gotoHydrated(page, '/docs/manage_dataset/manage_dataset');
  const guideImages = page.locator('article .markdown img');
  expect(await guideImages.count()).toBeGreaterThan(0);
  expect(
    new Set(await guideImages.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).loading))),
  ).toEqual(new Set(['lazy']));
});

test('a figure far below the screen is a file of its own, downloaded only when the reader scrolls near it', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoHydrated(page, POST_WITH_CODE);
  await page.waitForLoadState('networkidle');
  const last = page.locator('article .markdown img').last();
  const src = await last.evaluate(
    (image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
  );
  expect(src).toMatch(/\/assets\/images\/[^/]+\.svg$/);
  expect(requested).not.toContain(src);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
  expect(requested).toContain(src);
});

test("a figure's text arrives drawn as outlines in the site's font, and the figure shows at its size", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, POST_WITH_CODE);
  const cover = page.locator('article .markdown img').first();
  const src = await cover.evaluate((image) => (image as HTMLImageElement).currentSrc);
  const svg = await (await request.get(src)).text();
  expect(svg).not.toContain('<text');
  expect(svg).toMatch(/<title>[^<]*[가-힣][^<]*<\/title>/);
  expect((svg.match(/<path /g) ?? []).length).toBeGreaterThan(5);
  await expect
    .poll(() =>
      cover.evaluate(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth,
      ),
    )
    .toBe(960);
});
