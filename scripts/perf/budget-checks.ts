/**
 * The size budgets that need no browser: initial JS/CSS per page, search code and index kept out of the
 * first load, raster images, width/height on content images, no render-blocking third-party requests.
 * Each check returns what it measured and, when over budget, a message that says what is too big.
 */
import * as cheerio from 'cheerio';
import fs from 'node:fs';
import path from 'node:path';
import {
  BUDGETS,
  KB,
  MEASURED_PAGES,
  RASTER_IMAGE_FILE,
  SEARCH_FILE_LOADED,
  SEARCH_INDEX_FILE,
  SEARCH_ONLY_CODE,
  type MeasuredPage,
} from './budgets';
import {
  countsAsInitialJsCss,
  htmlFileForRoute,
  initialAssetsOf,
  listFiles,
  sizeOf,
  unhashedName,
  type SizedFile,
} from './build-files';

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

export interface CheckResult {
  name: string;
  /** Lines to print whatever the outcome. */
  report: string[];
  /** Empty when within budget. */
  failures: string[];
}

export interface PageWeight {
  page: MeasuredPage['name'];
  route: string;
  html: SizedFile;
  js: SizedFile[];
  css: SizedFile[];
  jsGzip: number;
  cssGzip: number;
  /** Third-party scripts/stylesheets the browser must wait for. */
  renderBlockingThirdParty: string[];
  preloads: string[];
}

export function measurePage(buildDir: string, baseUrl: string, page: MeasuredPage): PageWeight {
  const htmlFile = htmlFileForRoute(buildDir, page.route);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const assets = initialAssetsOf(html, baseUrl);
  const ours = [...new Set(assets.filter((a) => a.file && countsAsInitialJsCss(a)).map((a) => a.file!))];
  const sized = ours
    .filter((file) => fs.existsSync(path.join(buildDir, file)))
    .map((f) => sizeOf(buildDir, f));
  const js = sized.filter((s) => s.file.endsWith('.js'));
  const css = sized.filter((s) => s.file.endsWith('.css'));
  return {
    page: page.name,
    route: page.route,
    html: sizeOf(buildDir, path.relative(buildDir, htmlFile)),
    js,
    css,
    jsGzip: js.reduce((sum, s) => sum + s.gzip, 0),
    cssGzip: css.reduce((sum, s) => sum + s.gzip, 0),
    renderBlockingThirdParty: assets.filter((a) => a.renderBlocking).map((a) => a.url),
    preloads: assets.filter((a) => a.kind === 'preload').map((a) => `${a.as} ${a.url}`),
  };
}

/** Per-file gzip sizes from the previous run, keyed by unhashed name, to say what grew. */
export type PreviousSizes = Record<string, number>;

function whatGrew(files: SizedFile[], previous: PreviousSizes): string[] {
  return [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => {
      const name = unhashedName(f.file);
      const before = previous[name];
      const change = before === undefined ? undefined : f.gzip - before;
      const delta =
        change === undefined
          ? '(no previous run to compare)'
          : change === 0
            ? 'unchanged since last run'
            : `${change > 0 ? '+' : '−'}${Math.abs(change) < 100 ? `${Math.abs(change)} B` : kb(Math.abs(change))} since last run`;
      return `    ${name}: ${kb(f.gzip)} gzip ${delta}`;
    });
}

export function checkInitialBundles(weights: PageWeight[], previous: PreviousSizes): CheckResult {
  const report: string[] = [];
  const failures: string[] = [];
  for (const w of weights) {
    const total = w.jsGzip + w.cssGzip;
    const line = `${w.page.padEnd(7)} ${w.route.padEnd(45)} JS ${kb(w.jsGzip).padStart(9)}  CSS ${kb(w.cssGzip).padStart(8)}  = ${kb(total).padStart(9)} / ${kb(BUDGETS.initialJsCssGzip)}`;
    report.push(line);
    if (total > BUDGETS.initialJsCssGzip) {
      failures.push(
        `${w.page} (${w.route}): initial JS+CSS ${kb(total)} gzip > ${kb(BUDGETS.initialJsCssGzip)}. Files:\n` +
          whatGrew([...w.js, ...w.css], previous).join('\n'),
      );
    }
    if (w.renderBlockingThirdParty.length > 0) {
      failures.push(
        `${w.page}: render-blocking third-party requests: ${w.renderBlockingThirdParty.join(', ')}`,
      );
    }
  }
  return {name: 'initial JS+CSS per page (gzip)', report, failures};
}

