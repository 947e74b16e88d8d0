import type {BrowserContext, Page} from '@playwright/test';
import {STORAGE_KEYS} from './spec';

export type ColorMode = 'light' | 'dark';

/** Starts every page of the context in the given colour mode, as a returning reader who chose it. */
export async function startInColorMode(target: BrowserContext | Page, mode: ColorMode): Promise<void> {
  await target.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.colorMode,
    mode,
  ] as const);
}
