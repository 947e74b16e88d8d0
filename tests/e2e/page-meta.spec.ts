/**
 * Under every doc and post: 최종 수정일 (from git at build time) and, beside "이 페이지 편집",
 * "이 페이지 개선 제안", a link that opens a new GitHub issue about the page.
 * In every page's head: what a link preview shows (title, description, and the page's own share card).
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {load, type CheerioAPI} from 'cheerio';
import {CARD_SIZE, cardAlt, SECTION_FALLBACKS} from '../../plugins/social-cards/card';
import {renderCard} from '../../plugins/social-cards/render';
import {EXTERNAL_URLS, SITE} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';
import {BASE_PATH, ORIGIN} from '../support/site';
import {sitemapRoutesInBuild} from '../support/sitemap';

const SITE_URL = (process.env.SITE_URL ?? 'https://grit-docs.github.io').replace(/\/$/, '');
const REPOSITORY = (process.env.EDIT_URL ?? `${EXTERNAL_URLS.repository}/edit/main/`).replace(
  /\/(edit|blob|tree)\/.*$/,
  '',
);

const PAGES = [
  {kind: 'doc', route: '/docs/data_management/data_upload', file: 'docs/data_management/data_upload.md'},
  {kind: 'post', route: '/blog/annotation', file: 'blog/2025-06-30-annotation/index.md'},
] as const;

/** The day of the file's last commit, as the footer shows it (UTC, like Docusaurus' formatter). */
function lastCommitDay(file: string): Date {
  const seconds = Number(
    execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim(),
  );
  expect(seconds, `${file} has a commit`).toBeGreaterThan(0);
  return new Date(seconds * 1000);
}

for (const {kind, route, file} of PAGES) {
  test.describe(`${kind} ${route}`, () => {
    test('shows 최종 수정일: the date of its last commit, in Korean', async ({page}) => {
      await gotoHydrated(page, route);
      const lastUpdated = page.locator('.theme-last-updated');
      await expect(lastUpdated).toBeVisible();
      const committed = lastCommitDay(file);
      const korean = `${committed.getUTCFullYear()}년 ${committed.getUTCMonth() + 1}월 ${committed.getUTCDate()}일`;
      await expect(lastUpdated).toHaveText(`최종 수정일: ${korean}`);
      await expect(lastUpdated.locator('time')).toHaveAttribute(
        'datetime',
        new RegExp(`^${committed.toISOString().slice(0, 10)}`),
      );
    });

    test('"이 페이지 개선 제안" sits beside "이 페이지 편집" and opens a new issue with the title and URL', async ({
      page,
    }) => {
      await gotoHydrated(page, route);
      const edit = page.getByRole('link', {name: '이 페이지 편집'});
      const suggest = page.getByRole('link', {name: '이 페이지 개선 제안'});
      await expect(edit).toBeVisible();
      await expect(suggest).toBeVisible();
      // Same footer row as the edit link.
      await expect(edit.locator('xpath=..').getByRole('link', {name: '이 페이지 개선 제안'})).toHaveCount(1);
      await expect(suggest).toHaveAttribute('target', '_blank');
      await expect(suggest).toHaveAttribute('rel', /\bnoopener\b/);

      const title = (await page.locator('main article h1').first().innerText()).trim();
      const href = (await suggest.getAttribute('href'))!;
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe(`${REPOSITORY}/issues/new`);
      expect(url.searchParams.get('title')).toBe(`[개선 제안] ${title}`);
      const pageUrl = `${SITE_URL}${BASE_PATH}${route.replace(/^\//, '')}`;
      expect(url.searchParams.get('body')).toContain(`페이지: ${pageUrl}\n`);
      // Percent-encoded as the address bar sends it: Hangul and spaces never appear raw.
      expect(href).toContain(`title=${encodeURIComponent(`[개선 제안] ${title}`)}&`);
      expect(href).toContain(encodeURIComponent(pageUrl));
    });
  });
}

test('a post’s header shows its date in Korean, as the theme formats it, and its reading time', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/annotation');
  const info = page.locator('article header time').first();
  const datetime = (await info.getAttribute('datetime'))!;
  expect(datetime).toMatch(/^2025-06-30/); // the folder's date: blog/2025-06-30-annotation
  // The browser's own Intl, with the options of theme-classic's BlogPostItem/Header/Info.
  const intl = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('ko', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(
        new Date(iso),
      ),
    datetime,
  );
  await expect(info).toHaveText(intl);
  await expect(info.locator('xpath=..')).toHaveText(/^2025년 6월 30일 · 약 \d+분$/);
});

/** The home page's designed card: the one every page without its own card shares. */
const SITE_CARD = `${SITE_URL}${BASE_PATH}img/social-card.png`;

type PageKind = 'doc' | 'post' | 'markdown page' | 'other';

