/**
 * Bad input in the two places the site takes any: /search?q= and the DocSearch modal.
 * Whatever arrives, nothing executes, the query is cut to 64 characters and the
 * page keeps working.
 *
 * Each group shares one page, in order (one test per input, so a failure names its input): the modal stays
 * open from one input to the next, as when a reader keeps typing, and /search is reloaded with each query
 * from a warm cache. A payload that ran would leave its mark (window.pwned, a dialog, an error) for
 * every later test, so sharing hides nothing; a failure skips the rest of its group.
 */
import {expect, test, type Page} from '@playwright/test';
import {ROUTES, SEARCH} from '../../src/config/constants';
import {EXECUTING_PAYLOADS, ODD_TEXT, RAW_QUERY_STRINGS} from '../support/hostile-input';
import {gotoHydrated, sharedPageForGroup} from '../support/page';

interface Watch {
  dialogs: string[];
  pageErrors: string[];
}

/** Records dialogs (dismissed at once) and uncaught errors; both must stay empty. */
function watch(page: Page): Watch {
  const seen: Watch = {dialogs: [], pageErrors: []};
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  return seen;
}

async function expectNothingExecuted(page: Page, seen: Watch): Promise<void> {
  // Give a late render (results, error screen) the chance to inject something.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as {pwned?: unknown}).pwned)).toBeUndefined();
  // Nor was any payload turned into markup (scripts inserted as HTML do not run, but must not exist either).
  expect(await page.locator('img[src="x"], svg[onload], iframe[srcdoc]').count()).toBe(0);
  expect(await page.locator('script', {hasText: 'pwned'}).count()).toBe(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
}

/** The query the box shows is the start of what was asked, cut at the 64-character limit (never split a pair). */
function expectCutQuery(value: string, query: string): void {
  // A text input's value never holds line breaks (HTML value sanitization strips them).
  const asked = query.replace(/[\r\n]/g, '');
  expect(value.length).toBeLessThanOrEqual(SEARCH.queryMaxLength);
  expect(asked.startsWith(value), `"${value}" is not the start of the query`).toBe(true);
  expect(value.length).toBeGreaterThanOrEqual(Math.min(asked.length, SEARCH.queryMaxLength) - 1);
}

// The search page has no <main>; its only search box is the query field (the navbar has a button).
const searchPageInput = (page: Page) => page.getByRole('searchbox').first();

/** The group's shared page, with what it has reported since it opened. */
function sharedPage(): {page: () => Page; seen: () => Watch} {
  let seen: Watch | undefined;
  const page = sharedPageForGroup((opened) => {
    seen = watch(opened);
  });
  return {page, seen: () => seen!};
}

test.describe('/search?q= with hostile input', () => {
  const shared = sharedPage();

  for (const {name, text} of [...EXECUTING_PAYLOADS, ...ODD_TEXT]) {
    test(`${name}: renders, runs nothing, cuts the query`, async () => {
      const [page, seen] = [shared.page(), shared.seen()];
      await gotoHydrated(page, `${ROUTES.search}?q=${encodeURIComponent(text)}`);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      expectCutQuery(await searchPageInput(page).inputValue(), text);
      await expectNothingExecuted(page, seen);
    });
  }

  for (const {name, raw} of RAW_QUERY_STRINGS) {
    test(`bad percent-encoding, ${name}: renders, runs nothing`, async () => {
      const [page, seen] = [shared.page(), shared.seen()];
      await gotoHydrated(page, `${ROUTES.search}?q=${raw}`);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      // What a browser makes of the raw string (invalid sequences become U+FFFD; the first q wins).
      const asked = new URLSearchParams(`q=${raw}`).get('q')!;
      expectCutQuery(await searchPageInput(page).inputValue(), asked);
      await expectNothingExecuted(page, seen);
    });
  }

  test('a query typed into the page is cut at the limit too', async () => {
    const [page, seen] = [shared.page(), shared.seen()];
    await gotoHydrated(page, ROUTES.search);
    const input = searchPageInput(page);
    await input.focus();
    const long = '라벨링'.repeat(40);
    await page.keyboard.insertText(long);
    expectCutQuery(await input.inputValue(), long);
    await expectNothingExecuted(page, seen);
  });
});

test.describe('the search modal with hostile input', () => {
  const shared = sharedPage();

  test.beforeAll(async () => {
    const page = shared.page();
    await gotoHydrated(page, ROUTES.intro);
    await page.locator('.DocSearch-Button').click();
  });

  for (const {name, text} of [...EXECUTING_PAYLOADS, ...ODD_TEXT]) {
    test(`${name}: stays open, runs nothing, cuts the query`, async () => {
      const [page, seen] = [shared.page(), shared.seen()];
      const input = page.locator('.DocSearch-Input');
      await input.fill('');
      await input.focus();
      await expect(input).toBeFocused();
      // insertText is how a paste or an IME commit arrives: the browser applies maxlength to it.
      await page.keyboard.insertText(text);
      expectCutQuery(await input.inputValue(), text);
      await expectNothingExecuted(page, seen);
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page.locator('.DocSearch-Dropdown')).not.toBeEmpty();
    });
  }
});
