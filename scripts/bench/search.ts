/**
 * `npm run bench:search`: what the local search costs, for this site and for the same site grown by 1,000
 * synthetic Korean doc pages (scripts/bench/synthetic-records.ts). Run `npm run build` first.
 *
 *   npm run bench:search [-- --runs 5 --pages 1000 --rtt 150 --settle 2000 --dir build]
 *   npm run bench:search -- --dir /tmp/with --against /tmp/without --runs 6 [--pages 1000]   (A/B of two builds,
 *   this site or, with --pages, each grown by that many synthetic pages, its index written by this checkout;
 *   alternating run by run: the Chromium timings of both, each run, and in how many pairs A did better)
 *
 * Prints Markdown tables and writes bench-results/search-<time>.json (gitignored):
 * - the index: records, pages, shipped file size raw and gzip;
 * - Node: time from the index file's text to a built engine (parse, decode, build: the worker's work), and the latency of each request the modal sends while
 *   a reader types the queries of the relevance set (one request per keystroke), p50/p95/max;
 * - Chromium (cold cache, a new context per run): from the reader's click on the navbar search button to the
 *   first hit for '라벨링' painted, timed inside the page (pointerdown to the frame after the hit appears; the page
 *   types the query in the task after the input gets focus, so Playwright's round trips are not counted), which
 *   includes fetching the modal, the engine and the index; and `/search?q=라벨링` opened cold: time to its first
 *   result and its longest main-thread task (the goal: none over 50 ms), beside the plain template's blog list
 *   loaded the same way (scripts/bench/yardstick.ts: the long tasks any Docusaurus page has, such as evaluating
 *   main.js). For the large case the site is served from a copy of the build whose index is the synthetic one,
 *   over the same gzip server, so no 1,000-page build is needed and the index travels as it would.
 * It measures; it asserts nothing. Numbers depend on the machine: compare runs made on the same one.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {decodeGlossary, decodeIndex, encodeIndex} from '../../plugins/search-local/shared/compactIndex';
import {LOAD_MARKS} from '../../plugins/search-local/client/indexLoader';
import {nameIndexInPages} from '../../plugins/search-local/server/indexMeta';
import {
  indexFileName,
  INDEX_MANIFEST,
  type IndexManifest,
} from '../../plugins/search-local/shared/indexFiles';

import type {DocSearchRecord} from '../../plugins/search-local/shared/records';
import {createResponder} from '../../plugins/search-local/shared/respond';
import {env} from '../../src/config/env';
import {SYSTEM_CHROMIUM_ARGS, systemChromiumPath} from '../../tests/support/browser';
import {ensureChromium, ensureKoreanFont} from '../ensure-chromium';
import {loadBuiltIndex, MODAL_REQUEST} from '../../tests/support/search-metrics';
import {RELEVANCE_SET} from '../../tests/support/search-relevance';
import {REPO_ROOT} from '../lib/paths';
import {serveBuild} from '../perf/local-server';
import {kbText, markdownTable, median, pairCount, percentile, writeBenchResult} from './stats';
import {syntheticRecords} from './synthetic-records';
import {ensureYardstick, YARDSTICK_DOCUSAURUS_VERSION, YARDSTICK_PAGES} from './yardstick';

const BROWSER_QUERY = '라벨링';

/** In an A/B, a pair whose two timings differ by this or less counts for neither build. */
const SEARCH_TIE_MS = 5;

interface Corpus {
  name: string;
  records: DocSearchRecord[];
  /** The index file as the browser receives it. */
  indexJson: string;
}

/** Every prefix a reader's keystrokes produce (by code point), as the modal searches on each one. */
function keystrokeQueries(): string[] {
  return RELEVANCE_SET.flatMap(({query}) => {
    const characters = [...query];
    return characters.map((_, i) => characters.slice(0, i + 1).join('')).filter((q) => q.trim() !== '');
  });
}