/** Search UI and engine code must not be in any file the HTML loads up front. */
export function checkSearchCodeIsLazy(buildDir: string, weights: PageWeight[]): CheckResult {
  const initialJs = [...new Set(weights.flatMap((w) => w.js.map((s) => s.file)))];
  const contents = new Map(initialJs.map((f) => [f, fs.readFileSync(path.join(buildDir, f), 'utf8')]));
  const allJs = listFiles(buildDir).filter((f) => f.endsWith('.js'));
  const report: string[] = [];
  const failures: string[] = [];
  for (const {name, marker} of SEARCH_ONLY_CODE) {
    const inInitial = initialJs.filter((f) => contents.get(f)!.includes(marker));
    const anywhere = allJs.filter((f) => fs.readFileSync(path.join(buildDir, f), 'utf8').includes(marker));
    report.push(
      `${name}: ${anywhere.length === 0 ? 'not in this build' : `in ${anywhere.map(unhashedName).join(', ')}`}`,
    );
    if (inInitial.length > 0) {
      failures.push(`${name} is in the initial bundle (${inInitial.join(', ')}); load it when search opens.`);
    }
  }
  return {name: 'search code loads on demand', report, failures};
}

export interface SearchIndexSize extends SizedFile {
  /** Pages of the measured set whose HTML loads a search file (preload/prefetch), which would fetch it up front. */
  referencedBy: string[];
}

export function measureSearchIndexes(buildDir: string, weights: PageWeight[]): SearchIndexSize[] {
  const indexes = listFiles(buildDir).filter((f) => SEARCH_INDEX_FILE.test(f));
  return indexes.map((file) => ({
    ...sizeOf(buildDir, file),
    referencedBy: weights
      .filter((w) => SEARCH_FILE_LOADED.test(fs.readFileSync(path.join(buildDir, w.html.file), 'utf8')))
      .map((w) => w.page),
  }));
}

export function checkSearchIndex(indexes: SearchIndexSize[]): CheckResult {
  const report =
    indexes.length === 0
      ? ['no local search index in this build']
      : indexes.map(
          (i) => `${i.file}: ${kb(i.bytes)} raw, ${kb(i.gzip)} gzip / ${kb(BUDGETS.searchIndexGzip)}`,
        );
  const failures: string[] = [];
  for (const index of indexes) {
    if (index.gzip > BUDGETS.searchIndexGzip) {
      failures.push(`${index.file} is ${kb(index.gzip)} gzip > ${kb(BUDGETS.searchIndexGzip)}`);
    }
    if (index.referencedBy.length > 0) {
      failures.push(
        `${index.file} is loaded by the HTML of ${index.referencedBy.join(', ')}: load it when search opens`,
      );
    }
  }
  return {name: 'local search index', report, failures};
}

export function checkRasterImages(buildDir: string): CheckResult {
  const images = listFiles(buildDir)
    .filter((f) => RASTER_IMAGE_FILE.test(f))
    .map((f) => sizeOf(buildDir, f));
  const limit = (file: string) =>
    file.endsWith('img/social-card.png') ? BUDGETS.socialCardBytes : BUDGETS.rasterImageBytes;
  const over = images.filter((i) => i.bytes > limit(i.file));
  const largest = [...images].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  return {
    name: 'raster images',
    report: [
      `${images.length} raster images; largest: ${largest.map((i) => `${i.file} ${kb(i.bytes)}`).join(', ') || 'none'}`,
    ],
    failures: over.map(
      (i) => `${i.file} is ${kb(i.bytes)} > ${kb(limit(i.file))}: resize or convert it to WebP`,
    ),
  };
}

/**
 * Images without width and height shift the layout when they load (CLS). Blog author avatars are exempt:
 * Infima gives .avatar__photo a fixed box in CSS.
 */
export function checkImageDimensions(buildDir: string): CheckResult {
  const missing: string[] = [];
  let count = 0;
  for (const file of listFiles(buildDir).filter((f) => f.endsWith('.html'))) {
    const $ = cheerio.load(fs.readFileSync(path.join(buildDir, file), 'utf8'));
    $('body img:not(.avatar__photo)').each((_, el) => {
      count += 1;
      const img = $(el);
      if (!img.attr('width') || !img.attr('height'))
        missing.push(`${file}: ${(img.attr('src') ?? '').slice(0, 80)}`);
    });
  }
  return {
    name: 'width/height on images',
    report: [`${count} images in all pages, ${missing.length} without width/height`],
    failures: missing.length ? [`images without width/height:\n    ${missing.join('\n    ')}`] : [],
  };
}

export function measureAllPages(buildDir: string, baseUrl: string): PageWeight[] {
  return MEASURED_PAGES.map((page) => measurePage(buildDir, baseUrl, page));
}
