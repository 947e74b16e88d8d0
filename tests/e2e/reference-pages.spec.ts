/**
 * The four reference pages: top-level items of the docs sidebar (no eighth category),
 * linked from the home page, and found by search.
 */
import {expect, test} from '@playwright/test';
import {DOC_CATEGORIES, ROUTES} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';
import {REFERENCE_DOC_TITLES} from '../support/routes';
import {modalInput, openModal} from '../support/search';
import {sitePath} from '../support/site';

const REFERENCE = Object.entries(REFERENCE_DOC_TITLES).map(([id, title]) => ({route: `/docs/${id}`, title}));

test('the home page links to each reference page, two per row on a phone', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/');
  const links = page.locator('section[aria-labelledby="home-reference-title"] li a');
  await expect(links).toHaveCount(REFERENCE.length);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    REFERENCE.map(({route}) => sitePath(route)),
  );
  for (const [index, {title}] of REFERENCE.entries()) await expect(links.nth(index)).toContainText(title);
  const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
  expect(boxes[0]!.y).toBe(boxes[1]!.y);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  // Touch targets of at least 44 px.
  for (const box of boxes) expect(box!.height).toBeGreaterThanOrEqual(44);
  await links.nth(2).click();
  await expect(page).toHaveURL(new RegExp(`${sitePath(ROUTES.limits)}$`));
  await expect(page.locator('article h1')).toHaveText('제한 및 사양');
});

test('the sidebar lists them as pages after the seven categories, not as a new category, then 문의하기', async ({
  page,
}) => {
  await gotoHydrated(page, ROUTES.faq);
  const sidebar = page.locator('nav.menu');
  const topLevel = sidebar.locator(':scope > ul > li');
  const labels = (await topLevel.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  const categories = Object.values(DOC_CATEGORIES)
    .filter(({slug}) => slug !== 'ai-project' && slug !== 'ai-model-management')
    .map(({label}) => label);
  expect(labels).toEqual([
    '빠르게 시작하기',
    ...categories,
    ...REFERENCE.map(({title}) => title),
    '문의하기',
  ]);
  await expect(sidebar.locator('.menu__list-item-collapsible')).toHaveCount(
    Object.keys(DOC_CATEGORIES).length,
  );
  await expect(sidebar.locator('a.menu__link--active')).toHaveText('자주 묻는 질문');
});

for (const {query, route} of [
  {query: '용어집', route: ROUTES.glossary},
  {query: '자주 묻는 질문', route: ROUTES.faq},
  {query: '릴리스 노트', route: ROUTES.releaseNotes},
  {query: '제한 및 사양', route: ROUTES.limits},
]) {
  test(`search finds ${route} for "${query}"`, async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill(query);
    const first = page.locator('.DocSearch-Dropdown .DocSearch-Hit a').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', new RegExp(`^${sitePath(route)}(#|$)`));
  });
}
