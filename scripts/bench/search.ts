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
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {decodeGlossary, decodeIndex, encodeIndex} from '../../plugins/search-local/shared/compactIndex';
import {INDEX_MANIFEST, type IndexManifest} from '../../plugins/search-local/shared/indexFiles';

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
import {
  browserConditions,
  measureBrowser,
  measureColdLoad,
  siteWithIndex,
  type Corpus,
} from './search-browser';

/** In an A/B, a pair whose two timings differ by this or less counts for neither build. */
const SEARCH_TIE_MS = 5;

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
  browserConditions.addedRttMs = Number(values.rtt);
  browserConditions.settleMs = Number(values.settle);
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
      browserConditions.addedRttMs > 0
        ? `; Chromium with ${browserConditions.addedRttMs} ms added to every request`
        : ''
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
  const file = writeBenchResult('search', date, {
    date,
    runs,
    addedRttMs: browserConditions.addedRttMs,
    results,
    templateLoad,
  });
  console.log(`\nWrote ${path.relative(REPO_ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
