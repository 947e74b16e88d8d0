/** Typos, counted in jamo for Hangul and in letters for Latin words. Safe for browser code. */
import {initialRange, MAX_FUZZY_WORDS, type EngineState} from './engineState';
import {boundedDistance, initialOf, isSyllables, jamo} from './hangul';
import {isHangul, type QueryWord} from './tokenizer';

/**
 * Typos as Algolia counts them, but in jamo for Hangul (one wrong vowel or final is one typo, not a whole
 * syllable): 1 for words of 4+ jamo (Latin: 4+ letters), 2 from 9 jamo (Latin: 8 letters). The docs attach
 * particles, so a Hangul word matches the start of a word of the docs.
 */
export function matchTypos(
  s: EngineState,
  term: QueryWord,
  direct: Map<number, number>,
  add: (id: number) => void,
): void {
  const hangul = isHangul(term.word);
  if (hangul && !isSyllables(term.stem)) return;
  const query = hangul ? jamo(term.stem) : term.word;
  const max = hangul
    ? query.length >= 9
      ? 2
      : query.length >= 4
        ? 1
        : 0
    : query.length >= 8
      ? 2
      : query.length >= 4
        ? 1
        : 0;
  if (max === 0) return;
  const prefix = hangul || term.isLast;
  let found = 0;
  const {dictionary} = s;
  // The first jamo (letter) is kept: typos there are rare, and the words sharing it are one range of the sorted
  // words (for Hangul: the syllables of one 초성), so the scan reads only those and computes only their jamo.
  const [start, end] = hangul ? initialRange(s, initialOf(term.stem)) : dictionary.prefixRange(query[0]!);
  for (let id = start; id < end && found < MAX_FUZZY_WORDS; id++) {
    if (direct.has(id)) continue;
    const word = dictionary.words[id]!;
    if (isHangul(word) !== hangul) continue;
    if (hangul && !isSyllables(word)) continue;
    const candidate = hangul ? dictionary.jamo(id) : word;
    if (candidate.length + max < query.length) continue;
    if (!prefix && Math.abs(candidate.length - query.length) > max) continue;
    if (boundedDistance(query, candidate, max, prefix) <= max) {
      found++;
      add(id);
    }
  }
}
