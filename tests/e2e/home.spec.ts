import {expect, test, type Locator, type Page} from '@playwright/test';
import {DOC_CATEGORIES, EXTERNAL_URLS, ROUTES, SITE} from '../../src/config/constants';
import {SEARCH_SUGGESTIONS} from '../../src/config/search-suggestions';
import {TOP_QUESTIONS} from '../../src/config/top-questions';
import {gotoHydrated, nextFrames} from '../support/page';
import {modalInput} from '../support/search';
import {ORIGIN, sitePath} from '../support/site';
import {boxOf} from '../support/geometry';

const PHONE = {width: 390, height: 844};
const topQuestions = (page: Page) => page.locator('section[aria-labelledby="home-top-questions-title"] li a');

const WORKFLOW = ['수집', '라벨링', '학습', '평가', '다운로드'];

test.describe('home page', () => {
  test('the first screen of a phone: the title, the search field, the suggested searches and the top questions', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    const inFirstScreen = async (locator: Locator) =>
      expect((await boxOf(locator)).y + (await boxOf(locator)).height).toBeLessThanOrEqual(PHONE.height);
    await expect(page.locator('main h1')).toHaveText(SITE.title);
    const field = page.getByRole('searchbox', {name: '무엇을 도와드릴까요?'});
    await inFirstScreen(field);
    const chips = page.getByRole('navigation', {name: SEARCH_SUGGESTIONS.headings.queries}).getByRole('link');
    expect(await chips.allInnerTexts()).toEqual([...SEARCH_SUGGESTIONS.queries]);
    await inFirstScreen(chips.last());
    await inFirstScreen(page.getByRole('heading', {name: '자주 묻는 질문'}));
    await inFirstScreen(topQuestions(page).first());
  });

  test('the home search finds a guide from a phone', async ({page}) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    await page.getByRole('searchbox', {name: '무엇을 도와드릴까요?'}).fill('데이터셋 만들기');
    await expect(modalInput(page)).toBeFocused();
    await expect(modalInput(page)).toHaveValue('데이터셋 만들기');
    const first = page.locator('.DocSearch-Modal .DocSearch-Hit a').first();
    await expect(first).toHaveAttribute('href', new RegExp(`^${sitePath('/docs/')}`));
    await first.click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page).toHaveURL(/\/docs\//);
  });

  test('a tap on the home search opens the search modal; a suggested search shows its results', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    await page.getByRole('searchbox', {name: '무엇을 도와드릴까요?'}).click();
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    const query = SEARCH_SUGGESTIONS.queries[0]!;
    await page.getByRole('link', {name: query}).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(ROUTES.search)}\\?q=`));
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('Korean typed through an IME moves to the modal whole, once the syllable is committed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const field = page.getByRole('searchbox', {name: '무엇을 도와드릴까요?'});
    await field.focus();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', {text: '라벨', selectionStart: 2, selectionEnd: 2});
    await expect(field).toHaveValue('라벨');
    // Enter commits the syllable in the IME; it neither leaves the page nor opens the modal mid-syllable.
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'rawKeyDown',
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: 229,
    });
    await nextFrames(page);
    await expect(field).toBeFocused();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await cdp.send('Input.insertText', {text: '라벨'});
    await expect(modalInput(page)).toHaveValue('라벨');
    await expect(page.locator('.DocSearch-Modal .DocSearch-Hit').first()).toBeVisible();
    await expect(field).toHaveValue('');
    expect(new URL(page.url()).pathname).toBe(sitePath('/'));
  });

  test("without the page's code, the home search is a form that opens /search", async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(sitePath('/'));
    await page.getByRole('searchbox', {name: '무엇을 도와드릴까요?'}).fill('라벨링');
    await page.getByRole('button', {name: '검색', exact: true}).click();
    await expect(page).toHaveURL(
      new RegExp(`${sitePath(ROUTES.search)}\\?q=${encodeURIComponent('라벨링')}`),
    );
    await context.close();
  });

  test('each top question lands on its answer in the FAQ', async ({page, request}) => {
    await gotoHydrated(page, '/');
    const links = topQuestions(page);
    expect(TOP_QUESTIONS.length).toBeGreaterThanOrEqual(5);
    expect(TOP_QUESTIONS.length).toBeLessThanOrEqual(8);
    await expect(links).toHaveCount(TOP_QUESTIONS.length);
    const faq = await (await request.get(`${ORIGIN}${sitePath(ROUTES.faq)}`)).text();
    for (const [i, {question, anchor}] of TOP_QUESTIONS.entries()) {
      await expect(links.nth(i)).toHaveText(question);
      await expect(links.nth(i)).toHaveAttribute('href', `${sitePath(ROUTES.faq)}#${anchor}`);
      // The built FAQ has a heading with that id (an id written without quotes when minified).
      expect(faq, anchor).toMatch(new RegExp(`<h3[^>]* id="?${anchor}"?[ >]`));
    }
    await links.nth(2).click();
    const target = page.locator(`#${TOP_QUESTIONS[2]!.anchor}`);
    await expect(target).toBeInViewport();
    await expect(target).toContainText(TOP_QUESTIONS[2]!.question.replace(/[.?]$/, ''));
  });

  test('the contact block says when, what and where, with an e-mail to the support address', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const block = page.locator('section[aria-labelledby="home-contact-title"]');
    for (const term of ['언제', '무엇을', '어디로'])
      await expect(block.locator('dt', {hasText: term})).toHaveCount(1);
    await expect(block.getByRole('link', {name: EXTERNAL_URLS.contactEmail})).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${EXTERNAL_URLS.contactEmail}\\?subject=`),
    );
    await expect(block.getByRole('link', {name: '문의 방법 자세히 보기'})).toHaveAttribute(
      'href',
      sitePath(ROUTES.support),
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

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
