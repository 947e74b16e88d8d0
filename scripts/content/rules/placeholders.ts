/**
 * The scaffolds (`npm run new:doc`, `npm run new:post`) mark every place a writer must fill with `TODO(작성): …`,
 * saying what goes there. A page with one left over is not finished.
 */
import type {Finding} from '../findings';
import {lineAt} from '../markdown';

export const PLACEHOLDER = 'TODO(작성)';

/** Searches the raw text: placeholders sit in front matter, alt text and captions too. */
export function placeholderFindings(file: string, raw: string): Finding[] {
  return [...raw.matchAll(/TODO\(작성\):?\s*([^\n*]*)/g)].map((m) => ({
    file,
    line: lineAt(raw, m.index),
    problem: '뼈대의 TODO(작성) 자리를 채우지 않았습니다',
    // The instruction ends where its surrounding markup starts: `](`, `</`, a table cell or the emphasis mark.
    fix: m[1].split(/\]\(|<\/|\s\|/)[0].trim() || '이 자리에 페이지 내용을 씁니다',
    rule: 'placeholders',
  }));
}
