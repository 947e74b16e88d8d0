/** Compounds typed without their spaces, found by their syllable bigrams. Safe for browser code. */
import {bestBoost, hangulWords, popcount, QUALITY, type EngineState} from './engineState';
import {bigrams, MIN_BIGRAM_COVERAGE} from './tokenizer';

/**
 * A compound typed without spaces (학습용데이터셋 for 학습용 데이터셋): records holding most of its syllable
 * bigrams, loosely. Adds them to `records` and returns the bigrams to highlight.
 */
export function matchBigrams(s: EngineState, word: string, touched: number[]): string[] | undefined {
  const grams = [...new Set(bigrams(word))];
  if (grams.length > 30) return undefined;
  const {dictionary} = s;
  const {score, fields, state} = s.scratch;
  // Reuses the scratch: records not matched yet collect a bitmask of bigrams (in score) and fields.
  const mask = new Map<number, number>();
  const [start, end] = hangulWords(s);
  grams.forEach((gram, bit) => {
    for (let id = start; id < end; id++) {
      if (!dictionary.words[id]!.includes(gram)) continue;
      const postings = dictionary.postings[id]!;
      for (let i = 0; i < postings.length; i += 2) {
        const recordId = postings[i]!;
        if (state[recordId] === 1 || state[recordId] === 2) continue;
        if (state[recordId] === 0) {
          state[recordId] = 3;
          fields[recordId] = 0;
          mask.set(recordId, 0);
        }
        mask.set(recordId, mask.get(recordId)! | (1 << bit));
        fields[recordId]! |= postings[i + 1]!;
      }
    }
  });
  for (const [recordId, bits] of mask) {
    const coverage = popcount(bits) / grams.length;
    if (coverage < MIN_BIGRAM_COVERAGE) {
      state[recordId] = 0;
      continue;
    }
    state[recordId] = 2;
    score[recordId] = QUALITY.bigrams * coverage * bestBoost(fields[recordId]!);
    touched.push(recordId);
  }
  return grams;
}
