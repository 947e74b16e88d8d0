/**
 * `npm run bench`: how fast the build is and how fast the pages are.
 *   - production build time, cold (after `docusaurus clear`) and cached (a second build), with peak memory;
 *   - pages, total build size, per-page initial JS/CSS/HTML gzip, local search index raw/gzip;
 *   - Lighthouse mobile (default preset) for home, a doc, the code-heavy post and /search?q=라벨링, each run
 *     alternating with the paired page of the plain Docusaurus template (scripts/bench/yardstick.ts), both
 *     served with gzip under the base path by scripts/serve.ts; medians, ratios and the goals (goals.ts).
 * Prints Markdown tables and writes bench-results/bench-<time>.json and bench-results/latest.json (gitignored).
 *
 * Usage: tsx scripts/bench/bench.ts [--runs 3] [--skip-build] [--skip-lighthouse] [--pages home,doc,post,search]
 *   [--dir <build dir>: measure that build instead of build/, with --skip-build]
 *   [--before <build dir>: the build before a change, measured in the same runs: a column beside ours]
 *   [--no-paint-holding: Chromium without paint holding, to see the pages' own work (not for the goals)]
 *
 * A/B of two builds (a change against the build without it): `--dir A --against B` measures the same pages of
 * both, alternating run by run, instead of ours against the template, and prints per page the medians and in how
 * many of the pairs A did better (no build, no size tables):
 *   tsx scripts/bench/bench.ts --dir /tmp/with --against /tmp/without --runs 6
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {env} from '../../src/config/env';
import {REPO_ROOT} from '../lib/paths';
import {measureAllPages, measureSearchIndexes} from '../perf/budget-checks';
import {BUDGETS, MEASURED_PAGES, pagePath, type MeasuredPage} from '../perf/budgets';
import {NO_PAINT_HOLDING, runLighthouse, type CategoryId, type LighthouseFlags} from '../perf/lighthouse';
import {serveBuild} from '../perf/local-server';
import {clearCaches, describeBuild, runBuild, type BuildRun} from './build-runner';
import {verdict, type Metric, type PageMedians} from './goals';
import {abTable} from './ab-table';
import {BENCH_RESULTS_DIR, kbText, markdownTable, mbText, median, writeBenchResult} from './stats';
import {audit, LATE_PAINT_NOTE, performanceMark, score, type LighthouseResult} from './lighthouse-runs';
import {ensureYardstick, YARDSTICK_DOCUSAURUS_VERSION, YARDSTICK_PAGES} from './yardstick';
import {ensureChromium, ensureKoreanFont} from '../ensure-chromium';

const buildDir = path.join(REPO_ROOT, 'build');
const CATEGORIES: CategoryId[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One page of ours and its counterpart in the template, with every run of each (and of `--before`'s build). */
interface PagePair {
  page: MeasuredPage['name'];
  ours: {path: string; runs: LighthouseResult[]};
  before?: {runs: LighthouseResult[]};
  template: {path: string; runs: LighthouseResult[]};
}

interface PairSummary {
  page: MeasuredPage['name'];
  oursPath: string;
  templatePath: string;
  ours: PageMedians;
  before?: PageMedians;
  template: PageMedians;
  /** Every run's performance score, to show the spread behind the median (`*`: see performanceMark). */
  oursPerformanceRuns: string[];
  beforePerformanceRuns?: string[];
  templatePerformanceRuns: string[];
  lighthouseVersion: string;
}

function medians(runs: LighthouseResult[]): PageMedians {
  const of = (value: (r: LighthouseResult) => number) => median(runs.map(value));
  return {
    performance: of((r) => score(r, 'performance')),
    accessibility: of((r) => score(r, 'accessibility')),
    bestPractices: of((r) => score(r, 'best-practices')),
    seo: of((r) => score(r, 'seo')),
    fcpMs: of((r) => audit(r, 'first-contentful-paint')),
    lcpMs: of((r) => audit(r, 'largest-contentful-paint')),
    tbtMs: of((r) => audit(r, 'total-blocking-time')),
    cls: of((r) => audit(r, 'cumulative-layout-shift')),
    transferBytes: of((r) => audit(r, 'total-byte-weight')),
  };
}

