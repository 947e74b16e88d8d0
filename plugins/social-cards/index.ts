/**
 * A share card per page (1200×630 PNG): the page's title and section on the site's colours, drawn at build
 * time with satori and resvg, cached by content. See README.md for why the cards are drawn from the loaded
 * content and announced by theme wraps.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardPath} from './card';
import {cardKey, folderCache, rendererFingerprint} from './cache';
import {collectCards, type CardSpec} from './collect';
import {renderCard} from './render';

export interface WrittenCards {
  rendered: number;
  cached: number;
  /** Time spent rendering the cards that were not cached, ms. */
  renderMs: number;
}

/** Writes each page's card into the build folder, rendering only those the cache lacks. */
export async function writeCards(
  cards: readonly CardSpec[],
  {
    outDir,
    baseUrl,
    siteTitle,
    cacheDir,
  }: {outDir: string; baseUrl: string; siteTitle: string; cacheDir: string},
): Promise<WrittenCards> {
  const cache = folderCache(cacheDir);
  const fingerprint = rendererFingerprint();
  const result: WrittenCards = {rendered: 0, cached: 0, renderMs: 0};
  // One at a time: rendering is CPU-bound and the other postBuild steps share the machine.
  for (const card of cards) {
    const text = {title: card.title, section: card.section, siteTitle};
    const key = cardKey(text, fingerprint);
    let png = await cache.get(key);
    if (png) {
      result.cached += 1;
    } else {
      const started = performance.now();
      png = await renderCard(text);
      result.renderMs += performance.now() - started;
      result.rendered += 1;
      await cache.set(key, png);
    }
    const target = path.join(outDir, cardPath(card.permalink, baseUrl));
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, png);
  }
  return result;
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  let cards: CardSpec[] = [];
  return {
    name: 'social-cards',
    async allContentLoaded({allContent}) {
      cards = collectCards(allContent);
    },
    async postBuild({outDir, siteConfig}) {
      const started = performance.now();
      const {rendered, cached, renderMs} = await writeCards(cards, {
        outDir,
        baseUrl: siteConfig.baseUrl,
        siteTitle: siteConfig.title,
        cacheDir: path.join(context.siteDir, 'node_modules', '.cache', 'social-cards'),
      });
      const perCard = rendered > 0 ? `, ${Math.round(renderMs / rendered)} ms each` : '';
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[social-cards] ${cards.length} cards in ${seconds} s: ${rendered} rendered${perCard}, ${cached} from the cache.`,
      );
    },
  };
}
