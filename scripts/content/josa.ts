/**
 * Korean particles follow the word before them: 데이터셋은 but 데이터세트는. When a term swap changes the final
 * consonant, the particle after it must change too, or the fix reads wrong; es-hangul's `josa` picks the form.
 */
import {josa} from 'es-hangul';

type JosaPair = Parameters<typeof josa>[1];

/** The particles whose form depends on the final consonant, longest first so 으로 wins over 으. */
const PAIRS: {forms: string[]; pair: JosaPair}[] = (
  [
    ['으로부터', '로부터', '으로부터/로부터'],
    ['으로서', '로서', '으로서/로서'],
    ['으로써', '로써', '으로써/로써'],
    ['이에요', '예요', '이에요/예요'],
    ['으로', '로', '으로/로'],
    ['이나', '나', '이나/나'],
    ['이랑', '랑', '이랑/랑'],
    ['은', '는', '은/는'],
    ['이', '가', '이/가'],
    ['을', '를', '을/를'],
    ['과', '와', '와/과'],
  ] as const
).map(([a, b, pair]) => ({forms: [a, b], pair}));

const HANGUL_END = /[가-힣]$/;

/** The particle `text` starts with, as written, and the pair it belongs to. */
export function particleAt(text: string): {written: string; pair: JosaPair} | undefined {
  for (const {forms, pair} of PAIRS) {
    const written = forms.find((form) => text.startsWith(form));
    if (written) return {written, pair};
  }
  return undefined;
}

/**
 * The particle that fits after `word`, for the one written after it (`following` starts right after the word);
 * undefined when no particle follows, the word does not end in a Hangul syllable, or it already fits.
 */
export function particleFix(word: string, following: string): {written: string; right: string} | undefined {
  if (!HANGUL_END.test(word)) return undefined;
  const particle = particleAt(following);
  if (!particle) return undefined;
  const right = josa(word, particle.pair).slice(word.length);
  return right === particle.written ? undefined : {written: particle.written, right};
}

/** `"word"` and the particle that fits the word, for messages that quote what the writer wrote. */
export function quoted(word: string, pair: JosaPair): string {
  // The particle follows the last letter read aloud, not the closing mark of **bold**.
  const spoken = word.replace(/[^\p{L}\p{N}]+$/u, '') || word;
  return `"${word}"${josa(spoken, pair).slice(spoken.length)}`;
}
