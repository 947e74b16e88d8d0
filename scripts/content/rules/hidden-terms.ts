/**
 * The term list (docs-style/prh.yml) for the words a page shows outside its prose, which the prose lint (textlint)
 * never reads: alt text (a screen reader speaks it), the front matter's title and description (search results and
 * link previews show them), and the comments in a post's code (readers copy them). Figures' own text is svg-terms.
 */
import type * as prh from 'prh';
import type {Finding} from '../findings';
import {bodyLine, frontMatterLine, lineAt, type MarkdownSource} from '../markdown';
import {imagesOf} from './images';
import {TERM_LIST_FILE} from './svg-terms';

/** Each swap the term list asks for in a piece of text: the word written and the word to write. */
export function termSwaps(
  engine: prh.Engine,
  text: string,
): {found: string; expected: string; index: number; note?: string}[] {
  return engine.makeChangeSet('', text).diffs.flatMap((diff) => {
    const found = diff.matches[0];
    const expected = diff.newText;
    if (expected === null || expected === found) return [];
    return [{found, expected, index: diff.index, note: diff.rule?.raw.prh}];
  });
}

const fixOf = (expected: string, note?: string): string =>
  `"${expected}"로 씁니다(${TERM_LIST_FILE})${note ? `: ${note}` : ''}`;

export function altTextTermFindings(source: MarkdownSource, engine: prh.Engine): Finding[] {
  return imagesOf(source).flatMap(({alt, offset}) =>
    termSwaps(engine, alt ?? '').map(({found, expected, note}) => ({
      file: source.file,
      line: bodyLine(source, offset),
      problem: `대체 텍스트에 용어 사전에 없는 "${found}"가 있습니다`,
      fix: fixOf(expected, note),
      rule: 'alt-text',
    })),
  );
}

const FRONT_MATTER_TEXT = ['title', 'description', 'sidebar_label'];

export function frontMatterTermFindings(source: MarkdownSource, engine: prh.Engine): Finding[] {
  return FRONT_MATTER_TEXT.flatMap((key) => {
    const value = source.data[key];
    if (typeof value !== 'string') return [];
    return termSwaps(engine, value).map(({found, expected, note}) => ({
      file: source.file,
      line: frontMatterLine(source, key),
      problem: `앞머리 \`${key}\`에 용어 사전에 없는 "${found}"가 있습니다`,
      fix: fixOf(expected, note),
      rule: 'front-matter',
    }));
  });
}

const FENCE = /^(\s*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\s*\2[^\n]*$/gm;
/** Line comments (// and #) and the lines of block comments; a # is a comment only at a line's start or after a space. */
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|(?:^|[ \t])#[^\n]*/gm;

export function codeCommentTermFindings(source: MarkdownSource, engine: prh.Engine): Finding[] {
  const body = source.raw.slice(source.bodyOffset);
  const findings: Finding[] = [];
  for (const block of body.matchAll(FENCE)) {
    const codeStart = block.index + block[0].indexOf(block[3]);
    for (const comment of block[3].matchAll(COMMENT)) {
      if (!/[가-힣]/.test(comment[0])) continue;
      for (const {found, expected, index, note} of termSwaps(engine, comment[0])) {
        const at = codeStart + comment.index + index;
        findings.push({
          file: source.file,
          line: lineAt(source.raw, source.bodyOffset + at),
          problem: `코드 주석에 용어 사전에 없는 "${found}"가 있습니다`,
          fix: fixOf(expected, note),
          rule: 'code-comments',
        });
      }
    }
  }
  return findings;
}

/** Every term finding outside a page's prose. */
export function hiddenTermFindings(source: MarkdownSource, engine: prh.Engine): Finding[] {
  return [
    ...altTextTermFindings(source, engine),
    ...frontMatterTermFindings(source, engine),
    ...codeCommentTermFindings(source, engine),
  ];
}
