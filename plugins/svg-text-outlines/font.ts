/**
 * Text drawn as outlines: HarfBuzz (harfbuzzjs) shapes a run of text in a variable font at a weight and returns
 * the glyphs' outlines as one SVG path, in the coordinates of the SVG that holds the text.
 */
import fs from 'node:fs';
import {pathToFileURL} from 'node:url';
import type {Face, Font} from 'harfbuzzjs';

type HarfBuzz = typeof import('harfbuzzjs');

/**
 * Node's own import(): Docusaurus loads plugins through jiti, which turns import() into a require that cannot run
 * harfbuzzjs' top-level await (it instantiates its WebAssembly as the module loads).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nativeImport = require('./nativeImport.cjs') as (specifier: string) => Promise<unknown>;

export interface FontSource {
  /** A TrueType file HarfBuzz can read. */
  file: string;
  /** The names a figure's font-family gives this font. */
  families: string[];
}

/** Pretendard, the family our figures name first and the web font's. */
export const PRETENDARD: FontSource = {
  file: require.resolve('pretendard/dist/public/variable/PretendardVariable.ttf'),
  families: ['Pretendard', 'Pretendard Variable'],
};

export interface RunStyle {
  /** font-size, in the SVG's user units. */
  size: number;
  /** A value of the font's `wght` axis. */
  weight: number;
  /** Added after each character, in user units (CSS letter-spacing). */
  letterSpacing: number;
}

export interface ShapedRun {
  /** The width the run takes on its baseline, letter spacing included. */
  advance: number;
  /** The outlines, with the run's origin (left end of the baseline) at (x, y). */
  path: (x: number, y: number) => string;
}

/** Coordinates to a tenth of a user unit: finer than a device pixel at any size our figures are shown at. */
const round = (value: number): number => Math.round(value * 10) / 10;
type Point = [number, number];
/** Within a rounding step: a curve drawn through the reflected control point is off by less than that. */
const near = (a: Point, b: Point): boolean =>
  Math.abs(a[0] - b[0]) <= 0.1001 && Math.abs(a[1] - b[1]) <= 0.1001;
const number = (value: number): string => String(round(value)).replace(/^(-?)0\./, '$1.');

export class OutlineFont {
  private readonly fonts = new Map<number, Font>();

  private constructor(
    private readonly hb: HarfBuzz,
    private readonly face: Face,
    private readonly families: ReadonlySet<string>,
  ) {}

  static async load({file, families}: FontSource = PRETENDARD): Promise<OutlineFont> {
    const hb = (await nativeImport(pathToFileURL(require.resolve('harfbuzzjs')).href)) as HarfBuzz;
    return new OutlineFont(
      hb,
      new hb.Face(new hb.Blob(fs.readFileSync(file))),
      new Set(families.map((family) => family.toLowerCase())),
    );
  }

  /** True when family (one name of a font-family list, unquoted) is this font. */
  isNamed(family: string): boolean {
    return this.families.has(family.toLowerCase());
  }

  /** True when the font has a glyph for every character of text (spaces aside). */
  covers(text: string): boolean {
    const font = this.font(400);
    return [...text].every(
      (char) => /\s/.test(char) || font.nominalGlyph(char.codePointAt(0)!) !== undefined,
    );
  }

  shape(text: string, {size, weight, letterSpacing}: RunStyle): ShapedRun {
    const font = this.font(weight);
    const buffer = new this.hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    this.hb.shape(font, buffer);
    const scale = size / this.face.upem;
    const glyphs: {id: number; x: number; y: number}[] = [];
    let pen = 0;
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    for (const [index, info] of infos.entries()) {
      const position = positions[index]!;
      glyphs.push({id: info.codepoint, x: pen + position.xOffset * scale, y: position.yOffset * scale});
      pen += position.xAdvance * scale;
      // CSS letter spacing follows each character, the last one included, as Chromium lays SVG text out.
      const nextCluster = infos[index + 1]?.cluster;
      if (nextCluster !== info.cluster) pen += letterSpacing;
    }
    return {
      advance: pen,
      path: (x, y) =>
        glyphs.map((glyph) => this.glyphPath(font, glyph.id, x + glyph.x, y - glyph.y, scale)).join(''),
    };
  }

  private font(weight: number): Font {
    let font = this.fonts.get(weight);
    if (!font) {
      font = new this.hb.Font(this.face);
      font.setVariations([new this.hb.Variation('wght', weight)]);
      this.fonts.set(weight, font);
    }
    return font;
  }

  /**
   * One glyph's outline at (x, y), y down as in SVG, in short path syntax: each contour starts absolute (glyphs
   * join into one path without carrying rounding along), then relative moves between rounded points (exact).
   */
  private glyphPath(font: Font, id: number, x: number, y: number, scale: number): string {
    const segments: {command: string; values: number[]}[] = [];
    let current: Point = [0, 0];
    let start: Point = [0, 0];
    // The control point a following `t` would reflect: TrueType's implied on-curve points make most curves smooth.
    let control: Point | undefined;
    const relative = ([px, py]: Point): number[] => [round(px - current[0]), round(py - current[1])];
    for (const {type, values} of font.glyphToJson(id)) {
      const points: Point[] = [];
      for (let i = 0; i < values.length; i += 2) {
        points.push([round(x + values[i]! * scale), round(y - values[i + 1]! * scale)]);
      }
      const end = points[points.length - 1];
      if (type === 'Z') {
        segments.push({command: 'z', values: []});
        current = start;
      } else if (type === 'M') {
        segments.push({command: 'M', values: points[0]!});
        current = start = points[0]!;
      } else if (type === 'Q') {
        const reflected: Point | undefined = control && [
          2 * current[0] - control[0],
          2 * current[1] - control[1],
        ];
        const smooth = reflected && near(reflected, points[0]!);
        segments.push(
          smooth ? {command: 't', values: relative(end!)} : {command: 'q', values: points.flatMap(relative)},
        );
        control = smooth ? reflected : points[0];
        current = end!;
        continue;
      } else {
        const [dx, dy] = relative(end!);
        if (type === 'L' && dy === 0) segments.push({command: 'h', values: [dx!]});
        else if (type === 'L' && dx === 0) segments.push({command: 'v', values: [dy!]});
        else segments.push({command: type.toLowerCase(), values: points.flatMap(relative)});
        current = end!;
      }
      control = undefined;
    }
    return pathData(segments);
  }
}

/** Path data without what the syntax lets one leave out: a repeated command letter, spaces before - or a second dot. */
function pathData(segments: {command: string; values: number[]}[]): string {
  let out = '';
  let previousCommand = '';
  let previousNumber = '';
  for (const {command, values} of segments) {
    const repeats = command === previousCommand && command !== 'M' && command !== 'z';
    if (!repeats) {
      out += command;
      previousNumber = '';
    }
    for (const value of values) {
      const text = number(value);
      const joins =
        previousNumber === '' ||
        text.startsWith('-') ||
        (text.startsWith('.') && previousNumber.includes('.'));
      out += (joins ? '' : ' ') + text;
      previousNumber = text;
    }
    previousCommand = command;
  }
  return out;
}
