/**
 * Which characters the site can show, so the web font can be cut down to them.
 * Sources are scanned as plain text (Markdown, TSX, JSON, YAML, CSS): over-inclusion costs a few bytes,
 * a missing character costs a glyph from another font in the middle of a sentence.
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_EXTENSIONS = /\.(mdx?|tsx?|json|ya?ml|css)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'build', '.docusaurus', 'img']);

function codePointRange(first: number, last: number): string {
  let text = '';
  for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  return text;
}

/**
 * Shown although no source spells them out: Latin text and punctuation of any page, the jamo a reader's
 * IME shows while typing a query, and the words Intl adds to Korean dates.
 */
export const ALWAYS_INCLUDED =
  codePointRange(0x20, 0x7e) + // ASCII
  codePointRange(0xa0, 0xff) + // Latin-1 supplement
  codePointRange(0x3131, 0x318e) + // Hangul compatibility jamo (IME composition)
  codePointRange(0x3008, 0x3011) + // 〈〉《》「」『』【】
  codePointRange(0x2460, 0x2473) + // ①–⑳
  '‘’“”–—…•·←↑→↓×÷−©®™°' +
  '년월일시분초오전후요화수목금토';

/** Hangul (syllables and jamo): where a glyph missing from the subset would switch fonts mid-word. */
const HANGUL = /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/u;

export function isHangul(character: string): boolean {
  return HANGUL.test(character);
}

function sourceFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  const files: string[] = [];
  for (const item of fs.readdirSync(entry, {withFileTypes: true})) {
    const full = path.join(entry, item.name);
    if (item.isDirectory()) {
      if (!SKIPPED_DIRS.has(item.name)) files.push(...sourceFiles(full));
    } else if (SOURCE_EXTENSIONS.test(item.name)) {
      files.push(full);
    }
  }
  return files;
}

/** The distinct characters of the given files and folders (recursively), plus ALWAYS_INCLUDED, sorted. */
export function collectCharacters(entries: readonly string[]): string {
  const characters = new Set(ALWAYS_INCLUDED);
  for (const file of entries.flatMap(sourceFiles).sort()) {
    for (const character of fs.readFileSync(file, 'utf8')) characters.add(character);
  }
  // Control characters and line breaks are never drawn.
  return [...characters]
    .filter((character) => !/\p{Cc}/u.test(character))
    .sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
    .join('');
}

/** Hangul characters of `text` that `covered` lacks, in order of first appearance. */
export function uncoveredHangul(text: string, covered: string): string[] {
  const have = new Set(covered);
  const missing = new Set<string>();
  for (const character of text) {
    if (isHangul(character) && !have.has(character)) missing.add(character);
  }
  return [...missing];
}
