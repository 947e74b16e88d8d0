/**
 * `npm run bench` (issue 6): how fast the build is and how fast the pages are.
 *   - production build time, cold (after `docusaurus clear`) and cached (a second build), with peak memory;
 *   - pages, total build size, per-page initial JS/CSS/HTML gzip, local search index raw/gzip;
 *   - Lighthouse mobile scores + LCP/TBT/CLS for home, a doc, a post and /search, served with gzip under the
 *     base path by scripts/serve.ts, median of several runs.
 * Prints Markdown tables and writes bench-results/bench-<time>.json and bench-results/latest.json (gitignored).
 *
 * Usage: tsx scripts/bench/bench.ts [--runs 3] [--skip-build] [--skip-lighthouse]
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {env} from '../../src/config/env';
import {REPO_ROOT} from '../lib/paths';
import {measureAllPages, measureSearchIndexes} from '../perf/budget-checks';
import {BUDGETS, MEASURED_PAGES} from '../perf/budgets';
import {runLighthouse, type CategoryId} from '../perf/lighthouse';
import {serveBuild} from '../perf/local-server';
import {clearCaches, describeBuild, runBuild, type BuildRun} from './build-runner';
import {BENCH_RESULTS_DIR, kbText, markdownTable, mbText, median, writeBenchResult} from './stats';

const buildDir = path.join(REPO_ROOT, 'build');
const CATEGORIES: CategoryId[] = ['performance', 'accessibility', 'best-practices', 'seo'];

interface LighthouseSummary {
  page: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score, to show the spread behind the median. */
  performanceRuns: number[];
}

async function lighthouseSummary(url: string, page: string, runs: number): Promise<LighthouseSummary> {
  const results: Awaited<ReturnType<typeof runLighthouse>>[] = [];
  for (let i = 0; i < runs; i += 1) {
    process.stdout.write(`  Lighthouse ${page} run ${i + 1}/${runs}\n`);
    results.push(await runLighthouse(url, CATEGORIES));
  }
  const score = (id: CategoryId) =>
    median(results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
  const metric = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
  return {
    page,
    runs,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    performanceRuns: results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
  };
}

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
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: process.env.BENCH_RUNS ?? '3'},
      'skip-build': {type: 'boolean', default: false},
      'skip-lighthouse': {type: 'boolean', default: false},
    },
  });
  const runs = Number(values.runs);
  let cold: BuildRun | undefined;
  let cached: BuildRun | undefined;
  if (!values['skip-build']) {
    console.log('▶ cold build (after docusaurus clear)');
    clearCaches(REPO_ROOT);
    cold = runBuild(REPO_ROOT);
    console.log('▶ cached build');
    cached = runBuild(REPO_ROOT);
  }

  const output = describeBuild(buildDir);
  const weights = measureAllPages(buildDir, env.baseUrl);
  const indexes = measureSearchIndexes(buildDir, weights);

  const lighthouse: LighthouseSummary[] = [];
  if (!values['skip-lighthouse']) {
    const site = await serveBuild(buildDir);
    try {
      for (const page of MEASURED_PAGES)
        lighthouse.push(await lighthouseSummary(site.url(page.route), page.name, runs));
    } finally {
      await site.close();
    }
  }

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
    console.log(`\n## Lighthouse mobile, median of ${runs} runs (served with gzip under ${env.baseUrl})\n`);
    console.log(
      markdownTable(
        ['page', 'perf', 'a11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'perf runs'],
        lighthouse.map((l) => [
          l.page,
          l.performance,
          l.accessibility,
          l.bestPractices,
          l.seo,
          Math.round(l.fcpMs),
          Math.round(l.lcpMs),
          Math.round(l.tbtMs),
          l.cls.toFixed(3),
          l.performanceRuns.join(' '),
        ]),
      ),
    );
  }
  console.log(`\nWrote ${path.relative(REPO_ROOT, latest)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
