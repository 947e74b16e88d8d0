/**
 * The local search engine over DocSearch records, ranked like Algolia's Docusaurus template: words matched;
 * loose matches (typos, words found only through bigrams or 초성) after direct ones, as Algolia puts typos after
 * exact words; how telling the matched words are (termImportance); most words within one field (for Algolia's
 * proximity); the best such field — titles above headings above body text —; then heading level, score and
 * position. Safe for browser code.
 *
 * Korean on top of the tokenizer (tokenizer.ts: particles, compounds): half-typed last syllables by jamo prefix
 * (버저 → 버전), typos counted in jamo (클레스 → 클래스), spacing (버전생성 = 버전 생성, 라벨 링 = 라벨링),
 * glossary synonyms and loanwords (훈련 → 학습), 초성 queries (ㅂㅈ ㅅㅅ) and the 두벌식 layout (fkqpffld →
 * 라벨링). Jamo, 초성 and layout come from es-hangul (hangul.ts).
 *
 * This file reads the query and combines the parts: engineState.ts (what they share), matching.ts (typos.ts,
 * bigrams.ts), spacing.ts, choseong.ts and ranking.ts.
 */
import {searchChoseong} from './choseong';
import {
  buildEngineState,
  pagesOf,
  type Accept,
  type EngineResult,
  type EngineState,
  type HighlightTerm,
  type RankedRecord,
  type Ranking,
  type TermMatches,
} from './engineState';
import type {GlossaryGroup} from './glossary';
import {
  convertJamoWords,
  hangulToLatin,
  isChoseongQuery,
  isSyllables,
  latinToHangul,
  spelledLetters,
} from './hangul';
import {matchWord} from './matching';
import {PAGE_TYPES} from './pageTypes';
import {readQuery} from './question';
import {LISTING, rankVariant} from './ranking';
import type {DocSearchRecord} from './records';
import {spacingVariants} from './spacing';
import {queryWords, type QueryWord} from './tokenizer';

export type {EngineResult, HighlightTerm, RankedRecord} from './engineState';

/** A query of this many words or more, once filler is dropped, is a long question (searchOnce). */
const LONG_QUESTION_WORDS = 5;
/** …and this many in a question whose question words or endings were dropped (searchOnce). */
const ASKED_QUESTION_WORDS = 4;
/** Fewer pages than this match the most words of a query: those matching one word fewer are listed too. */
const FEW_PAGES = 5;

export class SearchEngine {
  readonly records: DocSearchRecord[];
  /** Per record, an id of its URL (distinct hits are one per URL). */
  readonly urlIds: Int32Array;
  readonly urlCount: number;
  /** What every part of the engine reads (engineState.ts). */
  private readonly s: EngineState;
  /** Facet filters decide per record; the verdicts are kept while requests carry the same filters. */
  private acceptKey: string | undefined;

  constructor(records: DocSearchRecord[], glossary: readonly GlossaryGroup[] = []) {
    this.s = buildEngineState(records, glossary);
    this.records = records;
    this.urlIds = this.s.urlIds;
    this.urlCount = this.s.urlCount;
  }

  /** Records matching the query, ranked; with no record matching every word, those matching the most. */
  search(query: string, accept: Accept = () => true): RankedRecord[] {
    const {ranking} = this.query(query, accept);
    return [...ranking.ids].map((id) => ({
      record: this.records[id]!,
      words: ranking.words[id]!,
      loose: ranking.loose[id]!,
      together: ranking.together[id]!,
      attribute: ranking.attribute[id]!,
      score: ranking.score[id]!,
    }));
  }

  /**
   * The query as typed, or — when it finds nothing directly — its 두벌식 conversion (Latin keys typed for Hangul,
   * or Hangul typed for a Latin word) if that one does. A query that finds something is never rewritten, nor
   * one the reader asked for as typed (`convert` false: the UI's offer of the original).
   * The ranking's arrays are only valid until the next search.
   */
  query(
    query: string,
    accept: Accept = () => true,
    acceptKey?: string,
    convert = true,
  ): EngineResult & {ranking: Ranking} {
    if (acceptKey === undefined || acceptKey !== this.acceptKey) this.s.scratch.accepted.fill(0);
    this.acceptKey = acceptKey;
    const typed = this.searchOnce(query, accept);
    if (typed.complete || !convert) return typed.result;
    let tried = false;
    for (const converted of [latinToHangul(query), hangulToLatin(query), convertJamoWords(query)]) {
      if (!converted || converted === query) continue;
      tried = true;
      const attempt = this.searchOnce(converted, accept);
      if (attempt.complete) return {...attempt.result, searched: converted};
    }
    // The attempts reused the scratch the typed query's ranking lives in: search it again.
    return tried ? this.searchOnce(query, accept).result : typed.result;
  }