/** What the theme says a page is, from the classes it puts on <html> (a category index is a doc page too). */
function kindOf($: CheerioAPI): PageKind {
  const html = $('html');
  if (html.hasClass('docs-doc-page')) return 'doc';
  if (html.hasClass('blog-post-page')) return 'post';
  if (html.hasClass('mdx-page')) return 'markdown page';
  return 'other';
}

/** The section a reader sees: a doc's breadcrumb categories (the home icon has no text), else its kind's. */
function shownSection($: CheerioAPI, kind: PageKind): string {
  if (kind === 'post') return SECTION_FALLBACKS.blog;
  if (kind === 'markdown page') return SECTION_FALLBACKS.page;
  const categories = $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
    .map((_, item) => $(item).text().trim())
    .get()
    .filter(Boolean);
  return categories.length > 0 ? categories.join(' › ') : SECTION_FALLBACKS.docs;
}

async function fetchPage(request: APIRequestContext, route: string): Promise<CheerioAPI> {
  const response = await request.get(`${ORIGIN}${BASE_PATH}${route.replace(/^\//, '')}`);
  expect(response.status()).toBe(200);
  return load(await response.text());
}

const meta = ($: CheerioAPI, key: string) =>
  $(`head meta[property="${key}"], head meta[name="${key}"]`)
    .map((_, tag) => $(tag).attr('content'))
    .get();

/** The card the page names, fetched from the site as a preview service would: absolute URL, under the site. */
async function fetchCard(request: APIRequestContext, url: string): Promise<Buffer> {
  expect(url.startsWith(`${SITE_URL}${BASE_PATH}`), `${url} is under the site`).toBe(true);
  const response = await request.get(`${ORIGIN}${new URL(url).pathname}`);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  return response.body();
}

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

test.describe('link previews', () => {
  for (const route of sitemapRoutesInBuild()) {
    test(`${route}: title, description and share card`, async ({request}) => {
      const $ = await fetchPage(request, route);
      const kind = kindOf($);
      test.slow(
        kind !== 'other',
        'draws the page’s card again, a CPU-bound second or more on a busy machine',
      );
      const h1 = $('main h1, article h1').first().text().trim();

      expect(meta($, 'twitter:card')).toEqual(['summary_large_image']);
      const [description] = meta($, 'description');
      expect(meta($, 'og:description')).toEqual(description ? [description] : []);
      if (kind !== 'other') {
        expect(description, 'a doc, post or Markdown page has a description').toBeTruthy();
        expect(meta($, 'og:title')).toEqual([`${h1} | ${SITE.title}`]);
      } else {
        expect(meta($, 'og:title')).toHaveLength(1);
      }

      const images = meta($, 'og:image');
      expect(images).toHaveLength(1);
      expect(meta($, 'twitter:image')).toEqual(images);
      expect(meta($, 'og:image:width')).toEqual([String(CARD_SIZE.width)]);
      expect(meta($, 'og:image:height')).toEqual([String(CARD_SIZE.height)]);
      const card = await fetchCard(request, images[0]);
      expect(pngSize(card)).toEqual(CARD_SIZE);

      if (kind === 'other') {
        // Home, listing and search pages share the designed card.
        expect(images[0]).toBe(SITE_CARD);
        return;
      }
      expect(images[0]).not.toBe(SITE_CARD);
      const section = shownSection($, kind);
      expect(meta($, 'og:image:alt')).toEqual([cardAlt(h1, section)]);
      // The card shows what the reader sees: drawn again from the page's <h1> and breadcrumbs with the same
      // renderer (which draws the same input to the same bytes), it must equal the shipped file.
      const drawn = await renderCard({title: h1, section, siteTitle: SITE.title});
      expect(drawn.equals(card), `${images[0]} shows "${section} / ${h1}"`).toBe(true);
    });
  }

  test('each page’s card is its own', async ({request}) => {
    const pagesByCard = new Map<string, string[]>();
    for (const route of sitemapRoutesInBuild()) {
      const $ = await fetchPage(request, route);
      if (kindOf($) === 'other') continue;
      const hash = crypto
        .createHash('sha256')
        .update(await fetchCard(request, meta($, 'og:image')[0]))
        .digest('hex');
      pagesByCard.set(hash, [...(pagesByCard.get(hash) ?? []), route]);
    }
    expect(pagesByCard.size).toBeGreaterThan(30);
    expect([...pagesByCard.values()].filter((routes) => routes.length > 1)).toEqual([]);
  });

  test('moving to another doc in the browser names that doc’s card', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    const ogImage = page.locator('head meta[property="og:image"]');
    await expect(ogImage).toHaveAttribute(
      'content',
      `${SITE_URL}${BASE_PATH}img/social-cards/docs/intro.png`,
    );
    await page.locator('.theme-doc-sidebar-menu a[href$="/docs/data_management/data_storage"]').click();
    await expect(page).toHaveURL(/\/docs\/data_management\/data_storage$/);
    await expect(ogImage).toHaveAttribute(
      'content',
      `${SITE_URL}${BASE_PATH}img/social-cards/docs/data_management/data_storage.png`,
    );
  });
});
