import {expect, type Page} from '@playwright/test';

/** Docusaurus sets data-has-hydrated on <html> once React has taken over the server HTML. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path.replace(/^\//, ''));
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}