  /**
   * A Hangul word that spells a Latin word of the docs letter by letter (지피유 → gpu, 엠에이피가 → map), as a dictated
   * or spoken acronym is typed, read as that word; not a word the docs or the glossary have in Hangul (아이디).
   */
  private spelledOut(term: QueryWord): QueryWord {
    const known = (word: string): boolean => this.s.dictionary.find(word) !== undefined;
    // The word first: a particle-looking last letter name is a letter (에이피아이 is api, not 에이피아 with 이).
    for (const typed of [term.word, term.stem]) {
      if (!isSyllables(typed) || known(typed) || this.s.synonyms.has(typed)) return term;
      const latin = spelledLetters(typed).find(known);
      if (latin) return {...term, word: latin, stem: latin};
    }
    return term;
  }

  private searchOnce(
    query: string,
    accept: Accept,
  ): {result: EngineResult & {ranking: Ranking}; complete: boolean} {
    const {best} = this.s.scratch;
    const empty = (): {result: EngineResult & {ranking: Ranking}; complete: boolean} => ({
      result: {highlight: [], searched: query, ranking: {...best, ids: new Int32Array(0)}},
      complete: false,
    });
    const accepted = (id: number): boolean => {
      const known = this.s.scratch.accepted[id]!;
      if (known !== 0) return known === 1;
      const ok = accept(this.records[id]!);
      this.s.scratch.accepted[id] = ok ? 1 : -1;
      return ok;
    };
    if (isChoseongQuery(query)) {
      const ids = searchChoseong(this.s, query, accepted);
      return {result: {highlight: [], searched: query, ranking: {...best, ids}}, complete: false};
    }
    const typedWords = queryWords(query).map((term) => this.spelledOut(term));
    const {terms, intent} = readQuery(query, typedWords, this.s.verbs, this.s.nouns);
    if (terms.length === 0) return empty();
    // In a long question, or one asked in words the reading dropped, a paragraph holding many of its words is
    // often a mention (an overview, a list of changes, a tutorial post): the page type and heading, read before
    // how telling the words are and before proximity, bring the guide about it up. A definition question asks
    // for the glossary whatever the words.
    const asked = terms.length < typedWords.length;
    const tierFirst =
      terms.length >= LONG_QUESTION_WORDS ||
      (asked && terms.length >= ASKED_QUESTION_WORDS) ||
      intent === 'definition';
    const cache = new Map<string, TermMatches>();
    const matchesOf = (term: QueryWord): TermMatches => {
      const key = `${term.word}|${term.isLast}|${term.pending ?? ''}|${term.verb ?? ''}|${term.inHeadings ?? ''}`;
      let matches = cache.get(key);
      if (!matches) cache.set(key, (matches = matchWord(this.s, term)));
      return matches;
    };
    const {key} = this.s.scratch;
    const candidates: number[] = [];
    const highlight = new Map<string, HighlightTerm>();
    for (const variant of spacingVariants(this.s, terms, matchesOf)) {
      for (const {term} of variant) {
        const h = matchesOf(term).highlight;
        if (!highlight.has(h.word)) highlight.set(h.word, h);
      }
      rankVariant(this.s, variant, matchesOf, accepted, candidates, intent, tierFirst);
    }
    let most = 0;
    // An overview or a post can hold more of a question's words than any one record of the guide about it: the
    // guide's best records are listed all the same, after them.
    let mostInGuides = 0;
    for (const id of candidates) {
      most = Math.max(most, best.words[id]!);
      if (!LISTING.has(PAGE_TYPES[this.s.facts.pageType[id]!]!))
        mostInGuides = Math.max(mostInGuides, best.words[id]!);
    }
    // When the records matching the most words are on only a few pages (a long question whose words meet in one
    // list or post), those matching one word fewer follow them: the guide about the question's main word.
    let least = pagesOf(this.s, candidates, (id) => best.words[id] === most) < FEW_PAGES ? most - 1 : most;
    if (mostInGuides > 0) least = Math.min(least, mostInGuides);
    const {isCandidate} = this.s.scratch;
    const ids: number[] = [];
    let complete = false;
    const askedWords = terms.filter((term) => !term.context).length;
    for (const id of candidates) {
      if (best.words[id]! < Math.max(1, least)) continue;
      ids.push(id);
      if (best.words[id]! >= askedWords && best.loose[id] === 0) complete = true;
    }
    ids.sort((a, b) => key[b]! - key[a]! || a - b);
    for (const id of candidates) {
      key[id] = 0;
      isCandidate[id] = 0;
    }
    return {
      result: {
        highlight: [...highlight.values()],
        searched: query,
        ranking: {...best, ids: Int32Array.from(ids)},
      },
      complete,
    };
  }
}
