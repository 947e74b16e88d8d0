/**
 * The size a code block's lines take, from its text alone: the browser skips laying out an off-screen block
 * (`content-visibility: auto`, ./styles.module.css) and reserves this size for it instead.
 */

/** Wide characters (Hangul, CJK, full-width) take 1.4–1.6 monospace columns; too wide is the safer guess. */
const WIDE_COLUMNS = 1.6;
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const TAB_COLUMNS = 4;

function columnsOf(line: string): number {
  let columns = 0;
  for (const char of line) columns += char === '\t' ? TAB_COLUMNS : WIDE.test(char) ? WIDE_COLUMNS : 1;
  return columns;
}

export interface CodeSize {
  lines: number;
  /** Columns of the longest line. */
  columns: number;
}

export function codeSize(code: string): CodeSize {
  const lines = code.replace(/\n$/, '').split('\n');
  return {lines: lines.length, columns: Math.ceil(Math.max(0, ...lines.map(columnsOf)))};
}
