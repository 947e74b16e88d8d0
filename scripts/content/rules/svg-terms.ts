/**
 * Readers see a figure's words as much as the prose around it, so the term list (docs-style/prh.yml) applies to
 * the text an SVG shows or announces: `<text>` (with its `<tspan>`s), `<title>` and `<desc>`. The prose lint does
 * not read SVG files, hence this rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prh from 'prh';
import type {Finding} from '../findings';
import {lineAt} from '../markdown';
import {isUiLabel} from './ui-labels';

export const TERM_LIST_FILE = 'docs-style/prh.yml';

const TEXT_ELEMENT = /<(text|title|desc)\b[^>]*>([\s\S]*?)<\/\1>/g;

const decodeEntities = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** Each piece of text a figure shows, with its line in the file. */
export function svgTexts(svg: string): {text: string; line: number}[] {
  return [...svg.matchAll(TEXT_ELEMENT)]
    .map((m) => ({
      text: decodeEntities(m[2].replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
      line: lineAt(svg, m.index),
    }))
    .filter(({text}) => text.length > 0);
}

/** Figures: every SVG under docs/ and blog/. */
export function figureFiles(root: string): string[] {
  return ['docs', 'blog'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
      .filter((e) => e.isFile() && e.name.endsWith('.svg'))
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort(),
  );
}

export function loadTermList(root: string): prh.Engine {
  return prh.fromYAMLFilePath(path.join(root, TERM_LIST_FILE));
}

/**
 * A sketch of a screen shows the screen's own words, as bold does in prose: a text that is a listed screen label,
 * or a value with no Korean word in it ("73.98 %", "640 × 640"), is the screen's, not ours.
 */
const isScreenText = (text: string, labels: Set<string>): boolean =>
  isUiLabel(text, labels) || !/[가-힣]/.test(text);

export function svgTermFindings(
  root: string,
  file: string,
  engine: prh.Engine,
  labels: Set<string>,
): Finding[] {
  const svg = fs.readFileSync(path.join(root, file), 'utf8');
  return svgTexts(svg)
    .filter(({text}) => !isScreenText(text, labels))
    .flatMap(({text, line}) =>
      engine.makeChangeSet(file, text).diffs.flatMap((diff): Finding[] => {
        const found = diff.matches[0];
        const expected = diff.newText;
        if (expected === null || expected === found) return [];
        return [
          {
            file,
            line,
            problem: `그림의 글자 "${text.length > 40 ? text.slice(0, 40) + '…' : text}"에 용어 사전에 없는 "${found}"가 있습니다`,
            fix: `"${expected}"로 씁니다(${TERM_LIST_FILE})${diff.rule?.raw.prh ? `: ${diff.rule.raw.prh}` : ''}`,
            rule: 'svg-terms',
          },
        ];
      }),
    );
}
