/**
 * Local mode: when the engine searched a converted query (the keyboard left on the other layout),
 * the modal and /search say which query they searched, "‘라벨링 작업’ 검색 결과", and offer the query as typed,
 * which then searches exactly that. A correct query shows no notice. Queries come from the relevance set
 * (tests/support/search-relevance.ts), so what the engine converts there is what the browser shows here.
 */
import {expect, test, type Page} from '@playwright/test';
import {AS_TYPED_URL_PARAM} from '../../plugins/search-local/client/searchedQuery';
import {gotoHydrated} from '../support/page';
import {TYPING_SET} from '../support/search-relevance';
import {modalInput, openModal, SEARCH_TEXT, SEARCHED_QUERY_TEXT} from '../support/search';

const converted = TYPING_SET.filter((c) => c.searched !== undefined);
/** Latin keys typed for Hangul ('fkqpffld wkrdjq' → '라벨링 작업'), and Hangul jamo typed for a Latin word ('ㅐㅜㅜㅌ' → 'onnx'). */
const LATIN_FOR_HANGUL = converted.find((c) => /^[a-z ]+$/.test(c.query))!;
const JAMO_FOR_LATIN = converted.find((c) => /^[ㄱ-ㅣ]+$/.test(c.query))!;
const CORRECT = '라벨링 작업';

const modalHits = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Hit');
const modalNotice = (page: Page) => page.locator('.DocSearch-Dropdown [role="status"]');
const pageNotice = (page: Page) => page.locator('.main-wrapper [role="status"]');
const pageResults = (page: Page) => page.locator('main article');

test.describe('in the modal', () => {
  for (const c of [LATIN_FOR_HANGUL, JAMO_FOR_LATIN]) {
    test(`${c.query} says it searched ${c.searched}`, async ({page}) => {
      await gotoHydrated(page, '/');
      await openModal(page);
      await modalInput(page).fill(c.query);
      await expect(modalNotice(page)).toContainText(SEARCHED_QUERY_TEXT.results(c.searched!));
      await expect(modalNotice(page).getByRole('button')).toHaveText(
        SEARCHED_QUERY_TEXT.searchAsTyped(c.query),
      );
      await expect(modalHits(page).first()).toBeVisible();
    });
  }

  test('the offer, chosen with the keyboard, searches the query as typed', async ({page}) => {
    const {query} = LATIN_FOR_HANGUL;
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill(query);
    const offer = modalNotice(page).getByRole('button', {name: SEARCHED_QUERY_TEXT.searchAsTyped(query)});
    // Tab reaches it right after the search box's own buttons (clear, close).
    for (let tabs = 0; tabs < 5 && !(await offer.evaluate((e) => e === document.activeElement)); tabs++) {
      await page.keyboard.press('Tab');
    }
    await expect(offer).toBeFocused();
    await page.keyboard.press('Enter');
    // Searched as typed, these keys find nothing: DocSearch's own no-results screen names the query.
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText(SEARCH_TEXT.noResults);
    await expect(noResults).toContainText(query);
    await expect(modalNotice(page).locator('p')).toHaveCount(0);
    await expect(modalInput(page)).toBeFocused();
    await expect(modalInput(page)).toHaveValue(query);
    // The choice was for that query only: the next one is converted again.
    await modalInput(page).fill(JAMO_FOR_LATIN.query);
    await expect(modalNotice(page)).toContainText(SEARCHED_QUERY_TEXT.results(JAMO_FOR_LATIN.searched!));
  });

  test('a correct query shows no notice', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill(LATIN_FOR_HANGUL.query);
    await expect(modalNotice(page)).not.toHaveText('');
    await modalInput(page).fill(CORRECT);
    await expect(modalHits(page).first().locator('mark').first()).toContainText('라벨링');
    await expect(modalNotice(page)).toHaveCount(1);
    await expect(modalNotice(page).locator('p')).toHaveCount(0);
  });
});

test.describe('on /search', () => {
  test('says which query it searched; the link searches the query as typed, Back the converted one', async ({
    page,
  }) => {
    const {query, searched} = LATIN_FOR_HANGUL;
    await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(pageNotice(page)).toContainText(SEARCHED_QUERY_TEXT.results(searched!));
    await expect(pageResults(page).first()).toBeVisible();
    // The notice sits between the results count and the results.
    const noticeBox = (await pageNotice(page).boundingBox())!;
    expect((await pageResults(page).first().boundingBox())!.y).toBeGreaterThan(noticeBox.y);

    await pageNotice(page)
      .getByRole('link', {name: SEARCHED_QUERY_TEXT.searchAsTyped(query)})
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]${AS_TYPED_URL_PARAM}=1`));
    await expect(page.getByText(SEARCH_TEXT.pageNoResults)).toBeVisible();
    await expect(pageNotice(page).locator('p')).toHaveCount(0);
    await expect(page.locator('input[type="search"][name="q"]')).toHaveValue(query);

    await page.goBack();
    await expect(pageNotice(page)).toContainText(SEARCHED_QUERY_TEXT.results(searched!));
    await expect(pageResults(page).first()).toBeVisible();
  });

  test('editing the query drops the as-typed choice; a correct query shows no notice', async ({page}) => {
    const {query} = LATIN_FOR_HANGUL;
    await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}&${AS_TYPED_URL_PARAM}=1`);
    await expect(page.getByText(SEARCH_TEXT.pageNoResults)).toBeVisible();
    const input = page.locator('input[type="search"][name="q"]');
    await input.fill(CORRECT);
    await expect(pageResults(page).first()).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(AS_TYPED_URL_PARAM));
    await expect(input).toBeFocused();
    await expect(pageNotice(page).locator('p')).toHaveCount(0);
  });
});
