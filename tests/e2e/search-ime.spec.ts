/**
 * Korean is typed through an IME, and a syllable is being composed until the next key commits it.
 * While a composition is active, Enter and Escape belong to the IME, not to the modal: the modal stays open and
 * no hit opens; and the results follow the composing text. Chromium gets real composition events through CDP
 * (`Input.imeSetComposition`, `Input.insertText`), as the OS IME would send them, in both search modes' UI.
 */
import {expect, test, type CDPSession, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';
import {modalInput, openModal} from '../support/search';

interface SeenKey {
  key: string;
  code: string;
  keyCode: number;
  isComposing: boolean;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const hits = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Hit');

/** Every keydown as the page receives it, recorded first (a window capture listener added before any other). */
async function recordKeydowns(page: Page): Promise<() => Promise<SeenKey[]>> {
  await page.addInitScript(() => {
    const seen: SeenKey[] = [];
    (window as unknown as {seenKeys: SeenKey[]}).seenKeys = seen;
    window.addEventListener(
      'keydown',
      (e) => seen.push({key: e.key, code: e.code, keyCode: e.keyCode, isComposing: e.isComposing}),
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as {seenKeys: SeenKey[]}).seenKeys);
}

/** A key pressed through CDP, as a keyboard sends it (the IME is what makes it a composing key). */
async function pressKey(cdp: CDPSession, key: 'Escape' | 'Enter', keyCode: number): Promise<void> {
  const event = {key, code: key, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode};
  await cdp.send('Input.dispatchKeyEvent', {type: 'rawKeyDown', ...event});
  if (key === 'Enter') await cdp.send('Input.dispatchKeyEvent', {type: 'char', text: '\r', ...event});
  await cdp.send('Input.dispatchKeyEvent', {type: 'keyUp', ...event});
}

async function startComposing(page: Page, text: string): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', {text, selectionStart: text.length, selectionEnd: text.length});
  await expect(modalInput(page)).toHaveValue(text);
  return cdp;
}

test('results follow the composing text, and Escape during the composition does not close the modal', async ({
  page,
}) => {
  const seenKeys = await recordKeydowns(page);
  await gotoHydrated(page, '/');
  await openModal(page);
  const cdp = await startComposing(page, '라벨');
  // Not committed yet, and the hits are already those of 라벨.
  await expect(hits(page).first()).toBeVisible();
  await expect(hits(page).first().locator('mark').first()).toContainText('라벨');

  await pressKey(cdp, 'Escape', 27);
  // The key really reached the page as a composing key (else this test would prove nothing).
  await expect
    .poll(async () => (await seenKeys()).filter((k) => k.code === 'Escape').map((k) => k.isComposing))
    .toEqual([true]);
  await expect(modal(page)).toBeVisible();

  await cdp.send('Input.insertText', {text: '라벨'});
  await expect(modalInput(page)).toHaveValue('라벨');
  await expect(hits(page).first()).toBeVisible();
  // Once nothing is being composed, Escape closes the modal as before.
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
});

test('Enter during the composition opens no hit; after it, Enter opens the selected hit', async ({page}) => {
  const seenKeys = await recordKeydowns(page);
  await gotoHydrated(page, '/');
  await openModal(page);
  const cdp = await startComposing(page, '라벨링');
  await expect(hits(page).first()).toBeVisible();
  const url = page.url();

  await pressKey(cdp, 'Enter', 13);
  await expect
    .poll(async () => (await seenKeys()).filter((k) => k.code === 'Enter').map((k) => k.isComposing))
    .toEqual([true]);
  await expect(modal(page)).toBeVisible();
  expect(page.url()).toBe(url);

  await cdp.send('Input.insertText', {text: '라벨링'});
  await expect(modalInput(page)).toHaveValue('라벨링');
  const first = page.locator('.DocSearch-Hit[aria-selected="true"] a');
  const href = (await first.getAttribute('href'))!.split('#')[0]!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(href));
  await expect(modal(page)).toHaveCount(0);
});
