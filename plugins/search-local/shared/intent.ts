/**
 * What a question asks, read from its words: a definition ("IoU 뜻", "mAP란", "뭐가 달라요") and the term it asks
 * about, and which of its words only set the scene (처음 만들어 본 데이터셋 지우려면: the question is 데이터셋
 * 지우다). The words are the lexicon's (compiledLexicon.ts). Safe for browser code.
 */
import {LEXICON} from './compiledLexicon';
import {bare, finalOf, verbOf} from './morphology';
import {isHangul, stem as nounStem, type QueryWord} from './tokenizer';

export type QueryIntent = 'definition' | 'symptom' | 'task';

const {definition: DEFINITION} = LEXICON.lexicon;

/** A word the reader drops, as typed, without its particle, or as a one-syllable word's bare form. */
export function isFiller(word: string): boolean {
  return LEXICON.filler.has(word) || LEXICON.filler.has(nounStem(word)) || LEXICON.filler.has(bare(word));
}

/** A word asking what a term means (뜻, 의미, 뭐예요, 란), or 뜻하다, 의미하다 in any form (뭘 뜻하는 거예요). */
export function asksMeaning(word: string): boolean {
  return (
    [word, bare(word), nounStem(word)].some((w) => LEXICON.definitionWords.has(w)) || LEXICON.means.test(word)
  );
}

/** What the words as typed say of the whole question before it is read word by word. */
export function typedCues(typed: readonly string[]): {
  definition: boolean;
  asksReason: boolean;
  comparedWithDocs: boolean;
} {
  const last = typed.at(-1);
  const stems = typed.map(nounStem);
  // 'mAP란', 'IoU란': a Latin term and the Hangul ending split off it by the tokenizer (one word more to allow).
  let definition =
    !!last &&
    LEXICON.definitionWords.has(last) &&
    typed.length > 1 &&
    typed.length <= DEFINITION.maxWords + 1;
  // 다른 is "other" (다른 프로젝트) unless it asks what differs: 뭐가 다른가, 다른 점, 다른 건가요.
  const {other} = DEFINITION;
  const at = typed.indexOf(other.word);
  if (at >= 0 && (other.before.includes(typed[at - 1] ?? '') || other.after.includes(typed[at + 1] ?? '')))
    definition = true;
  return {
    definition,
    // A reason asked (…다르게 생긴 이유가 뭔가요) is not a meaning asked, whatever word ends the question.
    asksReason: stems.some((w) => LEXICON.reason.has(w)),
    // …and a screen unlike the help center itself (화면이 도움말과 달라요) is a symptom, which the FAQ answers.
    comparedWithDocs: stems.some((w) => LEXICON.theDocs.has(w)),
  };
}

/** A question asking what a term means names it in a few words; a longer one asks what its situation means. */
export function isShortQuestion(wordCount: number): boolean {
  return wordCount <= DEFINITION.maxWords;
}

/**
 * The term whose meaning the words at `i` ask, when the question names it as the subject right before them (mAP가 무슨
 * 뜻, 에포크는 정확히 뭐예요): a Latin term, or a glossary word with its subject or topic particle.
 */
export function namedTerm(
  queryWords: QueryWord[],
  i: number,
  nouns: ReadonlySet<string>,
): string | undefined {
  let j = i - 1;
  while (j >= 0 && LEXICON.between.has(queryWords[j]!.word)) j--;
  const word = queryWords[j]?.word;
  if (!word) return undefined;
  // Not 과적합이라는 뜻: that asks whether the situation means it.
  const subject = LEXICON.subject.test(word) && !LEXICON.quoting.test(word);
  return !isHangul(word) || (subject && nouns.has(nounStem(word))) ? word : undefined;
}

/**
 * How the verb typed at `i` may set the scene rather than ask: in a time clause before the question (돌리기 전에,
 * 만든 뒤에), or describing a noun of it (만든 데이터셋, 만들어 본 데이터셋) — scene only when another verb asks the
 * question (처음 만들어 본 데이터셋 지우려면); in 놓친 비율 it is what the reader asks about. Not a condition or a cause
 * (만들면, 까먹어서): there it is often what went wrong (비번 까먹어서 로그인 못함).
 */
export function sceneOf(
  queryWords: QueryWord[],
  i: number,
  verbs: ReadonlySet<string>,
): 'when' | 'describes' | undefined {
  const {word} = queryWords[i]!;
  const helped = LEXICON.sceneHelpers.has(queryWords[i + 1]?.word ?? '');
  const following = queryWords[i + (helped ? 2 : 1)]?.word;
  if (following === undefined) return undefined;
  if (LEXICON.when.has(following)) return 'when';
  const describes =
    helped ||
    LEXICON.describingEnding.test(word) ||
    (finalOf(word) === 'ㄴ' && !word.endsWith(LEXICON.condition));
  const noun = !isFiller(following) && verbOf(following, verbs) === undefined;
  return describes && noun ? 'describes' : undefined;
}