function measureNode(indexJson: string, runs: number) {
  const load = () => {
    const data = JSON.parse(indexJson) as unknown;
    return createResponder(decodeIndex(data), decodeGlossary(data));
  };
  const buildTimes: number[] = [];
  let responder = load();
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    responder = load();
    buildTimes.push(performance.now() - started);
  }
  const queries = keystrokeQueries();
  for (const query of queries) responder.respond({...MODAL_REQUEST, query}); // warm-up (JIT)
  const latencies: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const query of queries) {
      const started = performance.now();
      responder.respond({...MODAL_REQUEST, query});
      latencies.push(performance.now() - started);
    }
  }
  return {
    engineBuildMs: median(buildTimes),
    requests: latencies.length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: Math.max(...latencies),
  };
}

/**
 * Round-trip time added to every request (`--rtt`, Chrome's network emulation, which also delays the page's
 * workers). 0 by default: the yardstick is the local server as it answers. With it, the bench shows what
 * requests made one after another cost on a phone's network (Lighthouse's mobile preset assumes 150 ms).
 */
let addedRttMs = 0;

/**
 * How long the reader looks at the page between its hydration and the click (`--settle`), having moved the pointer
 * once. 0 by default: the click is the reader's first move, at once, the worst case. A reader who reads first meets
 * what their first move and idle time started.
 */
let settleMs = 0;

/** A page in a fresh context (cold cache). */
async function coldPage(browser: Browser) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, locale: 'ko-KR'});
  const page = await context.newPage();
  if (addedRttMs > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: addedRttMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return {context, page};
}

/**
 * A copy of the build whose index is the corpus's (manifest, content-hashed file and the pages' meta tag naming
 * it, as the plugin writes them), served like the real site.
 */
async function siteWithIndex(buildDir: string, corpus: Corpus): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dlabflow-bench-search-'));
  fs.cpSync(buildDir, dir, {recursive: true});
  const file = indexFileName(createHash('sha256').update(corpus.indexJson).digest('hex').slice(0, 12));
  fs.writeFileSync(path.join(dir, file), corpus.indexJson);
  const manifest: IndexManifest = {file, records: corpus.records.length};
  fs.writeFileSync(path.join(dir, INDEX_MANIFEST), JSON.stringify(manifest));
  await nameIndexInPages(dir, file);
  return dir;
}

interface OpenMarks {
  down: number;
  modal: number;
  hit: number;
}

/**
 * In the page: pointerdown on the search button, the modal's input in the DOM, the frame after the first hit; and
 * the query typed in the task after the input gets focus, as a reader's first keystroke is. Typed from the page,
 * not by Playwright: its wait for the focus and its keystrokes are round trips to this process, which on two busy
 * cores took 30–100 ms (measured between the focus and the input event), and its polling for the hit ran layout
 * in the page while the hit was being rendered. `benchOpenDone` resolves with the marks, so nothing polls.
 */
function recordOpenToFirstHit(query: string): void {
  const marks: OpenMarks = {down: NaN, modal: NaN, hit: NaN};
  let done: ((value: OpenMarks) => void) | undefined;
  (window as unknown as {benchOpenDone: Promise<OpenMarks>}).benchOpenDone = new Promise(
    (resolve) => (done = resolve),
  );
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target instanceof Element && event.target.closest('.DocSearch-Button'))
        marks.down = performance.now();
    },
    {capture: true},
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) return;
      if (input.value !== '') return;
      // The value through the element's own setter, then an input event: what React's onChange reads. (No named
      // function in here: tsx wraps those in a `__name()` call the page does not have.)
      setTimeout(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
        input.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertText', data: query}));
      }, 0);
    },
    {capture: true},
  );
  const observer = new MutationObserver(() => {
    if (Number.isNaN(marks.modal) && document.querySelector('.DocSearch-Input'))
      marks.modal = performance.now();
    if (!document.querySelector('.DocSearch-Hit')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.hit = performance.now();
      done?.(marks);
    });
  });
  observer.observe(document, {childList: true, subtree: true});
}

