import {expect, test} from '@playwright/test';
import {EXTERNAL_URLS, SITE} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';
import {ORIGIN, sitePath} from '../support/site';

test.describe('navbar', () => {
  test('has the logo, Docs and Blog on the left and search on the right', async ({page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('.navbar__logo img').first()).toHaveAttribute('alt', /D-Lab Flow/);
    const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
    await expect(left.getByRole('link', {name: 'Docs'})).toHaveAttribute('href', sitePath('/docs/intro'));
    await expect(left.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', sitePath('/blog'));
    await expect(navbar.locator('.navbar__items--right .DocSearch-Button')).toBeVisible();
  });

  test('Docs leads to the tutorial sidebar', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.locator('nav.navbar').getByRole('link', {name: 'Docs'}).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.locator('.theme-doc-sidebar-menu')).toContainText('학습 데이터 관리');
  });
});

test.describe('footer', () => {
  test('has the three link columns, the logo and the fixed copyright', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer.footer');
    await expect(footer).toHaveClass(/footer--dark/);
    for (const title of ['도움말 센터', '강원ICT융합연구원', '보유 플랫폼']) {
      await expect(footer.locator('.footer__title', {hasText: title})).toHaveCount(1);
    }
    for (const href of [
      ...Object.values(EXTERNAL_URLS.institute),
      EXTERNAL_URLS.product,
      EXTERNAL_URLS.medbiz,
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole('link', {name: '빠르게 시작하기'})).toHaveAttribute(
      'href',
      sitePath('/docs/intro'),
    );
    await expect(footer.locator('.footer__logo')).toBeVisible();
    await expect(footer.locator('.footer__copyright')).toHaveText(SITE.copyright);
  });

  test('internal footer links lead to real pages', async ({page, request}) => {
    await gotoHydrated(page, '/');
    const hrefs = await page
      .locator('footer a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    for (const href of hrefs) {
      expect((await request.get(`${ORIGIN}${href}`)).status(), href).toBe(200);
    }
  });
});

test.describe('site configuration', () => {
  test('title, description and language', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle(/D-Lab Flow 도움말 센터/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[가-힣]/);
  });

  test('light colour mode by default, even when the system prefers dark', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('docs pages have breadcrumbs and a table of contents of levels 2–3', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/docs/manage_dataset/manage_labeling');
    await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
    const tocLinks = page.locator('.theme-doc-toc-desktop a');
    expect(await tocLinks.count()).toBeGreaterThan(0);
    const headingIds = await page
      .locator('article h4[id], article h5[id]')
      .evaluateAll((hs) => hs.map((h) => h.id));
    for (const id of headingIds) {
      await expect(page.locator(`.theme-doc-toc-desktop a[href="#${id}"]`)).toHaveCount(0);
    }
  });
});
