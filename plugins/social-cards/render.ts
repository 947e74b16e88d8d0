/**
 * Renders a share card to PNG: satori lays the card out to SVG with Pretendard, resvg rasterises it.
 * Node only. The fonts are read once per process; satori cannot read WOFF2, so the package's OTF files are used.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori, {type Font} from 'satori';
import {CARD_SIZE} from './card';
import {cardElement, type CardText} from './template';

const require = createRequire(__filename);

/** The weights the template uses, and the Pretendard file of each. */
export const FONT_FILES = {600: 'Pretendard-SemiBold.otf', 800: 'Pretendard-ExtraBold.otf'} as const;

function fontPath(file: string): string {
  return path.join(path.dirname(require.resolve('pretendard/package.json')), 'dist/public/static', file);
}

let fonts: Font[] | undefined;

function loadFonts(): Font[] {
  fonts ??= Object.entries(FONT_FILES).map(([weight, file]) => ({
    name: 'Pretendard',
    data: fs.readFileSync(fontPath(file)),
    weight: Number(weight) as Font['weight'],
    style: 'normal' as const,
  }));
  return fonts;
}

export async function renderCardSvg(text: CardText): Promise<string> {
  return satori(cardElement(text), {...CARD_SIZE, fonts: loadFonts()});
}

export async function renderCard(text: CardText): Promise<Buffer> {
  const svg = await renderCardSvg(text);
  // satori has already drawn the text as paths: scanning the system's fonts would only cost time (3× here).
  return new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render().asPng();
}
