/**
 * Each way Koreans type a query (tests/support/search-relevance.ts, TYPING_SET) in the real build, in a real
 * Chromium: typed into the modal, the first hit links to a page that answers it; on /search?q=, the first
 * result does. The engine runs in its Web Worker, on the index the build ships.
 */
import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/page';
import {QUERY_KINDS, TYPING_SET} from '../support/search-relevance';
import {modalInput, openModal} from '../support/search';
import {sitePath} from '../support/site';

/** The first query of each kind: the set's own, so what the relevance test ranks is what the browser shows. */
const SHOWN = QUERY_KINDS.map((kind) => TYPING_SET.find((c) => c.kind === kind)!);

const answers = (expected: string[]) => (href: string | null) =>
  expected.some((route) => new URL(href ?? '', 'http://x').pathname === sitePath(route));

test.describe('typed as Koreans type, in the modal', () => {
  for (const c of SHOWN) {
    test(`${c.kind}: ${c.query}`, async ({page}) => {
      await gotoHydrated(page, '/');
      await openModal(page);
      await modalInput(page).fill(c.query);
      const first = page.locator('.DocSearch-Hit a').first();
      await expect(first).toBeVisible();
      await expect.poll(async () => answers(c.expected)(await first.getAttribute('href'))).toBe(true);
    });
  }
});

test.describe('typed as Koreans type, on /search', () => {
  for (const c of SHOWN) {
    test(`${c.kind}: ${c.query}`, async ({page}) => {
      await gotoHydrated(page, `/search?q=${encodeURIComponent(c.query)}`);
      const first = page.locator('main article h2 a').first();
      await expect(first).toBeVisible();
      expect(answers(c.expected)(await first.getAttribute('href'))).toBe(true);
    });
  }
});
