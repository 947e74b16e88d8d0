/**
 * Markdown for AI assistants (plugins/llms-txt): llms.txt at the base path links every doc and post to its
 * Markdown copy, the copies hold the page's content only, and the "페이지 복사" button puts that copy on
 * the clipboard, by mouse or keyboard.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {SITE} from '../../src/config/constants';
import {env} from '../../src/config/env';
import {sitePages} from '../support/routes';
import {ORIGIN, BASE_PATH, sitePath} from '../support/site';
import {gotoHydrated} from '../support/page';

/** The absolute URL prefix every link in the files must start with: the site's URL and base path. */
const SITE_BASE = new URL(BASE_PATH, env.siteUrl).href;

/** Every doc and category of the sidebar and every post of blog/: a new page is expected without a test edit. */
const {docIds, categorySlugs, postSlugs} = sitePages();
const PAGE_ROUTES = [
  ...docIds.map((id) => `/docs/${id}`),
  ...categorySlugs.map((slug) => `/docs/category/${slug}`),
  ...postSlugs.map((slug) => `/blog/${slug}`),
];

async function text(request: APIRequestContext, pathname: string): Promise<{body: string; type: string}> {
  const response = await request.get(`${ORIGIN}${pathname}`);
  expect(response.status(), pathname).toBe(200);
  return {body: await response.text(), type: response.headers()['content-type'] ?? ''};
}

function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
}

test('llms.txt follows llmstxt.org and links the Markdown copy of every doc and post', async ({request}) => {
  const {body, type} = await text(request, sitePath('/llms.txt'));
  expect(type).toMatch(/^text\/plain/);
  const lines = body.split('\n');
  expect(lines[0]).toBe(`# ${SITE.title}`);
  expect(lines[2]).toMatch(/^> \S.*[가-힣]/);
  expect(body).toMatch(/\n## 문서\n\n- \[/);
  expect(body).toMatch(/\n## 블로그\n\n- \[/);

  const listed = links(body);
  expect(listed.sort()).toEqual(PAGE_ROUTES.map((route) => `${SITE_BASE}${route.slice(1)}.md`).sort());
  // One line per page: a Korean title and a one-line Korean description.
  for (const line of lines.filter((l) => l.startsWith('- '))) {
    expect(line).toMatch(/^- \[[^\]]*[가-힣][^\]]*\]\(\S+\.md\): [^\n]*[가-힣]/);
  }
  for (const link of listed) {
    const {type: mdType} = await text(request, new URL(link).pathname);
    expect(mdType, link).toMatch(/^text\/markdown/);
  }
});

test('llms-full.txt holds every page document, in the order of llms.txt', async ({request}) => {
  const index = (await text(request, sitePath('/llms.txt'))).body;
  const {body} = await text(request, sitePath('/llms-full.txt'));
  const titles = [...index.matchAll(/^- \[(.+?)\]\(/gm)].map((m) => m[1].replace(/\\(.)/g, '$1'));
  const positions = titles.map((title) => body.indexOf(`\n# ${title}\n`));
  expect(positions.every((p) => p > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test('a Markdown copy is the page content in Korean with absolute links and no site chrome', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/docs/intro');
  const content = page.locator('article .theme-doc-markdown');
  const headings = await content
    .locator('h2')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent!.replace(/\u200b/g, '').trim()));
  // Text of the navbar, sidebar, breadcrumbs, table of contents, pagination and footer that the content
  // itself does not also say (the footer links "데이터 관리", which the intro names too).
  const contentText = await content.innerText();
  const chrome = await page
    .locator(
      'nav.navbar a, .theme-doc-sidebar-menu a, .theme-doc-breadcrumbs, .table-of-contents a, .pagination-nav, footer.footer a, .footer__title, .footer__copyright, .theme-edit-this-page, button',
    )
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).innerText.trim()).filter(Boolean));
  const chromeOnly = [...new Set(chrome.flatMap((t) => t.split('\n')))]
    .map((t) => t.trim())
    .filter((t) => t.length > 1 && !contentText.includes(t));
  expect(chromeOnly.length).toBeGreaterThan(10);
  const {body} = await text(request, sitePath('/docs/intro.md'));

  expect(body.startsWith(`# ${await page.locator('article h1').innerText()}\n`)).toBe(true);
  expect(body.match(/[가-힣]/g)!.length).toBeGreaterThan(3000);
  expect(headings.length).toBeGreaterThan(3);
  for (const heading of headings) expect(body).toContain(`\n## ${heading}\n`);
  for (const link of links(body)) expect(link, link).toMatch(/^https?:\/\//);
  expect(links(body).some((link) => link.startsWith(`${SITE_BASE}docs/`))).toBe(true);
  expect(body).not.toMatch(/data:image|<!--|<\/?(div|span|svg|nav)\b/);
  for (const label of chromeOnly) expect(body, label).not.toContain(label);
});

test('"페이지 복사" copies the page as Markdown, by keyboard, and says so', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: ORIGIN});
  const route = '/docs/manage_dataset/manage_class';
  await gotoHydrated(page, route);
  const button = page.getByRole('button', {name: '페이지 복사'});
  await expect(button).toBeVisible();

  // In the Tab order right after the breadcrumbs: focus their first link, then Tab, as a keyboard user would.
  await page.locator('.theme-doc-breadcrumbs a').first().focus();
  let focused = false;
  for (let i = 0; i < 10 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await button.evaluate((el) => el === document.activeElement);
  }
  expect(focused).toBe(true);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({hasText: '복사했습니다'})).toBeVisible();
  const {body} = await text(request, sitePath(`${route}.md`));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body);
  expect(body).toMatch(/^# 탐지 클래스 관리\n/);
  // The confirmation is readable (contrast) and the button named, while it shows.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const {violations} = await new AxeBuilder({page: axePage})
    .include(`div:has(> [role="status"])`)
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await expect(page.locator('[role="status"]')).toHaveText('', {timeout: 5_000});
});

test('the copy button fits a phone screen beside the breadcrumbs', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await gotoHydrated(page, '/docs/manage_dataset/manage_class');
  const button = page.getByRole('button', {name: '페이지 복사'});
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeGreaterThanOrEqual(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the Markdown files stay out of the search index and the sitemap', async ({request}) => {
  const sitemap = (await text(request, sitePath('/sitemap.xml'))).body;
  expect(sitemap).not.toMatch(/\.(md|txt)</);
  const manifest = JSON.parse((await text(request, sitePath('/search-index.json'))).body) as Record<
    string,
    string
  >;
  const indexFile = Object.values(manifest).find((v) => typeof v === 'string' && v.endsWith('.json'))!;
  const index = (await text(request, sitePath(`/${indexFile}`))).body;
  expect(index).not.toMatch(/\.md["#]|llms(-full)?\.txt/);
});
