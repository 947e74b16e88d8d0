import {expect, test} from '@playwright/test';
import {DOC_CATEGORIES, ROUTES, SITE} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';
import {sitePath} from '../support/site';
import {boxOf} from '../support/geometry';

const WORKFLOW = ['수집', '라벨링', '학습', '평가', '다운로드'];

test.describe('home page', () => {
  test('hero: site title, tagline and two calls to action', async ({page}) => {
    await gotoHydrated(page, '/');
    const hero = page.locator('main header');
    await expect(hero.getByRole('heading', {level: 1})).toHaveText(SITE.title);
    await expect(hero).toContainText(SITE.tagline);
    await expect(hero.getByRole('link', {name: '빠르게 시작하기'})).toHaveAttribute(
      'href',
      sitePath(ROUTES.intro),
    );
    await expect(hero.getByRole('link', {name: '기본 사항 배우기'})).toHaveAttribute(
      'href',
      sitePath('/docs/data_management/data_storage'),
    );
  });

  test('the workflow steps are in order and each leads to its guide', async ({page}) => {
    await gotoHydrated(page, '/');
    const steps = page.locator('section[aria-labelledby="home-workflow-title"] ol > li');
    await expect(steps).toHaveCount(WORKFLOW.length);
    for (const [i, name] of WORKFLOW.entries()) await expect(steps.nth(i)).toContainText(name);

    const hrefs = await steps.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.every((href) => href.startsWith(sitePath('/docs/')))).toBe(true);
    await steps.nth(2).locator('a').click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[2]}$`));
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('one card per doc section, linking to its category page', async ({page}) => {
    await gotoHydrated(page, '/');
    const cards = page.locator('section[aria-labelledby="home-sections-title"] li a');
    const categories = Object.values(DOC_CATEGORIES);
    await expect(cards).toHaveCount(categories.length);
    for (const [i, {slug, label}] of categories.entries()) {
      await expect(cards.nth(i)).toContainText(label);
      await expect(cards.nth(i)).toHaveAttribute('href', sitePath(`/docs/category/${slug}`));
    }
  });

  test('the latest posts are the newest posts of the blog, in the same order', async ({page}) => {
    await gotoHydrated(page, ROUTES.blog);
    const blogTitles = await page.locator('article header h2').allInnerTexts();
    await gotoHydrated(page, '/');
    const posts = page.locator('section[aria-labelledby="home-latest-posts-title"] li a');
    const count = await posts.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (let i = 0; i < count; i++) await expect(posts.nth(i)).toContainText(blogTitles[i]!);
    await posts.first().click();
    await expect(page.locator('article header h1')).toHaveText(blogTitles[0]!);
  });

  for (const [width, layout] of [
    [1280, 'desktop'],
    [390, 'mobile'],
  ] as const) {
    test(`at ${width} px the layout is the ${layout} one, with nothing wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, '/');
      const steps = page.locator('section[aria-labelledby="home-workflow-title"] ol > li');
      const tops = await Promise.all([0, 1, 4].map(async (i) => (await boxOf(steps.nth(i))).y));
      if (layout === 'desktop') expect(new Set(tops).size, 'steps side by side').toBe(1);
      else expect(tops[0]! < tops[1]! && tops[1]! < tops[2]!, 'steps stacked').toBe(true);

      const actions = page.locator('main header a.button');
      const [first, second] = [await boxOf(actions.nth(0)), await boxOf(actions.nth(1))];
      if (layout === 'desktop') expect(first.y).toBe(second.y);
      else expect(second.y).toBeGreaterThan(first.y);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