/**
 * Runs Lighthouse on every page pair, `runs` times, alternating ours and the template page by page, so that
 * whatever else the shared machine is doing weighs on both sides alike.
 */
async function measurePairs(
  pages: readonly MeasuredPage[],
  runs: number,
  {
    oursDir = buildDir,
    againstDir,
    beforeDir,
    flags,
  }: {oursDir?: string; againstDir?: string; beforeDir?: string; flags: LighthouseFlags},
): Promise<PagePair[]> {
  const ours = await serveBuild(oursDir);
  const before = beforeDir ? await serveBuild(beforeDir) : undefined;
  const template = await serveBuild(againstDir ?? ensureYardstick());
  const pairs: PagePair[] = pages.map((page) => ({
    page: page.name,
    ours: {path: pagePath(page), runs: []},
    before: before && {runs: []},
    template: {path: againstDir ? pagePath(page) : YARDSTICK_PAGES[page.name], runs: []},
  }));
  const order = before ? 'ours, before, then template' : 'ours, then template';
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const pair of pairs) {
        process.stdout.write(`  Lighthouse run ${i + 1}/${runs}: ${pair.page} (${order})\n`);
        pair.ours.runs.push(await runLighthouse(ours.url(pair.ours.path), CATEGORIES, flags));
        if (before)
          pair.before!.runs.push(await runLighthouse(before.url(pair.ours.path), CATEGORIES, flags));
        pair.template.runs.push(await runLighthouse(template.url(pair.template.path), CATEGORIES, flags));
      }
    }
  } finally {
    await ours.close();
    await before?.close();
    await template.close();
  }
  return pairs;
}

function summarize(pairs: PagePair[]): PairSummary[] {
  return pairs.map((pair) => ({
    page: pair.page,
    oursPath: pair.ours.path,
    templatePath: pair.template.path,
    ours: medians(pair.ours.runs),
    before: pair.before && medians(pair.before.runs),
    template: medians(pair.template.runs),
    oursPerformanceRuns: pair.ours.runs.map(performanceMark),
    beforePerformanceRuns: pair.before?.runs.map(performanceMark),
    templatePerformanceRuns: pair.template.runs.map(performanceMark),
    lighthouseVersion: pair.ours.runs[0]?.lighthouseVersion ?? 'unknown',
  }));
}

const METRICS: {metric: Metric; label: string; format: (value: number) => string}[] = [
  {metric: 'performance', label: 'perf score', format: String},
  {metric: 'fcpMs', label: 'FCP ms', format: (v) => String(Math.round(v))},
  {metric: 'lcpMs', label: 'LCP ms', format: (v) => String(Math.round(v))},
  {metric: 'tbtMs', label: 'TBT ms', format: (v) => String(Math.round(v))},
  {metric: 'cls', label: 'CLS', format: (v) => v.toFixed(3)},
  {metric: 'transferBytes', label: 'transfer KB', format: (v) => kbText(v)},
  {metric: 'accessibility', label: 'a11y', format: String},
  {metric: 'bestPractices', label: 'best practices', format: String},
  {metric: 'seo', label: 'SEO', format: String},
];

/** The side-by-side table: one row per page and metric, with the ratio and the goal (of ours, not of before). */
function comparisonTable(pairs: PairSummary[]): {table: string; failures: number} {
  let failures = 0;
  const withBefore = pairs.some((pair) => pair.before);
  const rows = pairs.flatMap((pair) =>
    METRICS.map(({metric, label, format}) => {
      const ours = pair.ours[metric];
      const template = pair.template[metric];
      const ratio = template === 0 ? (ours === 0 ? '1.00' : '∞') : (ours / template).toFixed(2);
      const goal = verdict(pair.page, metric, pair.ours, pair.template);
      if (goal && !goal.pass) failures += 1;
      return [
        pair.page,
        label,
        format(ours),
        ...(withBefore ? [pair.before ? format(pair.before[metric]) : ''] : []),
        format(template),
        ratio,
        goal?.goal ?? '',
        goal ? (goal.pass ? 'PASS' : 'FAIL') : '',
      ];
    }),
  );
  const header = [
    'page',
    'metric',
    'ours',
    ...(withBefore ? ['before'] : []),
    'template',
    'ratio',
    'goal',
    'result',
  ];
  const table = markdownTable(header, rows);
  return {table, failures};
}

