/**
 * Spacing: two typed words that form one word of the docs (라벨 링 → 라벨링, or of the glossary: learning rate →
 * 학습률), and a word typed without the space between two words of the docs (버전생성 → 버전 생성). Safe for browser
 * code.
 */
import {hasPrefix, type EngineState, type SearchWord, type TermMatches} from './engineState';
import {isSyllables} from './hangul';
import {isHangul, stem, type QueryWord} from './tokenizer';

/**
 * The query as typed, plus spacing variants (Algolia's concatenation and splitting): two words that form one
 * word of the docs (라벨 링 → 라벨링), and a word that is two words of the docs typed without a space (버전생성 →
 * 버전 생성).
 */
export function spacingVariants(
  s: EngineState,
  terms: QueryWord[],
  matchesOf: (t: QueryWord) => TermMatches,
): SearchWord[][] {
  const asTyped: SearchWord[] = terms.map((term) => ({term, weight: 1}));
  const variants = [asTyped];
  for (let i = 0; i + 1 < terms.length; i++) {
    const a = terms[i]!;
    const b = terms[i + 1]!;
    if (isHangul(a.word) !== isHangul(b.word) || a.verb || b.verb || a.context || b.context) continue;
    const joined = a.word + b.word;
    const term: QueryWord = {
      word: joined,
      stem: stem(joined),
      isLast: b.isLast,
      ...(b.pending && {pending: b.pending}),
    };
    // A word of the docs, or of the glossary when the docs lack the two words (learning rate → learningrate →
    // 학습률; 릴리스 노트, which the docs write, stays two words).
    const viaGlossary = s.synonyms.has(term.word) && !(matchesOf(a).direct && matchesOf(b).direct);
    if (!hasPrefix(s, term.word) && !hasPrefix(s, term.stem) && !viaGlossary) continue;
    const importance = (matchesOf(a).importance + matchesOf(b).importance) / 2;
    variants.push([...asTyped.slice(0, i), {term, weight: 2, importance}, ...asTyped.slice(i + 2)]);
  }
  terms.forEach((term, i) => {
    if (!isSyllables(term.word) || term.word.length < 3 || term.verb || matchesOf(term).direct) return;
    const halves = splitTerm(s, term);
    if (halves) variants.push([...asTyped.slice(0, i), ...halves, ...asTyped.slice(i + 1)]);
  });
  return variants;
}

/** 버전생성 → 버전 + 생성: the longest head that is a word of the docs, and a tail that starts one. */
function splitTerm(s: EngineState, term: QueryWord): SearchWord[] | undefined {
  // As typed first: the stem may have lost a syllable that was no particle (모델평가 → 모델평).
  return splitWord(s, term.word, term.isLast) ?? splitWord(s, term.stem, term.isLast);
}

function splitWord(s: EngineState, word: string, isLast: boolean): SearchWord[] | undefined {
  // A head that is a word of the docs as such, and a tail of 2+ syllables (one syllable starts too many words).
  for (let cut = word.length - 2; cut >= 2; cut--) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    // Either half may be a glossary word the docs never write (오토라벨링 → 오토 + 라벨링, 오토 → 자동; 학습중단 →
    // 학습 + 중단, 중단 → 중지).
    if (s.dictionary.find(head) === undefined && !s.synonyms.has(head)) continue;
    if (!hasPrefix(s, tail) && !s.synonyms.has(tail) && !s.synonyms.has(stem(tail))) continue;
    return [
      {term: {word: head, stem: head, isLast: false}, weight: 0.5},
      {term: {word: tail, stem: stem(tail), isLast}, weight: 0.5},
    ];
  }
  return undefined;
}
