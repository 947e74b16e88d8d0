/** What a page reports that a reader never should see: console errors, React hydration messages, uncaught exceptions. */
import {expect, type Page} from '@playwright/test';

/** React's production hydration errors (#418 text, #423 recoverable, #425 text content) and any dev wording. */
const HYDRATION_MESSAGE = /hydrat|react\.dev\/errors\/(418|423|425)|Minified React error #(418|423|425)/i;

export interface Problem {
  kind: 'console error' | 'hydration message' | 'uncaught exception';
  text: string;
}

/**
 * Records what the page reports from now on. Chromium's own console line for a page served with 404 (the
 * not-found page, `expectedStatusUrl`) is that page's answer, not an error.
 */
export function watchProblems(page: Page, expectedStatusUrl?: string): Problem[] {
  const problems: Problem[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (HYDRATION_MESSAGE.test(text)) problems.push({kind: 'hydration message', text});
    else if (message.type() === 'error') {
      const ownStatus = expectedStatusUrl && message.location().url === expectedStatusUrl;
      if (!(ownStatus && /status of 404/.test(text))) problems.push({kind: 'console error', text});
    }
  });
  page.on('pageerror', (error) => problems.push({kind: 'uncaught exception', text: error.message}));
  return problems;
}

/** Waits for hydration and for the network to settle, so late work (results, lazy chunks) can fail too. */
export async function expectNoProblems(page: Page, route: string, problems: Problem[]): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(problems, `${route} reported problems`).toEqual([]);
}
