/**
 * Algolia mode reads a reader's query as local mode does (question.ts), then sends Algolia the words the local
 * engine would search for: endings, asking words, particles and emoticons dropped, a verb in its dictionary form
 * (which the glossary's synonyms map to the docs' word), a spelled acronym as its Latin word. Algolia matches
 * the words it gets: "라벨링한 데이터는 어떻게 지우나요?" as typed matches nothing, "라벨링 데이터 지우다" does.
 * Safe for browser code.
 */
import type {GlossaryGroup} from './glossary';
import {hangulToLatin, isChoseongQuery, isSyllables, latinToHangul, spelledLetters} from './hangul';
import {knownVerbs, readQuery} from './question';
import {isHangul, queryWords, words, type QueryWord} from './tokenizer';

/** What the reader needs of the site's words; written at build time (server/queryVocabulary.ts). */
export interface QueryVocabulary {
  glossary: readonly GlossaryGroup[];
  /** Latin words of the docs a Hangul word may spell letter by letter (지피유 → gpu, not zpu). */
  latinWords: readonly string[];
  /** Hangul words of the docs that are letter names only (아이디): never read as spelled letters. */
  letterNameWords: readonly string[];
}

/** Algolia's search parameters for one query. */
export interface AlgoliaQuery {
  query: string;
  /** Words of the question's scene (처음, 만들다 in 처음 만들어 본 데이터셋 지우려면): not required to match. */
  optionalWords?: string[];
}

export interface AlgoliaQueryReader {
  /** What Algolia is asked for the query as typed. */
  read(typed: string): AlgoliaQuery;
  /**
   * The query as typed on the other keyboard layout (fkqpffld → 라벨링, ㅐㅜㅜㅌ → onnx), read the same way: searched
   * only when the reading of the query as typed finds nothing, as the local engine does.
   */
  otherLayout(typed: string): AlgoliaQuery | undefined;
}

export function createAlgoliaQueryReader(vocabulary: QueryVocabulary): AlgoliaQueryReader {
  const verbs = knownVerbs(vocabulary.glossary.flat());
  // As the engine: a glossary phrase typed without its space is a word of its group too.
  const glossaryWords = new Set(vocabulary.glossary.flat().map((term) => words(term).join('')));
  const nouns = new Set([...glossaryWords].filter((word) => !verbs.has(word)));
  const latin = new Set([...vocabulary.latinWords, ...[...glossaryWords].filter((word) => !isHangul(word))]);
  const letterNames = new Set(vocabulary.letterNameWords);

  const spelledOut = (term: QueryWord): QueryWord => {
    for (const typed of [term.word, term.stem]) {
      if (!isSyllables(typed) || letterNames.has(typed) || glossaryWords.has(typed)) return term;
      const word = spelledLetters(typed).find((spelled) => latin.has(spelled));
      if (word) return {...term, word, stem: word};
    }
    return term;
  };

  const read = (typed: string): AlgoliaQuery => {
    // 초성 (ㅂㅈ ㅅㅅ) is matched by the local engine only; Algolia gets it as typed.
    if (isChoseongQuery(typed)) return {query: typed};
    const {terms} = readQuery(typed, queryWords(typed).map(spelledOut), verbs, nouns);
    const sent: string[] = [];
    const optional: string[] = [];
    for (const term of terms) {
      // A verb in its dictionary form (the glossary's word); a noun without its particle.
      const word = term.verb ? term.word : term.stem;
      if (sent.includes(word)) continue;
      sent.push(word);
      if (term.context) optional.push(word);
    }
    if (sent.length === 0) return {query: typed};
    return {query: sent.join(' '), ...(optional.length > 0 && {optionalWords: optional})};
  };

  return {
    read,
    otherLayout(typed) {
      const converted = latinToHangul(typed) ?? hangulToLatin(typed);
      return converted && converted !== typed.trim() ? read(converted) : undefined;
    },
  };
}
