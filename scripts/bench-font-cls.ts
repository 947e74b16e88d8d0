/**
 * Cumulative Layout Shift caused by the web font, measured in Chromium (a benchmark: prints numbers,
 * asserts nothing). Each page is loaded with font responses held back by DELAYS_MS, so the fallback
 * font paints first and Pretendard swaps in afterwards, as on a slow connection.
 * Serve the build first (`npm run serve`), then:
 *   npx tsx scripts/bench-font-cls.ts [origin=http://127.0.0.1:3000]
 */
import {chromium, type Browser} from '@playwright/test';
import {SYSTEM_CHROMIUM_ARGS, systemChromiumPath} from '../tests/support/browser';
import {webFontArrived} from '../tests/support/fonts';
import {BASE_PATH} from '../tests/support/site';
import {koreanFontSubsetOptions} from '../src/config/fonts';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const PAGES = ['/', '/docs/manage_dataset/manage_dataset', '/blog/yolo-onnx-object-detection-react'];
const DELAYS_MS = [0, 300, 1000];
const VIEWPORTS = {desktop: {width: 1280, height: 900}, mobile: {width: 390, height: 844}};

async function measure(
  browser: Browser,
  route: string,
  delayMs: number,
  viewport: {width: number; height: number},
) {
  const context = await browser.newContext({viewport, locale: 'ko-KR'});
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as {__cls: number; __shifts: number};
    w.__cls = 0;
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts++;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  let fonts = 0;
  await page.route('**/*.woff2', async (route) => {
    fonts++;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  await page.goto(origin + BASE_PATH + route.replace(/^\//, ''));
  await webFontArrived(page, koreanFontSubsetOptions.family);
  // Let the swap's relayout be observed.
  await page.waitForTimeout(500);
  const {cls, shifts} = await page.evaluate(() => {
    const w = window as unknown as {__cls: number; __shifts: number};
    return {cls: w.__cls, shifts: w.__shifts};
  });
  await context.close();
  return {cls, shifts, fonts};
}

async function main(): Promise<void> {
  const executablePath = systemChromiumPath();
  const browser = await chromium.launch(executablePath ? {executablePath, args: SYSTEM_CHROMIUM_ARGS} : {});
  console.log('viewport  font delay  CLS      shifts  font files  page');
  for (const [name, viewport] of Object.entries(VIEWPORTS))
    for (const delay of DELAYS_MS)
      for (const route of PAGES) {
        const {cls, shifts, fonts} = await measure(browser, route, delay, viewport);
        console.log(
          `${name.padEnd(9)} ${String(delay).padStart(5)} ms  ${cls.toFixed(4).padEnd(8)} ${String(shifts).padStart(6)}  ${String(fonts).padStart(10)}  ${route}`,
        );
      }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
