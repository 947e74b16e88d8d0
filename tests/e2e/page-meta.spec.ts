/**
 * Under every doc and post: 최종 수정일 (from git at build time) and, beside "이 페이지 편집",
 * "이 페이지 개선 제안", a link that opens a new GitHub issue about the page.
 */
import {execFileSync} from 'node:child_process';
import {expect, test} from '@playwright/test';
import {EXTERNAL_URLS} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';
import {BASE_PATH} from '../support/site';

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
