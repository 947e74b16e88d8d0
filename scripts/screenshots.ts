/**
 * Screenshots of the main page types at desktop (1280) and mobile (390) widths, in light and dark
 * mode, for a person to look at (not a test). Serve the build first (`npm run serve`), then:
 *   npx tsx scripts/screenshots.ts [outDir=/tmp/shots] [origin=http://127.0.0.1:3000]
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {SYSTEM_CHROMIUM_ARGS, systemChromiumPath} from '../tests/support/browser';
import {BASE_PATH} from '../tests/support/site';

const outDir = process.argv[2] ?? '/tmp/shots';
const origin = process.argv[3] ?? 'http://127.0.0.1:3000';
const PAGES = {
  home: '/',
  doc: '/docs/manage_dataset/manage_dataset',
  post: '/blog/yolo-onnx-object-detection-react',
} as const;
const VIEWPORTS = {desktop: {width: 1280, height: 900}, mobile: {width: 390, height: 844}} as const;

async function main(): Promise<void> {
  fs.mkdirSync(outDir, {recursive: true});
  const executablePath = systemChromiumPath();
  const browser = await chromium.launch(executablePath ? {executablePath, args: SYSTEM_CHROMIUM_ARGS} : {});
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const mode of ['light', 'dark'] as const) {
      const context = await browser.newContext({viewport, locale: 'ko-KR', deviceScaleFactor: 1});
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      for (const [pageName, route] of Object.entries(PAGES)) {
        await page.goto(origin + BASE_PATH + route.replace(/^\//, ''));
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outDir, `${pageName}-${viewportName}-${mode}.png`);
        await page.screenshot({path: file, fullPage: pageName === 'home'});
        console.log(file);
        if (pageName === 'home' && viewportName === 'mobile') {
          // A full mobile page is too tall to read at once: also save it screen by screen.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0, part = 1; y < height; y += viewport.height, part++) {
            const clip = {x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y)};
            const partFile = file.replace(/\.png$/, `-${part}.png`);
            await page.screenshot({path: partFile, fullPage: true, clip});
            console.log(partFile);
          }
        }
      }
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
