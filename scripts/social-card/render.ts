/**
 * Renders scripts/social-card/social-card.svg to static/img/social-card.png (1200×630, the Open Graph size)
 * in Chromium, with Pretendard from the `pretendard` package so the Korean text looks the same on any machine.
 * Run after editing the SVG: `npx tsx scripts/social-card/render.ts`; the budgets check keeps it < 100 KB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {REPO_ROOT} from '../lib/paths';
import {launchChromium} from '../perf/fonts';

const WIDTH = 1200;
const HEIGHT = 630;
const svgFile = path.join(REPO_ROOT, 'scripts', 'social-card', 'social-card.svg');
const pngFile = path.join(REPO_ROOT, 'static', 'img', 'social-card.png');
const fontDir = path.join(REPO_ROOT, 'node_modules', 'pretendard', 'dist', 'web', 'static', 'woff2');

const WEIGHTS = {500: 'Medium', 600: 'SemiBold', 800: 'ExtraBold'} as const;

async function main(): Promise<void> {
  const fontFaces = Object.entries(WEIGHTS)
    .map(
      ([weight, name]) =>
        `@font-face{font-family:Pretendard;font-weight:${weight};src:url(${pathToFileURL(path.join(fontDir, `Pretendard-${name}.woff2`)).href})}`,
    )
    .join('');
  const html = `<!doctype html><style>${fontFaces}html,body{margin:0}</style>${fs.readFileSync(svgFile, 'utf8')}`;
  const htmlFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'social-card-')), 'card.html');
  fs.writeFileSync(htmlFile, html);

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({viewport: {width: WIDTH, height: HEIGHT}});
    await page.goto(pathToFileURL(htmlFile).href);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({path: pngFile, clip: {x: 0, y: 0, width: WIDTH, height: HEIGHT}});
  } finally {
    await browser.close();
    fs.rmSync(path.dirname(htmlFile), {recursive: true, force: true});
  }
  console.log(
    `Wrote ${path.relative(REPO_ROOT, pngFile)} (${(fs.statSync(pngFile).size / 1024).toFixed(1)} KB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
