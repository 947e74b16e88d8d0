import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, nextFrames, settleLateLoads} from '../support/page';
import {boxOf} from '../support/geometry';

const DOC = '/docs/manage_dataset/manage_dataset';

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

test.describe('mobile sidebar', () => {
  test('closes by itself when the viewport becomes desktop', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, DOC);
    await page.locator('.navbar__toggle').click();
    const nav = page.locator('nav.navbar');
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1280, height: 844});
    await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('prefetches the routes of its links only once opened, not while closed', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, DOC);
    const menu = page.locator('.navbar-sidebar');
    // The theme mounts the menu after hydration on a phone and slides its docs panel in.
    const docsPanel = page.locator('.navbar-sidebar__items--show-secondary');
    await expect(docsPanel).toBeAttached();
    await docsPanel.evaluate((panel) => Promise.all(panel.getAnimations().map((slide) => slide.finished)));
    // <Link> prefetches from an IntersectionObserver callback, delivered with the next frames.
    await nextFrames(page);
    const prefetches = () => page.locator('head link[rel="prefetch"]').count();

    // The closed menu's clip box ends left of the viewport: its links can never be observed in view.
    const closed = (await menu.boundingBox())!;
    expect(closed.x + closed.width).toBeLessThan(0);
    const whileClosed = await prefetches();

    await page.locator('.navbar__toggle').click();
    await expect(menu.getByRole('link', {name: '데이터셋 관리'})).toBeInViewport();
    await expect.poll(prefetches).toBeGreaterThan(whileClosed);
  });

  test('shows the docs menu with a back button to the main menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, DOC);
    await page.locator('.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: '데이터셋 관리'})).toBeVisible();
    await sidebar.getByRole('button', {name: '← 메인 메뉴로 돌아가기'}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
  });
});

test('the skip link moves keyboard focus to the main content', async ({page}) => {
  await gotoHydrated(page, DOC);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: '본문으로 건너뛰기'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The theme focuses <main> and lets it go again at once (it removes the temporary tabindex), so what
  // the reader gets is the next Tab stop: the first one inside the main content, not the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test.describe('scrolling on navigation', () => {
  test('opening a URL with a hash scrolls its heading to the top, below the navbar', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, DOC);
    const id = await page
      .locator('.theme-doc-toc-desktop a')
      .nth(3)
      .evaluate((a) => a.getAttribute('href')!.slice(1));
    await gotoHydrated(page, `${DOC}#${id}`);
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await boxOf(heading)).y).toBeLessThan(200);
    expect(await scrollY(page)).toBeGreaterThan(300);
  });

  test('an in-page link scrolls to its heading and puts the hash in the URL', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, DOC);
    const link = page.locator('.theme-doc-toc-desktop a').nth(5);
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(id).replace(/%/g, '%')}$|#${id}$`));
    await expect.poll(async () => (await boxOf(page.locator(`[id="${id}"]`))).y).toBeLessThan(200);
  });

  test('a link to another page without a hash starts that page at the top', async ({page}) => {
    await gotoHydrated(page, DOC);
    const next = page.locator('.pagination-nav__link--next');
    await next.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    await next.click();
    await expect(page).not.toHaveURL(new RegExp(`${DOC}$`));
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test('the navbar hides when scrolling down and comes back when scrolling up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, DOC);
  const navbar = page.locator('nav.navbar');
  await page.mouse.move(640, 400);
  // The theme compares each scroll position with the previous one, so scroll in steps as a wheel does.
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, 200);
    await page.waitForFunction((y) => window.scrollY >= y, 200 * (i + 1));
  }
  await expect.poll(async () => (await boxOf(navbar)).y).toBeLessThan(-10);
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await boxOf(navbar)).y).toBe(0);
});

test('route assets are not prefetched in data-saver mode', async ({page}) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
  );
  await gotoHydrated(page, '/docs/intro');
  // The image zoom loads medium-zoom on its own a moment after start: not a prefetch.
  await settleLateLoads(page);
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) prefetched.push(request.url());
  });
  const link = page.locator('footer').getByRole('link', {name: '시스템 관리'});
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  // Give a prefetch (which would start at once on hover) the chance to show up.
  await page.waitForTimeout(500);
  expect(prefetched).toEqual([]);
});