/** The search worker's load marks (indexLoader.ts), on the page's clock. */
async function workerMarks(page: Page): Promise<Record<string, number>> {
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const marks: Record<string, number> = {};
  for (const worker of page.workers()) {
    const entries = await worker.evaluate(() => ({
      origin: performance.timeOrigin,
      marks: performance.getEntriesByType('mark').map(({name, startTime}) => ({name, startTime})),
    }));
    for (const {name, startTime} of entries.marks) marks[name] = entries.origin + startTime - pageOrigin;
  }
  return marks;
}

async function measureBrowser(browser: Browser, siteUrl: string, runs: number) {
  const times: number[] = [];
  const phases: Record<'modal' | 'index' | 'engine', number[]> = {modal: [], index: [], engine: []};
  for (let run = 0; run < runs; run += 1) {
    const {context, page} = await coldPage(browser);
    await page.addInitScript(recordOpenToFirstHit, BROWSER_QUERY);
    await page.goto(siteUrl);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    if (settleMs > 0) {
      await page.mouse.move(5, 300); // a reader who reads moves the pointer (or scrolls) before searching
      await page.waitForTimeout(settleMs);
    }
    await page.locator('.navbar .DocSearch-Button').click();
    const {down, modal, hit} = await page.evaluate(
      () => (window as unknown as {benchOpenDone: Promise<OpenMarks>}).benchOpenDone,
    );
    const typed = await page.locator('.DocSearch-Input').inputValue();
    if (typed !== BROWSER_QUERY)
      throw new Error(`The modal's input holds '${typed}', not '${BROWSER_QUERY}'.`);
    const loaded = await workerMarks(page);
    times.push(hit - down);
    phases.modal.push(modal - down);
    phases.index.push((loaded[LOAD_MARKS.indexFetched] ?? NaN) - down);
    phases.engine.push((loaded[LOAD_MARKS.engineBuilt] ?? NaN) - down);
    await context.close();
  }
  return {
    openToFirstHitMs: median(times),
    runs: times,
    phasesMs: {modal: median(phases.modal), index: median(phases.index), engine: median(phases.engine)},
    searchPage: await measureSearchPage(browser, siteUrl, runs),
  };
}

/**
 * `/search?q=` opened cold (as "See all N results" opens it): time to the first result, and the main thread's
 * long tasks (PerformanceObserver 'longtask', > 50 ms) from navigation until a second after the results.
 */
function measureSearchPage(browser: Browser, siteUrl: string, runs: number) {
  return measureColdLoad(browser, `${siteUrl}search?q=${encodeURIComponent(BROWSER_QUERY)}`, runs);
}

/**
 * A page opened cold: time to its first `main article`, and the main thread's long tasks from navigation until a
 * second after it. Also the yardstick's: the plain template's blog list, whose long tasks are the framework's own.
 */
async function measureColdLoad(browser: Browser, url: string, runs: number) {
  const firstResult: number[] = [];
  const longestTask: number[] = [];
  const longTasks: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const {context, page} = await coldPage(browser);
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as {benchLongTasks: number[]}).benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    const started = Date.now();
    await page.goto(url);
    await page.locator('main article').first().waitFor();
    firstResult.push(Date.now() - started);
    await page.waitForTimeout(1000);
    const tasks = await page.evaluate(() => (window as unknown as {benchLongTasks: number[]}).benchLongTasks);
    longestTask.push(Math.max(0, ...tasks));
    longTasks.push(tasks.length);
    await context.close();
  }
  return {
    firstResultMs: median(firstResult),
    longestTaskMs: median(longestTask),
    longTasks: median(longTasks),
  };
}

/** This site's records, and with `syntheticPages` those of the synthetic pages after them. */
function corpusOf(buildDir: string, syntheticPages: number): Corpus {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, INDEX_MANIFEST), 'utf8')) as IndexManifest;
  const {records, glossary} = loadBuiltIndex(buildDir);
  if (syntheticPages === 0) {
    return {
      name: 'this site',
      records,
      indexJson: fs.readFileSync(path.join(buildDir, manifest.file), 'utf8'),
    };
  }
  const siteBaseUrl = new URL(env.baseUrl, env.siteUrl).href;
  const large = [...records, ...syntheticRecords(syntheticPages, `${siteBaseUrl}docs`)];
  return {
    name: `+${syntheticPages} synthetic pages`,
    records: large,
    indexJson: JSON.stringify(encodeIndex(large, env.siteUrl, glossary)),
  };
}

