import {expect, test, type Page} from '@playwright/test';
import {IMAGE_ZOOM} from '../../src/config/constants';

/** Docusaurus sets data-has-hydrated on <html> once React has taken over the server HTML. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path.replace(/^\//, ''));
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Waits for the page's next two frames: what the browser reports after a frame (observers, layout shifts) is in. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Waits until the page's own late loads are done: the image zoom attaches (and so loads medium-zoom, see
 * plugins/image-zoom) after the load event on pages with images, then the network goes idle. Tests that
 * count the requests an action makes start counting after this.
 */
export async function settleLateLoads(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll(selector)).every((img) =>
        img.classList.contains('medium-zoom-image'),
      ),
    IMAGE_ZOOM.selector,
  );
  await page.waitForLoadState('networkidle');
}

/**
 * One page shared by the tests of the calling `test.describe`, which then run in order: opened before the
 * first, closed after the last. Page loads with a warm cache cost a fraction of a fresh context's; a test that
 * fails skips the rest of its group. `onOpen` attaches what must watch the page for the whole group.
 */
export function sharedPageForGroup(onOpen?: (page: Page) => void): () => Page {
  let page: Page | undefined;
  test.describe.configure({mode: 'serial'});
  test.beforeAll(async ({browser}) => {
    page = await browser.newPage();
    onOpen?.(page);
  });
  test.afterAll(async () => page?.close());
  return () => page!;
}

/**
 * Opens /docs/intro, then follows the footer's '시스템 관리' link with every route chunk held back 1.5 s, so the
 * navigation's progress bar shows long enough to be inspected. Returns once the link is clicked.
 */
export async function slowNavigationFromIntro(page: Page): Promise<void> {
  let slow = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoHydrated(page, '/docs/intro');
  slow = true;
  const link = page.locator('footer').getByRole('link', {name: '시스템 관리'});
  await link.scrollIntoViewIfNeeded();
  await link.click();
}
