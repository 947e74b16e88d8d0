/**
 * The numbers behind the web-font choice, a benchmark that prints tables and asserts nothing:
 *   1. the size of each way to cut Pretendard (weights, glyph sets), gzip as served;
 *   2. Lighthouse mobile on the doc and the post, alternating: the build as it is, the same build with
 *      the web font blocked (= the readers' own Korean system fonts), and optionally a second build
 *      (`--compare <dir>`, e.g. one made before a change), median of N runs.
 *
 * Usage: tsx scripts/bench/font-options.ts [--runs 3] [--compare <build dir>] [--skip-lighthouse]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {load} from 'cheerio';
import subsetFont from 'subset-font';
import {collectCharacters, ALWAYS_INCLUDED} from '../../plugins/korean-font-subset/characters';
import {koreanFontSubsetOptions} from '../../src/config/fonts';
import {REPO_ROOT} from '../lib/paths';
import {MEASURED_PAGES, pagePath} from '../perf/budgets';
import {runLighthouse} from '../perf/lighthouse';
import {audit, score} from './lighthouse-runs';
import {serveBuild} from '../perf/local-server';
import {kbText, markdownTable, median} from './stats';

const buildDir = path.join(REPO_ROOT, 'build');

/** Text a reader sees on the first screen of a page: the navbar, the title and the first paragraphs. */
function firstScreenText(htmlFile: string): string {
  const $ = load(fs.readFileSync(htmlFile, 'utf8'));
  const parts = ['nav.navbar', 'h1', 'article p:lt(3)', '.theme-doc-breadcrumbs'].map((s) => $(s).text());
  return parts.join('');
}

function pageText(htmlFile: string): string {
  const $ = load(fs.readFileSync(htmlFile, 'utf8'));
  $('script, style, noscript, pre, code').remove();
  return $('body').text();
}

async function cut(characters: string, wght: {min: number; max: number} | number): Promise<number> {
  const font = await subsetFont(fs.readFileSync(koreanFontSubsetOptions.fontFile), characters, {
    targetFormat: 'woff2',
    noLayoutClosure: true,
    variationAxes: {wght},
  });
  return zlib.gzipSync(font, {level: 9}).length;
}

async function subsetSizes(): Promise<string> {
  const sources = koreanFontSubsetOptions.sources.map((s) => path.resolve(REPO_ROOT, s));
  const site = collectCharacters(sources);
  const docHtml = path.join(buildDir, 'docs', 'intro.html');
  const unique = (text: string) => [...new Set(ALWAYS_INCLUDED + text)].join('');
  const firstScreens = MEASURED_PAGES.filter((p) => p.name !== 'search')
    .map((p) => path.join(buildDir, p.route === '/' ? 'index.html' : `${p.route.slice(1)}.html`))
    .map(firstScreenText)
    .join('');
  const rows: [string, string, number][] = [
    [
      'site characters, weights 400–800 (today)',
      `${[...site].length}`,
      await cut(site, koreanFontSubsetOptions.weight),
    ],
    ['site characters, weights 400–700', `${[...site].length}`, await cut(site, {min: 400, max: 700})],
    ['site characters, 400 only (static)', `${[...site].length}`, await cut(site, 400)],
    [
      'site characters, 400 + 700 (two static files)',
      `${[...site].length}`,
      (await cut(site, 400)) + (await cut(site, 700)),
    ],
    [
      'one page (/docs/intro), 400–800',
      `${unique(pageText(docHtml)).length}`,
      await cut(unique(pageText(docHtml)), koreanFontSubsetOptions.weight),
    ],
    [
      'first screens of the 3 pages, 400–800',
      `${unique(firstScreens).length}`,
      await cut(unique(firstScreens), koreanFontSubsetOptions.weight),
    ],
  ];
  return markdownTable(
    ['cut', 'characters', 'KB gzip'],
    rows.map(([name, count, bytes]) => [name, count, kbText(bytes)]),
  );
}

interface Variant {
  name: string;
  dir: string;
  blockFont: boolean;
}

async function lighthouseTable(variants: Variant[], runs: number): Promise<string> {
  const pages = MEASURED_PAGES.filter((p) => p.name === 'doc' || p.name === 'post');
  const sites = await Promise.all(variants.map((v) => serveBuild(v.dir)));
  const results = new Map<string, {fcp: number[]; lcp: number[]; cls: number[]; perf: number[]}>();
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const page of pages) {
        for (const [index, variant] of variants.entries()) {
          process.stdout.write(`  run ${i + 1}/${runs} ${page.name} ${variant.name}\n`);
          const lhr = await runLighthouse(sites[index].url(pagePath(page)), ['performance'], {
            blockedUrlPatterns: variant.blockFont ? ['*.woff2'] : [],
          });
          const key = `${page.name}|${variant.name}`;
          const entry = results.get(key) ?? {fcp: [], lcp: [], cls: [], perf: []};
          entry.fcp.push(audit(lhr, 'first-contentful-paint'));
          entry.lcp.push(audit(lhr, 'largest-contentful-paint'));
          entry.cls.push(audit(lhr, 'cumulative-layout-shift'));
          entry.perf.push(score(lhr, 'performance'));
          results.set(key, entry);
        }
      }
    }
  } finally {
    await Promise.all(sites.map((s) => s.close()));
  }
  return markdownTable(
    ['page', 'variant', 'perf', 'FCP ms', 'LCP ms', 'CLS'],
    [...results].map(([key, r]) => {
      const [page, variant] = key.split('|');
      return [
        page,
        variant,
        median(r.perf),
        Math.round(median(r.fcp)),
        Math.round(median(r.lcp)),
        median(r.cls).toFixed(3),
      ];
    }),
  );
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      compare: {type: 'string'},
      'skip-lighthouse': {type: 'boolean', default: false},
    },
  });
  console.log('\n## Ways to cut Pretendard (gzip)\n');
  console.log(await subsetSizes());
  if (values['skip-lighthouse']) return;
  const variants: Variant[] = [
    {name: 'this build', dir: buildDir, blockFont: false},
    {name: 'this build, system fonts only (woff2 blocked)', dir: buildDir, blockFont: true},
    ...(values.compare
      ? [{name: `build in ${values.compare}`, dir: path.resolve(values.compare), blockFont: false}]
      : []),
  ];
  console.log(`\n## Lighthouse mobile, median of ${values.runs} alternating runs\n`);
  console.log(await lighthouseTable(variants, Number(values.runs)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