/** A/B of two builds (grown by `syntheticPages`): the Chromium timings, one run of each in turn. */
async function abMain(a: string, b: string, runs: number, syntheticPages: number): Promise<void> {
  const executablePath = systemChromiumPath();
  const browser = await chromium.launch(executablePath ? {executablePath, args: SYSTEM_CHROMIUM_ARGS} : {});
  const dirs = await Promise.all(
    [a, b].map((dir) => (syntheticPages === 0 ? dir : siteWithIndex(dir, corpusOf(dir, syntheticPages)))),
  );
  const sites = [await serveBuild(dirs[0]), await serveBuild(dirs[1])];
  const rows = {
    'click → first hit ms': [[], []] as number[][],
    '/search?q= first result ms': [[], []] as number[][],
    '/search?q= longest task ms': [[], []] as number[][],
  };
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [i, site] of sites.entries()) {
        const measured = await measureBrowser(browser, site.url('/'), 1);
        rows['click → first hit ms'][i]!.push(measured.openToFirstHitMs);
        rows['/search?q= first result ms'][i]!.push(measured.searchPage.firstResultMs);
        rows['/search?q= longest task ms'][i]!.push(measured.searchPage.longestTaskMs);
      }
    }
  } finally {
    for (const site of sites) await site.close();
    await browser.close();
    for (const dir of dirs) if (dir !== a && dir !== b) fs.rmSync(dir, {recursive: true, force: true});
  }
  const grown = syntheticPages === 0 ? '' : `, each +${syntheticPages} synthetic pages`;
  console.log(`\nA/B, ${runs} alternating pairs, cold Chromium: A = ${a}, B = ${b}${grown}\n`);
  console.log(
    markdownTable(
      ['metric', 'A median', 'B median', 'A better/worse', 'runs (A / B)'],
      Object.entries(rows).map(([metric, [runsA, runsB]]) => [
        metric,
        median(runsA!).toFixed(0),
        median(runsB!).toFixed(0),
        pairCount(runsA!, runsB!, {tie: SEARCH_TIE_MS}),
        `${runsA!.map((v) => v.toFixed(0)).join(' ')} / ${runsB!.map((v) => v.toFixed(0)).join(' ')}`,
      ]),
    ),
  );
}

