/**
 * A long page's blocks below the screen are drawn only when the reader scrolls near them
 * (plugins/offscreen-blocks): a link into the page and a reload still land where they should, and a focused link
 * at a block's edge still shows its whole focus ring. Links and routes with a hash: tests/e2e/shell-behaviour.spec.ts
 * and the home page's top questions.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated, nextFrames} from '../support/page';

const PHONE = {width: 390, height: 844};
const LONG_POST = '/blog/yolo-onnx-object-detection-react';
/** A guide with a paragraph that opens with a link, far enough down to start undrawn. */
const GUIDE_WITH_LINK_FIRST = '/docs/manage_dataset/manage_class';

/**
 * Whether a block's content is drawn: an element skipped by content-visibility is itself visible, its content is
 * not, so the block's first child element tells.
 */
async function contentDrawn(block: Locator): Promise<boolean> {
  return block.evaluate((element) =>
    element.firstElementChild!.checkVisibility({contentVisibilityAuto: true}),
  );
}

async function ringPixels(page: Page, link: Locator, block: Locator): Promise<Buffer> {
  const linkBox = (await link.boundingBox())!;
  const blockBox = (await block.boundingBox())!;
  // The strip just left of the block, beside the link: only a ring drawn past the block's edge shows here.
  return page.screenshot({
    clip: {x: blockBox.x - 4, y: linkBox.y - 4, width: 4, height: linkBox.height + 8},
  });
}

test.use({viewport: PHONE});

test('on a long post the blocks below the screen are drawn as the reader scrolls near them', async ({
  page,
}) => {
  await gotoHydrated(page, LONG_POST);
  const paragraphs = page.locator('article .markdown > p').filter({has: page.locator(':scope > *')});
  expect(await contentDrawn(paragraphs.first())).toBe(true);
  const last = paragraphs.last();
  expect(await contentDrawn(last)).toBe(false);

  // Scrolled to as a reader does, a screen at a time: far off it stays undrawn, on screen it is drawn.
  const seen = await last.evaluate(async (block) => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const isDrawn = () => block.firstElementChild!.checkVisibility({contentVisibilityAuto: true});
    while (block.getBoundingClientRect().top > innerHeight) {
      if (block.getBoundingClientRect().top > 3 * innerHeight && isDrawn()) return 'drawn while far off';
      scrollBy(0, innerHeight);
      await frames();
    }
    return isDrawn() ? 'drawn on screen' : 'undrawn on screen';
  });
  expect(seen).toBe('drawn on screen');
});

test('a link to a section far down the page lands on its heading, which stays put as the blocks around it are drawn', async ({
  page,
}) => {
  await gotoHydrated(page, LONG_POST);
  const id = await page.locator('article .markdown > h2').last().getAttribute('id');
  await gotoHydrated(page, `${LONG_POST}#${id}`);
  const heading = page.locator(`[id="${id}"]`);
  const navbarHeight = (await page.locator('.navbar').boundingBox())!.height;
  const top = async () => (await heading.boundingBox())!.y;
  await expect.poll(top).toBeGreaterThanOrEqual(0);
  await nextFrames(page);
  const landed = await top();
  expect(landed).toBeLessThanOrEqual(navbarHeight + 40);
  await page.waitForTimeout(500);
  await nextFrames(page);
  expect(Math.abs((await top()) - landed)).toBeLessThanOrEqual(1);
});

test('a reload puts the reader back where they were reading, blocks drawn or not', async ({page}) => {
  await gotoHydrated(page, LONG_POST);
  const heading = page.locator('article .markdown > h2').nth(4);
  // Read down to the heading a screen at a time, as a reader scrolls.
  await heading.evaluate(async (element) => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    while (element.getBoundingClientRect().top > innerHeight / 2) {
      scrollBy(0, innerHeight / 2);
      await frames();
    }
  });
  const before = (await heading.boundingBox())!.y;
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect.poll(async () => Math.abs((await heading.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
});

test('a focused link that opens a block shows its focus ring past the block’s edge', async ({page}) => {
  await gotoHydrated(page, GUIDE_WITH_LINK_FIRST);
  const opensWithLink = await page
    .locator('article .markdown > p')
    .evaluateAll((blocks) => blocks.map((block) => block.firstChild?.nodeName === 'A'));
  const block = page.locator('article .markdown > p').nth(opensWithLink.lastIndexOf(true));
  const link = block.locator(':scope > a').first();
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => contentDrawn(block)).toBe(true);
  const before = await ringPixels(page, link, block);

  // Focus by keyboard, as :focus-visible sees it.
  await page.keyboard.press('Tab');
  await link.focus();
  await nextFrames(page);
  expect((await ringPixels(page, link, block)).equals(before)).toBe(false);
});
