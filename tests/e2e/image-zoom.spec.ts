import {expect, test, type Page} from '@playwright/test';
import {IMAGE_ZOOM} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';
import {startInColorMode} from '../support/colorMode';
import {boxOf} from '../support/geometry';

const DOC_WITH_IMAGES = '/docs/manage_dataset/manage_dataset';
const OVERLAY = '.medium-zoom-overlay';
const ZOOMED = 'img.medium-zoom-image--opened';

/** The plugin attaches medium-zoom shortly after each route change; wait until the images are zoomable. */
async function firstZoomableImage(page: Page) {
  const image = page.locator('.markdown img.medium-zoom-image').first();
  await expect(image).toBeAttached({timeout: 10_000});
  await image.scrollIntoViewIfNeeded();
  return image;
}

/** Opens the zoom on the first image and waits until medium-zoom reports it fully opened. */
async function openZoom(page: Page) {
  const image = await firstZoomableImage(page);
  await image.evaluate((img) =>
    img.addEventListener('medium-zoom:opened', () => img.setAttribute('data-test-zoom-opened', ''), {
      once: true,
    }),
  );
  await image.click();
  await expect(page.locator(OVERLAY)).toBeVisible();
  await expect(image).toHaveAttribute('data-test-zoom-opened', '');
  return image;
}

async function expectClosed(page: Page) {
  await expect(page.locator(OVERLAY)).toHaveCount(0);
  await expect(page.locator(ZOOMED)).toHaveCount(0);
}