async function main(): Promise<void> {
  // A fresh machine has no browser, nor the Korean font readers' devices have, until the first `npm test`.
  ensureChromium();
  ensureKoreanFont();
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      rtt: {type: 'string', default: '0'},
      pages: {type: 'string'},
      dir: {type: 'string', default: 'build'},
      against: {type: 'string'},
      settle: {type: 'string', default: '0'},
    },
  });
  const runs = Number(values.runs);
  addedRttMs = Number(values.rtt);
  settleMs = Number(values.settle);
  if (values.against) {
    const dirs = [values.dir, values.against].map((dir) => path.resolve(REPO_ROOT, dir));
    await abMain(dirs[0]!, dirs[1]!, runs, Number(values.pages ?? 0));
    return;
  }
  const syntheticPages = Number(values.pages ?? 1000);
  const buildDir = path.resolve(REPO_ROOT, values.dir);
  const corpora = [corpusOf(buildDir, 0), corpusOf(buildDir, syntheticPages)];

  const executablePath = systemChromiumPath();
  const browser = await chromium.launch(executablePath ? {executablePath, args: SYSTEM_CHROMIUM_ARGS} : {});
  const results = [];
  let templateLoad: Awaited<ReturnType<typeof measureColdLoad>> | undefined;
  try {
    for (const [i, corpus] of corpora.entries()) {
      const pages = new Set(corpus.records.map((r) => r.url_without_anchor)).size;
      const raw = Buffer.byteLength(corpus.indexJson);
      const gzip = gzipSync(corpus.indexJson).length;
      console.error(`[bench:search] ${corpus.name}: ${corpus.records.length} records, measuring…`);
      const node = measureNode(corpus.indexJson, runs);
      const siteDir = i === 0 ? buildDir : await siteWithIndex(buildDir, corpus);
      const site = await serveBuild(siteDir);
      try {
        const browserRun = await measureBrowser(browser, site.url('/'), runs);
        results.push({
          name: corpus.name,
          pages,
          records: corpus.records.length,
          raw,
          gzip,
          node,
          browser: browserRun,
        });
      } finally {
        await site.close();
        if (siteDir !== buildDir) fs.rmSync(siteDir, {recursive: true, force: true});
      }
    }
    // The yardstick of `npm run bench` (scripts/bench/yardstick.ts): which long tasks any Docusaurus page has.
    const template = await serveBuild(ensureYardstick());
    try {
      templateLoad = await measureColdLoad(browser, template.url(YARDSTICK_PAGES.search), runs);
    } finally {
      await template.close();
    }
  } finally {
    await browser.close();
  }

  console.log(
    `\nLocal search (median of ${runs} runs; Node latency over ${results[0].node.requests} keystroke requests${
      addedRttMs > 0 ? `; Chromium with ${addedRttMs} ms added to every request` : ''
    })\n`,
  );
  console.log(
    markdownTable(
      [
        'index',
        'pages',
        'records',
        'raw KB',
        'gzip KB',
        'index → engine ms (Node)',
        'query p50 ms',
        'query p95 ms',
        'query max ms',
        'click → first hit ms (Chromium, cold)',
        '/search?q= first result ms (cold)',
        '/search?q= longest main-thread task ms',
      ],
      results.map((r) => [
        r.name,
        r.pages,
        r.records,
        kbText(r.raw),
        kbText(r.gzip),
        r.node.engineBuildMs.toFixed(0),
        r.node.p50Ms.toFixed(2),
        r.node.p95Ms.toFixed(2),
        r.node.maxMs.toFixed(1),
        r.browser.openToFirstHitMs.toFixed(0),
        r.browser.searchPage.firstResultMs.toFixed(0),
        `${r.browser.searchPage.longestTaskMs.toFixed(0)} (${r.browser.searchPage.longTasks} over 50)`,
      ]),
    ),
  );

  console.log(
    '\nWhere a cold click → first hit goes (ms after the click, medians; index and engine: in the worker)\n',
  );
  console.log(
    markdownTable(
      ['index', 'modal input shown', 'index fetched', 'engine built', 'first hit painted'],
      results.map((r) => [
        r.name,
        r.browser.phasesMs.modal.toFixed(0),
        r.browser.phasesMs.index.toFixed(0),
        r.browser.phasesMs.engine.toFixed(0),
        r.browser.openToFirstHitMs.toFixed(0),
      ]),
    ),
  );

  if (templateLoad) {
    console.log(
      `\nLongest main-thread task of a cold load (median; from navigation to a second after the first \`main article\`)\n`,
    );
    console.log(
      markdownTable(
        ['page', 'longest task ms', 'tasks over 50 ms'],
        [
          [
            'ours: /search?q= (this site)',
            results[0]!.browser.searchPage.longestTaskMs.toFixed(0),
            results[0]!.browser.searchPage.longTasks,
          ],
          [
            `plain Docusaurus ${YARDSTICK_DOCUSAURUS_VERSION} template: ${YARDSTICK_PAGES.search}`,
            templateLoad.longestTaskMs.toFixed(0),
            templateLoad.longTasks,
          ],
        ],
      ),
    );
  }

  const date = new Date().toISOString();
  const file = writeBenchResult('search', date, {date, runs, addedRttMs, results, templateLoad});
  console.log(`\nWrote ${path.relative(REPO_ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