async function abMain(
  dir: string,
  against: string,
  pages: readonly MeasuredPage[],
  runs: number,
  flags: LighthouseFlags,
) {
  const pairs = await measurePairs(pages, runs, {
    oursDir: path.resolve(dir),
    againstDir: path.resolve(against),
    flags,
  });
  const date = new Date().toISOString();
  writeBenchResult('ab', date, {date, a: dir, b: against, runs, pairs: summarize(pairs)});
  console.log(
    `\n## A/B, Lighthouse mobile${paintHoldingNote(flags)}, ${runs} alternating pairs: A = ${dir}, B = ${against}\n`,
  );
  console.log(abTable(pairs.map((pair) => ({page: pair.page, a: pair.ours.runs, b: pair.template.runs}))));
  console.log(`\n${LATE_PAINT_NOTE}`);
}

const withoutPaintHolding = (flags: LighthouseFlags) =>
  flags.chromiumFlags?.includes(NO_PAINT_HOLDING) ?? false;
const paintHoldingNote = (flags: LighthouseFlags) =>
  withoutPaintHolding(flags) ? ', Chromium without paint holding' : '';

function gitCommit(): string {
  try {
    const dirty = execSync('git status --porcelain --untracked-files=no', {cwd: REPO_ROOT}).toString().trim();
    return (
      execSync('git rev-parse --short HEAD', {cwd: REPO_ROOT}).toString().trim() + (dirty ? '+dirty' : '')
    );
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  // A fresh machine has no browser, nor the Korean font readers' devices have, until the first `npm test`.
  ensureChromium();
  ensureKoreanFont();
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: process.env.BENCH_RUNS ?? '3'},
      'skip-build': {type: 'boolean', default: false},
      'skip-lighthouse': {type: 'boolean', default: false},
      /** A comma-separated subset of home,doc,post,search. */
      pages: {type: 'string'},
      /** The build measured (default build/); in A/B mode A, compared with `against` (B). */
      dir: {type: 'string'},
      against: {type: 'string'},
      /** The build before a change, measured beside ours and the template in the same runs. */
      before: {type: 'string'},
      'no-paint-holding': {type: 'boolean', default: false},
    },
  });
  const flags: LighthouseFlags = values['no-paint-holding'] ? {chromiumFlags: [NO_PAINT_HOLDING]} : {};
  const runs = Number(values.runs);
  const pages = values.pages
    ? MEASURED_PAGES.filter((page) => values.pages!.split(',').includes(page.name))
    : MEASURED_PAGES;
  if (values.against) {
    await abMain(values.dir ?? buildDir, values.against, pages, runs, flags);
    return;
  }
  let cold: BuildRun | undefined;
  let cached: BuildRun | undefined;
  if (!values['skip-build']) {
    console.log('▶ cold build (after docusaurus clear)');
    clearCaches(REPO_ROOT);
    cold = runBuild(REPO_ROOT);
    console.log('▶ cached build');
    cached = runBuild(REPO_ROOT);
  }

  const dir = values.dir ? path.resolve(values.dir) : buildDir;
  const output = describeBuild(dir);
  const weights = measureAllPages(dir, env.baseUrl);
  const indexes = measureSearchIndexes(dir, weights);

  const beforeDir = values.before && path.resolve(values.before);
  const lighthouse = values['skip-lighthouse']
    ? []
    : summarize(await measurePairs(pages, runs, {oursDir: dir, beforeDir, flags}));

  const result = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: os.totalmem() / 2 ** 30,
      node: process.version,
    },
    build: {cold, cached, ...output},
    pages: weights.map((w) => ({
      page: w.page,
      route: w.route,
      htmlGzip: w.html.gzip,
      jsGzip: w.jsGzip,
      cssGzip: w.cssGzip,
      initialJsCssGzip: w.jsGzip + w.cssGzip,
      files: [...w.js, ...w.css].map((f) => ({file: f.file, bytes: f.bytes, gzip: f.gzip})),
    })),
    searchIndex: indexes.map(({file, bytes, gzip}) => ({file, bytes, gzip})),
    yardstick: `Docusaurus ${YARDSTICK_DOCUSAURUS_VERSION} classic template (scripts/bench/yardstick.ts)`,
    lighthouse,
  };

  const latest = path.join(BENCH_RESULTS_DIR, 'latest.json');
  fs.copyFileSync(writeBenchResult('bench', result.date, result), latest);

  const seconds = (run?: BuildRun) => (run ? run.seconds.toFixed(1) : 'skipped');
  const memory = (run?: BuildRun) => (run?.peakRssMb ? run.peakRssMb.toFixed(0) : '-');
  console.log(`\n## Build (${result.commit}, ${result.machine.cpus} CPUs, Node ${result.machine.node})\n`);
  console.log(
    markdownTable(
      ['cold build s', 'cached build s', 'peak RSS MB (cold/cached)', 'pages', 'files', 'total build MB'],
      [
        [
          seconds(cold),
          seconds(cached),
          `${memory(cold)} / ${memory(cached)}`,
          output.pages,
          output.files,
          mbText(output.totalBytes),
        ],
      ],
    ),
  );
  console.log(`\n## Initial load per page (KB gzip; budget JS+CSS ≤ ${kbText(BUDGETS.initialJsCssGzip)})\n`);
  console.log(
    markdownTable(
      ['page', 'route', 'HTML', 'JS', 'CSS', 'JS+CSS'],
      result.pages.map((p) => [
        p.page,
        p.route,
        kbText(p.htmlGzip),
        kbText(p.jsGzip),
        kbText(p.cssGzip),
        kbText(p.initialJsCssGzip),
      ]),
    ),
  );
  console.log(`\n## Local search index (budget ≤ ${kbText(BUDGETS.searchIndexGzip)} KB gzip)\n`);
  console.log(
    indexes.length
      ? markdownTable(
          ['file', 'raw KB', 'gzip KB'],
          indexes.map((i) => [i.file, kbText(i.bytes), kbText(i.gzip)]),
        )
      : 'no search-index*.json in this build',
  );
  if (lighthouse.length) {
    const {table, failures} = comparisonTable(lighthouse);
    console.log(
      `\n## Lighthouse ${lighthouse[0].lighthouseVersion} mobile${paintHoldingNote(flags)}: ours${beforeDir ? `, before (${values.before})` : ''} ` +
        `vs the Docusaurus ${YARDSTICK_DOCUSAURUS_VERSION} template, ` +
        `median of ${runs} alternating runs (both served with gzip under ${env.baseUrl})\n`,
    );
    console.log(
      markdownTable(
        ['page', 'ours', 'template', `perf runs (ours / ${beforeDir ? 'before / ' : ''}template)`],
        lighthouse.map((l) => [
          l.page,
          l.oursPath,
          l.templatePath,
          [l.oursPerformanceRuns, l.beforePerformanceRuns, l.templatePerformanceRuns]
            .filter((scores) => scores !== undefined)
            .map((scores) => scores.join(' '))
            .join(' / '),
        ]),
      ),
    );
    console.log(`\n${LATE_PAINT_NOTE}\n\n${table}\n`);
    if (withoutPaintHolding(flags))
      console.log(
        "Goals are judged with paint holding, as readers' Chrome does: run without --no-paint-holding.",
      );
    else console.log(failures ? `✖ ${failures} goal(s) not met` : '✔ every goal met');
  }
  console.log(`\nWrote ${path.relative(REPO_ROOT, latest)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
