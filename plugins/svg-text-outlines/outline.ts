/**
 * An SVG figure's <text> as outlines (<path>), drawn in Pretendard, the font our figures name first. Inside an <img> a
 * page's web fonts do not apply: the browser shapes such text with a system font, in a layout pass of its own per
 * image before the page's first paint (tens of ms each on a phone for our Korean diagrams), and the figure shows the
 * reader's system font instead of ours. Text the font cannot draw, or set in another font, stays text.
 */
import {load, type Cheerio} from 'cheerio';
import type {Element} from 'domhandler';
import {decodeXML} from 'entities';
import type {OutlineFont, RunStyle} from './font';

/** Attributes that shape text; what remains on a <text> (fill, stroke, opacity, transform…) moves to its path. */
const TEXT_LAYOUT_ATTRIBUTES = new Set([
  'x',
  'y',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'letter-spacing',
]);
const INHERITED = ['font-size', 'font-weight', 'text-anchor', 'letter-spacing'] as const;
/**
 * What this does not draw, on a text, a tspan or around them: CSS (which may restyle the text), placement per
 * character, other baselines, italics, text direction. Such a text stays text.
 */
const NOT_DRAWN = [
  'style',
  'class',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'font-style',
  'font-variant',
  'font-stretch',
  'word-spacing',
  'text-decoration',
  'xml:space',
];
const NOT_DRAWN_SELECTOR = NOT_DRAWN.map((name) => `[${name.replace(':', '\\:')}]`).join(', ');
const WEIGHT_KEYWORDS: Record<string, number> = {normal: 400, bold: 700, bolder: 700, lighter: 300};

export interface OutlineResult {
  svg: string;
  outlined: number;
  /** Texts left as text: the font lacks one of their characters, or they use what this does not draw. */
  kept: number;
}

interface Run {
  text: string;
  attributes: Record<string, string>;
}

/** The value an attribute has on element, set there or inherited from an ancestor. */
function inherited(element: Cheerio<Element>, name: string): string | undefined {
  const holder = element.closest(`[${name}]`);
  return holder.length > 0 ? holder.attr(name) : undefined;
}

/**
 * False when the first font the text names is not the outline font (a monospace for code, say): that look is the
 * writer's. A text naming no font is drawn in it, the site's font.
 */
function namesFont(text: Cheerio<Element>, font: OutlineFont): boolean {
  const family = inherited(text, 'font-family')
    ?.split(',')[0]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');
  return family === undefined || font.isNamed(family);
}

function runStyle(text: Cheerio<Element>): RunStyle | undefined {
  const [size, weight, , letterSpacing] = INHERITED.map((name) => inherited(text, name));
  const style = {
    size: size === undefined ? 16 : Number(size),
    weight: weight === undefined ? 400 : (WEIGHT_KEYWORDS[weight] ?? Number(weight)),
    letterSpacing: letterSpacing === undefined || letterSpacing === 'normal' ? 0 : Number(letterSpacing),
  };
  return Object.values(style).every(Number.isFinite) ? style : undefined;
}

/** The text's runs (its own text and its <tspan>s), whitespace collapsed as CSS `white-space: normal` does. */
function textRuns(text: Cheerio<Element>): Run[] | undefined {
  const runs: Run[] = [];
  for (const node of text.contents().toArray()) {
    if (node.type === 'text') runs.push({text: decodeXML(node.data), attributes: {}});
    else if (
      node.type === 'tag' &&
      node.name === 'tspan' &&
      node.children.every((child) => child.type === 'text')
    ) {
      const attributes = {...node.attribs};
      // A tspan carries presentation only (fill…): one that moves its text keeps the text as text.
      if (Object.keys(attributes).some((name) => TEXT_LAYOUT_ATTRIBUTES.has(name))) return;
      runs.push({
        text: decodeXML(node.children.map((child) => (child.type === 'text' ? child.data : '')).join('')),
        attributes,
      });
    } else if (node.type !== 'comment') return;
  }
  let previousEndsInSpace = true; // leading space of the whole text is dropped
  for (const run of runs) {
    run.text = run.text.replace(/\s+/g, ' ');
    if (previousEndsInSpace) run.text = run.text.replace(/^ /, '');
    if (run.text !== '') previousEndsInSpace = run.text.endsWith(' ');
  }
  const last = runs.filter((run) => run.text !== '').at(-1);
  if (last) last.text = last.text.replace(/ $/, '');
  return runs.filter((run) => run.text !== '');
}

/** Attributes as the source wrote them (the parse keeps entities encoded), quoted anew. */
function attributeString(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
    .join('');
}

export function outlineSvgText(svg: string, font: OutlineFont): OutlineResult {
  // Entities stay as written: everything but the replaced texts is written back byte for byte.
  const $ = load(svg, {xml: {xmlMode: true, decodeEntities: false}});
  let outlined = 0;
  let kept = 0;
  // A stylesheet may restyle any text: such a file keeps all of its text.
  const styled = $('style').length > 0;
  $('text').each((_, element) => {
    const text = $(element);
    const notDrawn = text.closest(NOT_DRAWN_SELECTOR).length > 0 || text.find(NOT_DRAWN_SELECTOR).length > 0;
    if (styled || notDrawn || !namesFont(text, font)) {
      kept += 1;
      return;
    }
    const runs = textRuns(text);
    const style = runStyle(text);
    const x = Number(text.attr('x') ?? 0);
    const y = Number(text.attr('y') ?? 0);
    if (
      !runs ||
      !style ||
      !Number.isFinite(x) ||
      !Number.isFinite(y) ||
      !runs.every((run) => font.covers(run.text))
    ) {
      kept += 1;
      return;
    }
    const shaped = runs.map((run) => font.shape(run.text, style));
    const width = shaped.reduce((sum, run) => sum + run.advance, 0);
    const anchor = inherited(text, 'text-anchor');
    let pen = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
    const paths = shaped.map((run, index) => {
      const d = run.path(pen, y);
      pen += run.advance;
      return `<path d="${d}"${attributeString(runs[index]!.attributes)}/>`;
    });
    const own = Object.fromEntries(
      Object.entries(element.attribs).filter(([name]) => !TEXT_LAYOUT_ATTRIBUTES.has(name)),
    );
    text.replaceWith(
      paths.length === 1
        ? paths[0]!.replace('<path ', `<path${attributeString(own)} `)
        : `<g${attributeString(own)}>${paths.join('')}</g>`,
    );
    outlined += 1;
  });
  return {svg: outlined > 0 ? $.xml() : svg, outlined, kept};
}
