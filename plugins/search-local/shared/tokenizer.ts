/**
 * Korean-aware tokenisation for the local engine. Safe for browser code.
 *
 * Korean words (eojeol) carry particles (데이터셋을) and form compounds (학습용데이터셋), so whole-word
 * matching misses most queries. Each Hangul word is indexed as itself, its particle-stripped stem and its
 * syllable bigrams: prefix search on words handles particles in the documents, stems handle particles in
 * the query, and bigrams find a word inside a compound.
 */

const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;
/** Compatibility jamo (ㄱ-ㅣ): what a Korean IME shows while a syllable is still being composed. */
const TRAILING_JAMO = /[\u3131-\u318e]+$/;
/** Letters, digits; a change between Hangul and other scripts also splits (YOLO로 → yolo, 로). */
const WORD = /[\uac00-\ud7a3]+|(?:(?![\uac00-\ud7a3])[\p{L}\p{N}_])+/gu;

/**
 * Particles and endings that attach to nouns, longest first. Stripped only when at least two
 * syllables remain, so 결과 (과) and 이미지 keep their last syllable.
 */
const PARTICLES = [
  '에서는',
  '으로는',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '하기',
  '하는',
  '하고',
  '하면',
  '해서',
  '한다',
  '합니다',
  // The formal copula (수준입니까, 기본값입니다).
  '입니까',
  '입니다',
  '이란',
  '이라고',
  '라고',
  '들을',
  '들이',
  '들도',
  '들은',
  '들의',
  '들',
  '으로도',
  '로도',
  '이나',
  '인지',
  '인가요',
  '이에요',
  '예요',
  '인데',
  '마다',
  '한테',
  '이랑',
  '랑',
  '처럼',
  '보다',
  '밖에',
  // 폴더째로 (the whole folder) and its common misspelling 폴더채로.
  '째로',
  '채로',
  '용',
  '별',
  '이고',
  '에는',
  '과',
  '와',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '의',
  '에',
  '로',
  '도',
  '만',
  '란',
].sort((a, b) => b.length - a.length);

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Drops the jamo a Korean IME is still composing ('라벨ㄹ' → '라벨'), so results don't flash empty. */
export function dropComposingJamo(query: string): string {
  return query.replace(TRAILING_JAMO, '');
}

export function isHangul(word: string): boolean {
  return HANGUL_SYLLABLE.test(word);
}

/**
 * Text of printable ASCII, tabs, line breaks and Hangul syllables only, as nearly all of the docs are (99% of this
 * site's texts): NFKC leaves it as it is, and its words are runs of syllables or of [a-z0-9_] once lowercased,
 * which WORD finds too but more slowly. Building the engine tokenises every text of the index: this path makes that about a third faster.
 */
const PLAIN_TEXT = /^[\t\n\r\x20-\x7f\uac00-\ud7a3]*$/;
const PLAIN_WORD = /[\uac00-\ud7a3]+|[a-z0-9_]+/g;

export function words(text: string): string[] {
  if (PLAIN_TEXT.test(text)) return text.toLowerCase().match(PLAIN_WORD) ?? [];
  return normalize(text).match(WORD) ?? [];
}

/** Particles that may follow another one (형식으로도, 기기에서만): the inner one comes off too. */
const OUTER_PARTICLES = new Set(['도', '는', '은', '만', '의']);
/** Case particles that the ones above follow. */
const INNER_PARTICLES = [
  '으로',
  '에서',
  '에게',
  '한테',
  '까지',
  '부터',
  '처럼',
  '보다',
  '로',
  '에',
  '와',
  '과',
];

export function stem(word: string): string {
  if (!isHangul(word)) return word;
  for (const particle of PARTICLES) {
    if (!word.endsWith(particle) || word.length - particle.length < 2) continue;
    const base = word.slice(0, -particle.length);
    if (!OUTER_PARTICLES.has(particle)) return base;
    const inner = INNER_PARTICLES.find((p) => base.endsWith(p) && base.length - p.length >= 2);
    return inner ? base.slice(0, -inner.length) : base;
  }
  return word;
}

/** Share of a word's bigrams a text must contain to match it through bigrams (a compound typed without spaces). */
export const MIN_BIGRAM_COVERAGE = 0.6;

export function bigrams(word: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 2 <= word.length; i++) grams.push(word.slice(i, i + 2));
  return grams;
}

/** Index terms of a text: every word, plus stem and bigrams for Hangul words of 3+ syllables. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of words(text)) {
    terms.push(word);
    if (!isHangul(word)) continue;
    const base = stem(word);
    if (base !== word) terms.push(base);
    if (word.length >= 3) terms.push(...bigrams(word));
  }
  return terms;
}

export interface QueryWord {
  /** The word as typed (normalised). */
  word: string;
  stem: string;
  /** Last word: matched as a prefix (the reader is still typing it). */
  isLast: boolean;
  /** Last word only: jamo typed after it that the IME is still composing ('데이터ㅅ' → 'ㅅ'). */
  pending?: string;
  /** A verb in its dictionary form (지우다; question.ts): `stem` is what its forms in the docs start with. */
  verb?: true;
  /**
   * A word that sets the scene of a question rather than asking it (처음, the verb of 만든 데이터셋 or of 돌리기 전에,
   * question.ts): it orders the records the other words find and is not counted among the words matched.
   */
  context?: true;
  /**
   * A word the docs carry as a page's title (제한 of 제한 및 사양, added for 몇 장까지; question.ts): found in headings
   * only, since the text of other pages names that page in its links.
   */
  inHeadings?: true;
}

/** Words of a query, trailing composing jamo set apart; a lone particle split off Latin (YOLO로) is dropped. */
export function queryWords(query: string): QueryWord[] {
  // Before NFKC, which would turn compatibility jamo (ㅅ) into conjoining ones.
  const trimmed = query.trim();
  const typed = dropComposingJamo(trimmed);
  const pending = trimmed.slice(typed.length);
  const list = words(typed).filter(
    (word, i, all) => !(isHangul(word) && PARTICLES.includes(word) && i > 0 && !isHangul(all[i - 1]!)),
  );
  return list.map((word, i) => {
    const isLast = i === list.length - 1;
    // Only jamo written right after the word continue it (not '데이터 ㅅ').
    const continues = isLast && pending && isHangul(word) && normalize(typed).endsWith(word);
    return {word, stem: stem(word), isLast, ...(continues && {pending})};
  });
}

const SYLLABLE_BASE = 0xac00;
const FINALS = 28;

/**
 * While the IME composes, the last syllable may still gain a final consonant (라베 → 라벨): the
 * variants of the word with each possible final, used as extra prefixes for the last word.
 */
export function composingVariants(word: string): string[] {
  const last = word.codePointAt(word.length - 1) ?? 0;
  if (last < SYLLABLE_BASE || last > 0xd7a3 || (last - SYLLABLE_BASE) % FINALS !== 0) return [];
  const head = word.slice(0, -1);
  const variants: string[] = [];
  for (let final = 1; final < FINALS; final++) variants.push(head + String.fromCharCode(last + final));
  return variants;
}
