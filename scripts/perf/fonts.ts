/**
 * Which web font files a page really downloads: with unicode-range subsets (Pretendard's dynamic subset)
 * Chromium fetches only the slices that cover the characters on screen, so this can only be measured in a
 * browser. Runs the same Chromium as the tests.
 */
import {chromium, type Browser} from '@playwright/test';
import {SYSTEM_CHROMIUM_ARGS, testChromiumPath} from '../../tests/support/browser';
import {FONT_FILE} from './budgets';
import {gzipSize} from './build-files';

export interface FontLoad {
  url: string;
  bytes: number;
  gzip: number;
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = testChromiumPath();
  return chromium.launch(executablePath ? {executablePath, args: SYSTEM_CHROMIUM_ARGS} : {});
}

export async function fontsLoadedBy(browser: Browser, url: string): Promise<FontLoad[]> {
  const page = await browser.newPage({locale: 'ko-KR'});
  const bodies: Promise<FontLoad>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'font' && !FONT_FILE.test(new URL(response.url()).pathname)) return;
    bodies.push(
      response.body().then((body) => ({url: response.url(), bytes: body.length, gzip: gzipSize(body)})),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  const loads = await Promise.all(bodies);
  await page.close();
  return loads.sort((a, b) => a.url.localeCompare(b.url));
}
