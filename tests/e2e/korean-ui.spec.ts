import {expect, test, type Locator, type Page} from '@playwright/test';
import {englishThemeFragments} from '../support/englishThemeStrings';
import {gotoHydrated} from '../support/page';

const FRAGMENTS = englishThemeFragments();

/** Content (written by people, may quote English on purpose) is not theme UI: leave it out of the scan. */
const CONTENT = '.markdown, pre, code, article header h1, article header h2';

/** Text and text-bearing attributes of the theme UI under `root`, content excluded. */
async function uiText(root: Locator): Promise<string[]> {
  return root.evaluateAll((roots, content) => {
    const texts: string[] = [];
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'value'];
    for (const r of roots) {
      const walker = document.createTreeWalker(r, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        const element = node instanceof Element ? node : node.parentElement;
        if (!element || element.closest(content) || element.closest('script, style, noscript')) continue;
        if (node instanceof Text) texts.push(node.data);
        else if (node instanceof Element)
          for (const name of attributes) {
            const value = node.getAttribute(name);
            if (value) texts.push(value);
          }
      }
    }
    return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  }, CONTENT);
}

function englishIn(texts: string[]): string[] {
  const found: string[] = [];
  for (const text of texts)
    for (const fragment of FRAGMENTS) {
      const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^A-Za-z])${escaped}($|[^A-Za-z])`).test(text))
        found.push(`"${fragment}" in "${text}"`);
    }
  return found;
}

async function expectNoEnglish(page: Page, root: Locator = page.locator('body')): Promise<void> {
  expect(englishIn(await uiText(root)), `English theme strings on ${page.url()}`).toEqual([]);
}

test('the English theme strings are known (the scan has something to look for)', () => {
  expect(FRAGMENTS.length).toBeGreaterThan(80);
  expect(FRAGMENTS).toEqual(expect.arrayContaining(['Edit this page', 'On this page', 'Search docs']));
  // The scan itself catches a leftover string.
  expect(englishIn(['이전', 'Edit this page'])).toHaveLength(1);
});

const PAGES = {
  home: '/',
  doc: '/docs/manage_dataset/manage_dataset',
  'category index': '/docs/category/data-management',
  'blog list': '/blog',
  'blog post': '/blog/yolo-onnx-object-detection-react',
  'tag list': '/blog/tags',
  'tag page': '/blog/tags/yolo',
  'author list': '/blog/authors',
  'author page': '/blog/authors/dlabflow-dev',
  'blog archive': '/blog/archive',
  'search page': '/search?q=라벨링',
  'not-found page': '/no/such/page',
};

for (const [name, route] of Object.entries(PAGES)) {
  test(`no English theme string on the ${name} (desktop and mobile menu)`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, route);
    await expectNoEnglish(page);
    // The mobile menu renders its own labels (back button, sidebar toggles).
    await page.setViewportSize({width: 390, height: 844});
    const toggle = page.locator('.navbar__toggle');
    await toggle.click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expectNoEnglish(page);
  });
}

test('no English theme string on the search modal screens', async ({page}) => {
  // Our side of the wire only: a hosted search service, if configured, is not reached from tests.
  await page.route(/algolia(net)?\.(net|com|io)/, (route) => route.abort());
  await gotoHydrated(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal).toBeVisible();
  await expectNoEnglish(page, modal);

  // With a query that matches and one that cannot: whichever screen the search shows (hits,
  // no results, or the error screen when no search backend answers) must be Korean too.
  const input = modal.locator('.DocSearch-Input');
  const settled = modal.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen');
  for (const query of ['라벨링', 'zqxjvkw']) {
    await input.fill(query);
    await expect(settled.first()).toBeVisible({timeout: 15_000});
    await expectNoEnglish(page, modal);
  }
});