test.describe('image zoom', () => {
  test('a click zooms a content image over a light overlay with a 0.4 s transition; a click closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, DOC_WITH_IMAGES);
    const image = await openZoom(page);
    const overlay = page.locator(OVERLAY);
    await expect(overlay).toHaveCSS('background-color', IMAGE_ZOOM.overlayLight.replace(/,/g, ', '));
    await expect(overlay).toHaveCSS('transition-duration', `${IMAGE_ZOOM.transitionSeconds}s`);
    await expect(page.locator(ZOOMED)).toHaveCSS('transition-duration', `${IMAGE_ZOOM.transitionSeconds}s`);
    // The length reaches the zoom's elements, not through <html>: a custom property there is inherited by every
    // element, so setting it after load restyled the whole page.
    const custom = (selector: string) =>
      page.evaluate(
        (s) => getComputedStyle(document.querySelector(s)!).getPropertyValue('--zoom-transition-duration'),
        selector,
      );
    expect(await custom(OVERLAY)).toBe(`${IMAGE_ZOOM.transitionSeconds}s`);
    expect(await custom('html')).toBe('');
    expect((await boxOf(page.locator(ZOOMED))).width).toBeGreaterThan((await boxOf(image)).width);
    await page.locator(ZOOMED).click();
    await expectClosed(page);
  });

  test('the overlay is dark in dark mode', async ({page}) => {
    await startInColorMode(page, 'dark');
    await gotoHydrated(page, DOC_WITH_IMAGES);
    await openZoom(page);
    await expect(page.locator(OVERLAY)).toHaveCSS(
      'background-color',
      IMAGE_ZOOM.overlayDark.replace(/,/g, ', '),
    );
  });

  test('Escape closes the zoom', async ({page}) => {
    await gotoHydrated(page, DOC_WITH_IMAGES);
    await openZoom(page);
    await page.keyboard.press('Escape');
    await expectClosed(page);
  });

  test(`a scroll of more than ${IMAGE_ZOOM.closeOnScrollPx} px closes the zoom, a smaller one does not`, async ({
    page,
  }) => {
    await gotoHydrated(page, DOC_WITH_IMAGES);
    await openZoom(page);
    const small = IMAGE_ZOOM.closeOnScrollPx / 2;
    const start = await page.evaluate(() => window.scrollY);
    await page.evaluate((dy) => window.scrollBy(0, dy), small);
    await page.waitForFunction((y) => window.scrollY === y, start + small);
    // medium-zoom closes 150 ms after a large enough scroll; give a wrong close the chance to happen.
    await page.waitForTimeout(400);
    await expect(page.locator(OVERLAY)).toBeVisible();
    await page.evaluate((dy) => window.scrollBy(0, dy), IMAGE_ZOOM.closeOnScrollPx);
    await expectClosed(page);
  });

  test('resizing the window closes the zoom', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, DOC_WITH_IMAGES);
    await openZoom(page);
    await page.setViewportSize({width: 1100, height: 800});
    await expectClosed(page);
  });

  for (const modifier of ['Control', 'Meta'] as const) {
    test(`${modifier}-click opens the original image in a new tab instead of zooming`, async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, DOC_WITH_IMAGES);
      const image = await firstZoomableImage(page);
      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
      const [original] = await Promise.all([
        context.waitForEvent('page'),
        image.click({modifiers: [modifier]}),
      ]);
      await original.waitForLoadState();
      if (src.startsWith('data:')) {
        // Inlined images open as a blob: URL of the same bytes (browsers block data: URLs in new tabs).
        expect(original.url()).toMatch(/^blob:/);
        const opened = await original.evaluate(async () => (await fetch(location.href)).text());
        const inlined = await page.evaluate(async (url) => (await fetch(url)).text(), src);
        expect(opened).toBe(inlined);
      } else {
        expect(original.url()).toBe(src);
      }
      expect(await original.evaluate(() => window.opener)).toBeNull();
      await expectClosed(page);
    });
  }

  test(`a press held for ${IMAGE_ZOOM.grabPressMs} ms grabs the zoomed image, which follows the pointer until released`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, DOC_WITH_IMAGES);
    await openZoom(page);
    const zoomed = page.locator(ZOOMED);
    const before = await boxOf(zoomed);
    const cx = before.x + before.width / 2;
    const cy = before.y + before.height / 2;

    await page.mouse.move(cx, cy);
    await page.mouse.down();
    // Hold the press past the grab delay (input simulation, not a timing assertion).
    await page.waitForTimeout(IMAGE_ZOOM.grabPressMs + 150);
    await page.mouse.move(cx + 80, cy + 40, {steps: 4});
    const factor = 1 + IMAGE_ZOOM.grabScaleExtra;
    await expect.poll(async () => (await boxOf(zoomed)).width / before.width).toBeCloseTo(factor, 1);
    await expect
      .poll(async () => {
        const box = await boxOf(zoomed);
        return [Math.round(box.x + box.width / 2 - cx), Math.round(box.y + box.height / 2 - cy)];
      })
      .toEqual([80, 40]);

    await page.mouse.up();
    // Released: back to the zoomed size and place, and still open.
    await expect.poll(async () => Math.round((await boxOf(zoomed)).width)).toBe(Math.round(before.width));
    await expect(page.locator(OVERLAY)).toBeVisible();

    // A short click (no grab) still closes it.
    await zoomed.click();
    await expectClosed(page);
  });

  test('images inside links are not zoomable: the click follows the link', async ({page}) => {
    await gotoHydrated(page, DOC_WITH_IMAGES);
    const image = await firstZoomableImage(page);
    // Content with a linked image, added to the live page (the docs have none yet).
    await page.evaluate(() => {
      const src = document.querySelector<HTMLImageElement>('.markdown img')!.src;
      const link = Object.assign(document.createElement('a'), {
        href: '#linked-image-target',
        id: 'linked-image',
      });
      link.append(Object.assign(document.createElement('img'), {src, alt: '링크 그림', width: 200}));
      document.querySelector('.markdown')!.prepend(link);
    });
    // Make the plugin attach again (it does on every route change, hash changes included), and use the
    // first image as a sentinel that the attach has run.
    await image.evaluate((img) => img.classList.remove('medium-zoom-image'));
    await page.locator('.table-of-contents a').first().click();
    await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 10_000});

    const linked = page.locator('#linked-image img');
    await expect(linked).not.toHaveClass(/medium-zoom-image/);
    await linked.click();
    await expect(page).toHaveURL(/#linked-image-target$/);
    await expectClosed(page);
  });

  test('keeps working after client-side navigation', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    const link = page.locator('.theme-doc-sidebar-menu a[href$="/docs/manage_dataset/manage_dataset"]');
    await link.scrollIntoViewIfNeeded();
    // Open the category first if the sidebar has it collapsed.
    if (!(await link.isVisible()))
      await page.locator('.theme-doc-sidebar-menu').getByText('학습 데이터 관리').click();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${DOC_WITH_IMAGES}$`));
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await openZoom(page);
    await page.keyboard.press('Escape');
    await expectClosed(page);
  });
});
