/**
 * Writes static/img/logo.svg and logo-dark.svg: the mark plus the wordmark "D-Lab Flow" drawn as outlines of
 * Pretendard Bold (shaped by harfbuzz). An SVG shown through <img> cannot use the page's web font, so a
 * <text> wordmark was drawn in whatever font each device had; a wider fallback ran past the canvas
 * ("D-Lab Flo"). Outlines look the same everywhere. Run after changing the wordmark or colours:
 *   npx tsx scripts/logo/render.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOGO_SIZE} from '../../src/config/constants';
import {REPO_ROOT} from '../lib/paths';

const FONT_FILE = path.join(REPO_ROOT, 'node_modules/pretendard/dist/public/static/Pretendard-Bold.otf');
const WORD = 'D-Lab ';
const ACCENT_WORD = 'Flow';
const FONT_SIZE = 17;
const TEXT_X = 33;
const BASELINE = 22;

const VARIANTS = {
  'logo.svg': {mark: '#007ACC', text: '#1c1e21', accent: '#007ACC'},
  'logo-dark.svg': {mark: '#2691d3', text: '#f5f6f7', accent: '#50aae2'},
} as const;

type Glyph = {d: string; x: number; accent: boolean};
type Wordmark = {glyphs: Glyph[]; width: number; scale: number};

async function shapeWordmark(): Promise<Wordmark> {
  const hb = await import('harfbuzzjs');
  const face = new hb.Face(new hb.Blob(fs.readFileSync(FONT_FILE)));
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(WORD + ACCENT_WORD);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = FONT_SIZE / face.upem;
  const glyphs: Glyph[] = [];
  let pen = 0;
  for (const {codepoint, cluster, xAdvance} of buffer.getGlyphInfosAndPositions()) {
    glyphs.push({d: font.glyphToPath(codepoint), x: pen * scale, accent: cluster >= WORD.length});
    pen += xAdvance ?? 0;
  }
  return {glyphs, width: pen * scale, scale};
}

function logoSvg(
  {glyphs, width, scale: fontScale}: Wordmark,
  colors: (typeof VARIANTS)[keyof typeof VARIANTS],
): string {
  // Glyph outlines are in font units with y up; the baseline sits at y = BASELINE.
  const scale = fontScale.toFixed(5);
  const paths = glyphs
    .filter((glyph) => glyph.d !== '')
    .map(
      (glyph) =>
        `<path transform="translate(${(TEXT_X + glyph.x).toFixed(2)} ${BASELINE}) scale(${scale} -${scale})" ` +
        `fill="${glyph.accent ? colors.accent : colors.text}" d="${glyph.d}"/>`,
    )
    .join('');
  const canvas = Math.ceil(TEXT_X + width + 2);
  if (canvas !== LOGO_SIZE.width) {
    throw new Error(
      `The logo is now ${canvas} px wide: set LOGO_SIZE.width in src/config/constants.ts to match.`,
    );
  }
  const HEIGHT = LOGO_SIZE.height;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas}" height="${HEIGHT}" viewBox="0 0 ${canvas} ${HEIGHT}" ` +
    `role="img" aria-labelledby="t"><title id="t">D-Lab Flow</title>` +
    `<rect x="1" y="3" width="26" height="26" rx="7" fill="${colors.mark}"/>` +
    `<circle cx="8.5" cy="16" r="3" fill="#fff"/><circle cx="19.5" cy="10" r="3" fill="#fff"/>` +
    `<circle cx="19.5" cy="22" r="3" fill="#fff"/>` +
    `<path d="M11 15l6-3.5M11 17l6 3.5" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>` +
    `${paths}</svg>\n`
  );
}

async function main(): Promise<void> {
  const wordmark = await shapeWordmark();
  for (const [file, colors] of Object.entries(VARIANTS)) {
    const out = path.join(REPO_ROOT, 'static', 'img', file);
    fs.writeFileSync(out, logoSvg(wordmark, colors));
    console.log(`${path.relative(REPO_ROOT, out)}: ${fs.statSync(out).size} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
