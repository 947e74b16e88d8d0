/**
 * Hangul operations the engine needs, on top of es-hangul (decomposition, 초성, 두벌식 layout conversion):
 * which script a query is typed in, jamo sequences, and a bounded jamo edit distance. Safe for browser code.
 */
import {convertHangulToQwerty, convertQwertyToHangul, disassemble, getChoseong} from 'es-hangul';

const SYLLABLES = /^[\uac00-\ud7a3]+$/;
/** Compatibility consonants ㄱ-ㅎ: what a 초성 query is made of. */
const CHOSEONG_QUERY = /^[\u3131-\u314e]+(?:\s+[\u3131-\u314e]+)*$/;
const LATIN_QUERY = /^[a-zA-Z]+(?:\s+[a-zA-Z]+)*$/;
/** Hangul only (syllables or jamo) and spaces: a query that may be Latin typed with 한/영 on Korean. */
const HANGUL_QUERY = /^[\u3131-\u318e\uac00-\ud7a3]+(?:\s+[\u3131-\u318e\uac00-\ud7a3]+)*$/;
const JAMO = /[\u3131-\u318e]/;

export function isSyllables(word: string): boolean {
  return SYLLABLES.test(word);
}

/** 'ㅂㅈ ㅅㅅ': initial consonants only, at least two of them (one consonant says too little). */
export function isChoseongQuery(query: string): boolean {
  const trimmed = query.trim();
  return CHOSEONG_QUERY.test(trimmed) && trimmed.replace(/\s/g, '').length >= 2;
}

/** The 초성 of a text, spaces kept ('버전 생성' → 'ㅂㅈ ㅅㅅ'); other characters are dropped by es-hangul. */
export function choseong(text: string): string {
  return getChoseong(text);
}

/**
 * Which of the 19 initial consonants a syllable word starts with (0 = ㄱ … 18 = ㅎ), from the code point: Unicode
 * orders the 11,172 syllables by initial, then vowel, then final (21 × 28 = 588 per initial). The engine's typo scan
 * compares it before it computes a word's jamo, for every Hangul word on every search: es-hangul's `getChoseong`
 * (one string call per word) made warm searches 2–3× slower there.
 */
export function initialOf(word: string): number {
  return Math.floor((word.charCodeAt(0) - 0xac00) / 588);
}

/** A word as its jamo ('버전' → 'ㅂㅓㅈㅓㄴ'): typos and half-typed syllables are counted on these. */
export function jamo(word: string): string {
  return disassemble(word);
}

/**
 * The query as the 두벌식 layout turns it into Hangul ('fkqpffld' → '라벨링'), or undefined when it does not
 * spell Hangul: a leftover jamo other than a last half-typed one means the keys were not Korean.
 */
export function latinToHangul(query: string): string | undefined {
  const trimmed = query.trim();
  if (!LATIN_QUERY.test(trimmed)) return undefined;
  let converted: string;
  try {
    converted = convertQwertyToHangul(trimmed);
  } catch {
    // es-hangul throws on some key runs it cannot assemble ('how': ㅗ then ㅐ then ㅈ): not Korean keys.
    return undefined;
  }
  const body = converted.replace(/[\u3131-\u318e]$/, '');
  return body && !JAMO.test(body) && !/[a-zA-Z]/.test(converted) ? converted : undefined;
}

/** The Latin keys behind a Hangul query typed with the wrong layout ('채채' → 'coco'), or undefined. */
export function hangulToLatin(query: string): string | undefined {
  const trimmed = query.trim();
  if (!HANGUL_QUERY.test(trimmed)) return undefined;
  const converted = convertHangulToQwerty(trimmed).toLowerCase();
  return /^[a-z]+(?:\s+[a-z]+)*$/.test(converted) ? converted : undefined;
}

/**
 * Levenshtein distance between two jamo strings, or max + 1 once it must exceed max. With `prefix`, `b` may
 * go on after `a` (the reader is still typing `a`): the distance to the closest prefix of `b`.
 */
export function boundedDistance(a: string, b: string, max: number, prefix = false): number {
  if (!prefix && Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return prefix ? Math.min(...previous) : previous[b.length]!;
}

/** Latin letters as Korean says their names (엠 for m, 쥐 or 지 for g): an acronym said aloud and dictated. */
const LETTER_NAMES: readonly [name: string, letter: string][] = Object.entries({
  a: '에이',
  b: '비|삐',
  c: '씨|시',
  d: '디',
  e: '이',
  f: '에프',
  g: '지|쥐',
  h: '에이치|에치',
  i: '아이',
  j: '제이',
  k: '케이',
  l: '엘',
  m: '엠',
  n: '엔',
  o: '오',
  p: '피',
  q: '큐',
  r: '알',
  s: '에스',
  t: '티',
  u: '유',
  v: '브이|비',
  w: '더블유',
  x: '엑스',
  y: '와이',
  z: '제트|지',
}).flatMap(([letter, names]) => names.split('|').map((name): [string, string] => [name, letter]));

/**
 * The Latin words a Hangul word may spell letter by letter ('지피유' → ['gpu', 'zpu'], '엠에이피' → ['map']): every
 * way of reading it as two or more letter names. A word that is not only letter names spells none.
 */
export function spelledLetters(word: string): string[] {
  // Per position, the spellings of the word's rest from there.
  const rest: string[][] = Array.from({length: word.length + 1}, () => []);
  rest[word.length] = [''];
  for (let at = word.length - 1; at >= 0; at--) {
    for (const [name, letter] of LETTER_NAMES) {
      if (word.startsWith(name, at))
        for (const tail of rest[at + name.length]!) rest[at]!.push(letter + tail);
    }
  }
  return rest[0]!.filter((spelled) => spelled.length >= 2);
}

/** 'ㅛㅐㅣㅐ 모델' → 'yolo 모델': only the words that are bare jamo (no syllable) are Latin keys typed in Korean. */
export function convertJamoWords(query: string): string | undefined {
  const parts = query.trim().split(/\s+/);
  let changed = false;
  const converted = parts.map((part) => {
    if (!/^[\u3131-\u318e]{2,}$/.test(part) || isChoseongQuery(part)) return part;
    const latin = hangulToLatin(part);
    if (!latin) return part;
    changed = true;
    return latin;
  });
  return changed ? converted.join(' ') : undefined;
}
