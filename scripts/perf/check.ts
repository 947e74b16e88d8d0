/**
 * `npm test` step: performance budgets and Lighthouse's deterministic categories, against build/.
 *   1. sizes read from the build: initial JS+CSS per page, search code and index kept lazy, raster images,
 *      width/height on content images, no render-blocking third-party requests;
 *   2. in Chromium: the web font files a page actually downloads;
 *   3. Lighthouse (mobile preset) accessibility, best practices and SEO = 100 on the four measured pages.
 * Timing (Lighthouse performance, LCP, build time) is reported by `npm run bench`, never asserted.
 *
 * Usage: tsx scripts/perf/check.ts [--no-lighthouse] [--dir build]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {env} from '../../src/config/env';
import {
  checkImageDimensions,
  checkInitialBundles,
  checkRasterImages,
  checkSearchCodeIsLazy,
  checkSearchIndex,
  kb,
  measureAllPages,
  measureSearchIndexes,
  type CheckResult,
  type PageWeight,
  type PreviousSizes,
} from './budget-checks';
import {
  ASSERTED_LIGHTHOUSE_CATEGORIES,
  BUDGETS,
  MEASURED_PAGES,
  pagePath,
  REQUIRED_LIGHTHOUSE_SCORE,
} from './budgets';
import {REPO_ROOT} from '../lib/paths';
import {unhashedName} from './build-files';
import {fontsLoadedBy, launchChromium} from './fonts';
import {failingAudits, runLighthouse} from './lighthouse';
import {serveBuild, type LocalSite} from './local-server';

/** Per-file sizes of the last run (gitignored), so a failure can say what grew since. */
const lastSizesFile = path.join(REPO_ROOT, 'bench-results', 'budgets-last.json');

function readPreviousSizes(): PreviousSizes {
  try {
    return JSON.parse(fs.readFileSync(lastSizesFile, 'utf8')) as PreviousSizes;
  } catch {
    return {};
  }
}

function writeSizes(weights: PageWeight[]): void {
  const sizes: PreviousSizes = {};
  for (const w of weights) for (const f of [...w.js, ...w.css]) sizes[unhashedName(f.file)] = f.gzip;
  fs.mkdirSync(path.dirname(lastSizesFile), {recursive: true});
  fs.writeFileSync(lastSizesFile, JSON.stringify(sizes, null, 2) + '\n');
}

async function checkFonts(site: LocalSite): Promise<CheckResult> {
  const browser = await launchChromium();
  const report: string[] = [];
  const failures: string[] = [];
  try {
    for (const page of MEASURED_PAGES) {
      const fonts = await fontsLoadedBy(browser, site.url(pagePath(page)));
      const total = fonts.reduce((sum, f) => sum + f.gzip, 0);
      report.push(
        `${page.name.padEnd(7)} ${fonts.length} font files, ${kb(total)} gzip / ${kb(BUDGETS.fontsGzipPerPage)}`,
      );
      if (total > BUDGETS.fontsGzipPerPage) {
        const files = [...fonts].sort((a, b) => b.gzip - a.gzip).map((f) => `    ${f.url}: ${kb(f.gzip)}`);
        failures.push(
          `${page.name}: web fonts ${kb(total)} gzip > ${kb(BUDGETS.fontsGzipPerPage)}:\n${files.join('\n')}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return {name: 'web fonts downloaded per page (Chromium)', report, failures};
}

async function checkLighthouse(site: LocalSite): Promise<CheckResult> {
  const report: string[] = [];
  const failures: string[] = [];
  // One run per page: these categories are pass/fail audits that do not depend on timing.
  for (const page of MEASURED_PAGES) {
    const lhr = await runLighthouse(site.url(pagePath(page)), ASSERTED_LIGHTHOUSE_CATEGORIES, {}, 'audit');
    const scores = ASSERTED_LIGHTHOUSE_CATEGORIES.map(
      (c) => `${c} ${Math.round((lhr.categories[c]?.score ?? 0) * 100)}`,
    );
    report.push(`${page.name.padEnd(7)} ${scores.join(', ')}`);
    for (const category of ASSERTED_LIGHTHOUSE_CATEGORIES) {
      const score = lhr.categories[category]?.score ?? 0;
      if (score < REQUIRED_LIGHTHOUSE_SCORE) {
        failures.push(
          `${page.name} (${pagePath(page)}): ${category} ${Math.round(score * 100)} < 100:\n      ` +
            failingAudits(lhr, category).join('\n      '),
        );
      }
    }
  }
  return {name: 'Lighthouse (mobile) accessibility, best practices, SEO', report, failures};
}

function print(result: CheckResult): void {
  console.log(`\n${result.failures.length ? '✖' : '✔'} ${result.name}`);
  for (const line of result.report) console.log(`  ${line}`);
  for (const failure of result.failures) console.log(`  ✖ ${failure}`);
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {'no-lighthouse': {type: 'boolean', default: false}, dir: {type: 'string', default: 'build'}},
  });
  const buildDir = path.resolve(REPO_ROOT, values.dir!);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  }

  const weights = measureAllPages(buildDir, env.baseUrl);
  const results: CheckResult[] = [
    checkInitialBundles(weights, readPreviousSizes()),
    checkSearchCodeIsLazy(buildDir, weights),
    checkSearchIndex(measureSearchIndexes(buildDir, weights)),
    checkRasterImages(buildDir),
    checkImageDimensions(buildDir),
  ];
  results.forEach(print);
  writeSizes(weights);

  const site = await serveBuild(buildDir);
  try {
    const fonts = await checkFonts(site);
    print(fonts);
    results.push(fonts);
    if (!values['no-lighthouse']) {
      const lighthouse = await checkLighthouse(site);
      print(lighthouse);
      results.push(lighthouse);
    }
  } finally {
    await site.close();
  }

  const failed = results.filter((r) => r.failures.length > 0);
  if (failed.length > 0) {
    console.error(
      `\n✖ ${failed.length} performance check(s) failed: ${failed.map((r) => r.name).join('; ')}`,
    );
    process.exit(1);
  }
  console.log('\n✔ all performance budgets and Lighthouse checks pass');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
