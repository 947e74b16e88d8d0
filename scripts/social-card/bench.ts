/**
 * How long the share cards (plugins/social-cards) take to draw: every card of the last build, cold (a new
 * process, an empty cache: the first card also reads the fonts) and warm (all from the cache, as a build with no
 * changed page). Prints the numbers; run after `npx docusaurus build`:
 *   npx tsx scripts/social-card/bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {CARD_DIR} from '../../plugins/social-cards/card';
import {writeCards} from '../../plugins/social-cards/index';
import {renderCard} from '../../plugins/social-cards/render';
import type {CardSpec} from '../../plugins/social-cards/collect';
import {listHtmlPages} from '../../plugins/shared/builtFiles';
import {env} from '../../src/config/env';
import {SITE} from '../../src/config/constants';
import {REPO_ROOT} from '../lib/paths';

const buildDir = path.join(REPO_ROOT, 'build');

/** The cards the build's pages name, with the text each shows (read back from og:image:alt: "section · title"). */
function builtCards(): CardSpec[] {
  return listHtmlPages(buildDir).flatMap((file) => {
    const $ = load(fs.readFileSync(path.join(buildDir, file), 'utf8'));
    const image = $('meta[property="og:image"]').attr('content') ?? '';
    const alt = $('meta[property="og:image:alt"]').attr('content') ?? '';
    if (!image.includes(`/${CARD_DIR}/`)) return [];
    const [section, ...title] = alt.split(' · ');
    return [{permalink: new URL(image).pathname.replace(/\.png$/, ''), section, title: title.join(' · ')}];
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const cards = builtCards();
  if (cards.length === 0)
    throw new Error('No page of build/ names a share card: run `npx docusaurus build` first.');
  const times: number[] = [];
  for (const {title, section} of cards) {
    const started = performance.now();
    await renderCard({title, section, siteTitle: SITE.title});
    times.push(performance.now() - started);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-bench-'));
  try {
    const options = {
      outDir: path.join(dir, 'out'),
      baseUrl: env.baseUrl,
      siteTitle: SITE.title,
      cacheDir: dir,
    };
    const coldStart = performance.now();
    await writeCards(cards, options);
    const cold = performance.now() - coldStart;
    const warmStart = performance.now();
    const warm = await writeCards(cards, options);
    const warmMs = performance.now() - warmStart;
    if (warm.rendered !== 0) throw new Error('The warm run drew cards: the cache missed');
    console.log(
      `| cards | first card (reads the fonts) | cold, median per card | cold, all cards | warm, per card | warm, all cards |`,
    );
    console.log(`| --- | --- | --- | --- | --- | --- |`);
    console.log(
      `| ${cards.length} | ${ms(times[0])} | ${ms(median(times.slice(1)))} | ${ms(cold)} | ${ms(warmMs / cards.length)} | ${ms(warmMs)} |`,
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
