/**
 * `npm run bench:scale`: how build cost grows with the number of docs.
 * For each N, copies the site to a temporary directory (node_modules symlinked), adds N synthetic Korean doc
 * pages in their own sidebar category, clears caches, builds, and records build time, peak memory, pages,
 * build size, a generated page's HTML size and the local search index size. Nothing is written to the repo
 * except bench-results/scale-<time>.json (gitignored).
 *
 * Usage: tsx scripts/bench/scale.ts [--sizes 0,100,500,1000] [--keep]
 * (N = 0 is the site as it is, for reference.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {REPO_ROOT} from '../lib/paths';
import {SEARCH_INDEX_FILE} from '../perf/budgets';
import {listFiles, sizeOf} from '../perf/build-files';
import {clearCaches, describeBuild, runBuild} from './build-runner';
import {kbText, markdownTable, mbText, writeBenchResult} from './stats';
import {addSyntheticCategory, SYNTHETIC_DIR, writeSyntheticDocs} from './synthetic-docs';

/** Not copied: dependencies (symlinked instead), outputs, caches and VCS data. */
const SKIPPED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'bench-results',
]);

function copySite(target: string): void {
  fs.cpSync(REPO_ROOT, target, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.relative(REPO_ROOT, source).split(path.sep)[0]),
  });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}

interface ScaleRow {
  syntheticDocs: number;
  markdownBytes: number;
  seconds: number;
  peakRssMb?: number;
  pages: number;
  totalBytes: number;
  /** One generated doc page (or the intro for N = 0): HTML raw and gzip, which grows with the sidebar. */
  samplePageHtml: {bytes: number; gzip: number};
  searchIndex: {bytes: number; gzip: number} | null;
}

function measure(count: number, keep: boolean): ScaleRow {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), `dlabflow-scale-${count}-`));
  try {
    copySite(siteDir);
    const markdownBytes = count > 0 ? writeSyntheticDocs(siteDir, count) : 0;
    if (count > 0) addSyntheticCategory(siteDir);
    clearCaches(siteDir);
    console.log(`▶ N = ${count}: building in ${siteDir}`);
    const run = runBuild(siteDir);
    const buildDir = path.join(siteDir, 'build');
    const output = describeBuild(buildDir);
    const files = listFiles(buildDir);
    const sample = count > 0 ? `docs/${SYNTHETIC_DIR}/page-0001.html` : 'docs/intro.html';
    const indexes = files.filter((f) => SEARCH_INDEX_FILE.test(f)).map((f) => sizeOf(buildDir, f));
    const row: ScaleRow = {
      syntheticDocs: count,
      markdownBytes,
      seconds: run.seconds,
      peakRssMb: run.peakRssMb,
      pages: output.pages,
      totalBytes: output.totalBytes,
      samplePageHtml: (({bytes, gzip}) => ({bytes, gzip}))(sizeOf(buildDir, sample)),
      searchIndex: indexes.length
        ? {bytes: indexes.reduce((s, i) => s + i.bytes, 0), gzip: indexes.reduce((s, i) => s + i.gzip, 0)}
        : null,
    };
    console.log(`  ${row.seconds.toFixed(1)} s, ${row.pages} pages, ${mbText(row.totalBytes)} MB`);
    return row;
  } finally {
    if (keep) console.log(`  kept ${siteDir}`);
    else fs.rmSync(siteDir, {recursive: true, force: true});
  }
}

function main(): void {
  const {values} = parseArgs({
    options: {
      sizes: {type: 'string', default: process.env.BENCH_SCALE_SIZES ?? '0,100,500,1000'},
      keep: {type: 'boolean', default: false},
    },
  });
  const sizes = values.sizes!.split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 0))
    throw new Error(`--sizes wants whole numbers: ${values.sizes}`);

  const rows = sizes.map((n) => measure(n, values.keep!));
  // Docusaurus clear in the copies removed the shared bundler cache; the next build in the repo is cold.

  const result = {date: new Date().toISOString(), cpus: os.cpus().length, node: process.version, rows};
  const file = writeBenchResult('scale', result.date, result);

  const base = rows.find((r) => r.syntheticDocs === 0);
  console.log(`\n## Build cost by number of docs (${result.cpus} CPUs, Node ${result.node}, cold builds)\n`);
  console.log(
    markdownTable(
      [
        'synthetic docs',
        'pages',
        'build s',
        's per 100 extra docs',
        'peak RSS MB',
        'build MB',
        'doc HTML KB (gzip)',
        'search index KB (gzip)',
      ],
      rows.map((r) => [
        r.syntheticDocs,
        r.pages,
        r.seconds.toFixed(1),
        base && r.syntheticDocs > 0 ? (((r.seconds - base.seconds) / r.syntheticDocs) * 100).toFixed(1) : '-',
        r.peakRssMb ? r.peakRssMb.toFixed(0) : '-',
        mbText(r.totalBytes),
        `${kbText(r.samplePageHtml.bytes)} (${kbText(r.samplePageHtml.gzip)})`,
        r.searchIndex ? `${kbText(r.searchIndex.bytes)} (${kbText(r.searchIndex.gzip)})` : 'no index',
      ]),
    ),
  );
  console.log(`\nWrote ${path.relative(REPO_ROOT, file)}`);
}

main();
