/**
 * A doc or post printed (or saved as PDF) is a clean handout: the article alone under a letterhead with the
 * page's title, the site's name, the page's address and its last-updated date; no navigation, buttons or
 * footer; code, tables and images within the sheet; headings kept with what follows; external links with
 * their address. Checked in Chromium's print emulation, then in the PDF Chromium prints.
 */
import {expect, test, type Page} from '@playwright/test';
import {extractText, getDocumentProxy} from 'unpdf';
import {SITE} from '../../src/config/constants';
import {startInColorMode} from '../support/colorMode';
import {gotoHydrated} from '../support/page';

// Printing a long page to PDF takes a while on a busy 2-core machine.
test.describe.configure({timeout: 90_000});

const PAGES = {
  guide: '/docs/manage_ai_learning/ai_project/train_model',
  'code-heavy post': '/blog/yolo-onnx-object-detection-react',
};

/** A4's width less Chromium's default print margins (about 1 cm a side), in CSS px. */
const A4_PRINTABLE_WIDTH = 718;
/** More than any of our guides or posts needs; a runaway layout (a page per line) prints far more. */
const MAX_PAGES = 30;

/** What the screen shows around the article, none of which belongs on paper. */
const SCREEN_ONLY = {
  navbar: '.theme-layout-navbar',
  'docs sidebar': '.theme-doc-sidebar-container',
  'blog sidebar': '.main-wrapper aside',
  'table of contents': '.table-of-contents, .theme-doc-toc-mobile',
  breadcrumbs: '.theme-doc-breadcrumbs',
  footer: '.theme-layout-footer',
  'chatbot link': '[data-testid="chatbot-button"]',
  'buttons (copy code, copy page, back to top)': '.main-wrapper button',
  'edit link': '.theme-edit-this-page',
  'previous/next links': '.pagination-nav',
};

async function openForPrint(page: Page, route: string): Promise<void> {
  await page.setViewportSize({width: A4_PRINTABLE_WIDTH, height: 1000});
  await gotoHydrated(page, route);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.theme-code-block')).every((block) =>
      block.querySelector('.token-line'),
    ),
  );
  await page.emulateMedia({media: 'print'});
}

/** The page's address as the letterhead shows it: the canonical URL, Korean segments decoded. */
async function canonicalUrl(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  return decodeURI(href ?? '');
}

for (const [name, route] of Object.entries(PAGES)) {
  test.describe(`the ${name} printed`, () => {
    test('shows the article alone, under a letterhead', async ({page}) => {
      await openForPrint(page, route);
      for (const [what, selector] of Object.entries(SCREEN_ONLY)) {
        const shown = await page
          .locator(selector)
          .evaluateAll((elements) =>
            elements.filter((element) => (element as HTMLElement).offsetParent !== null),
          );
        expect(shown.length, `${what} on paper`).toBe(0);
      }
      const title = (await page.locator('h1').innerText()).trim();
      const header = page.locator('.print-header');
      await expect(header).toBeVisible();
      await expect(header).toContainText(SITE.title);
      await expect(header).toContainText(title);
      await expect(header).toContainText(await canonicalUrl(page));
      await expect(header).toContainText(/최종 수정일: \d{4}년 \d{1,2}월 \d{1,2}일/);

      await page.emulateMedia({media: 'screen'});
      await expect(header).toBeHidden();
    });

    test('keeps code, tables and images within the sheet, and headings with their text', async ({page}) => {
      await openForPrint(page, route);
      const overflow = await page.evaluate(() => {
        const cut: string[] = [];
        const sheetRight = document.documentElement.clientWidth;
        for (const pre of Array.from(document.querySelectorAll('pre'))) {
          if (pre.scrollWidth > pre.clientWidth) cut.push(`pre: ${pre.textContent?.slice(0, 40)}`);
        }
        for (const element of Array.from(document.querySelectorAll('main table, main img, main svg, pre'))) {
          if (element.getBoundingClientRect().right > sheetRight + 0.5)
            cut.push(`${element.tagName.toLowerCase()} past the sheet's edge`);
        }
        if (document.documentElement.scrollWidth > sheetRight) cut.push('the page scrolls sideways');
        return cut;
      });
      expect(overflow, overflow.join('\n')).toEqual([]);
      const headingBreaks = await page
        .locator('main :is(h1, h2, h3, h4)')
        .evaluateAll((headings) => [...new Set(headings.map((h) => getComputedStyle(h).breakAfter))]);
      expect(headingBreaks).toEqual(['avoid']);
    });

    test('prints as a PDF whose first page carries the letterhead', async ({page}) => {
      await openForPrint(page, route);
      const title = (await page.locator('h1').innerText()).trim();
      const url = await canonicalUrl(page);
      const pdf = await page.pdf({format: 'A4'});
      const document = await getDocumentProxy(new Uint8Array(pdf));
      const {totalPages, text} = await extractText(document);
      expect(totalPages).toBeGreaterThanOrEqual(1);
      expect(totalPages).toBeLessThanOrEqual(MAX_PAGES);
      // Text extraction keeps the characters but not always the spaces between runs.
      const squeeze = (s: string) => s.replace(/\s+/g, '');
      const firstPage = squeeze(text[0]!);
      for (const expected of [SITE.title, title, url, '최종수정일']) {
        expect(firstPage, `first page mentions ${expected}`).toContain(squeeze(expected));
      }
      expect(squeeze(text.join(' '))).not.toContain(squeeze(SITE.copyright));
    });
  });
}

test('an external link shows its address on paper', async ({page}) => {
  await openForPrint(page, PAGES['code-heavy post']);
  const links = page.locator('main article a[href^="http"]');
  expect(await links.count()).toBeGreaterThan(0);
  const shown = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({href: a.getAttribute('href'), after: getComputedStyle(a, '::after').content})),
  );
  for (const {href, after} of shown) expect(after).toBe(`" (${href})"`);
});

test('a reader in dark mode prints dark text on white', async ({page}) => {
  await startInColorMode(page, 'dark');
  await openForPrint(page, PAGES['code-heavy post']);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const colours = await page.evaluate(() => ({
    text: getComputedStyle(document.querySelector('main article p')!).color,
    code: getComputedStyle(document.querySelector('.theme-code-block .token-line span')!).color,
  }));
  expect(colours).toEqual({text: 'rgb(28, 30, 33)', code: 'rgb(28, 30, 33)'});
});
