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
 */
import {CONTENT_BIT, Dictionary, FIELDS, type Field} from './dictionary';
import type {GlossaryGroup} from './glossary';
import {
  boundedDistance,
  choseong,
  hangulToLatin,
  initialOf,
  isChoseongQuery,
  isSyllables,
  jamo,
  latinToHangul,
  spelledLetters,
} from './hangul';
import {PAGE_TYPES, pageTypeOf, type PageType} from './pageTypes';
import {bare, isFormOfNoun, knownVerbs, readQuery, verbForms, type QueryIntent} from './question';
import type {DocSearchRecord} from './records';
import {bigrams, isHangul, MIN_BIGRAM_COVERAGE, queryWords, stem, words, type QueryWord} from './tokenizer';

/** Field weights for the score: lvl0 (the sidebar category) is shared by many pages. */
const BOOST: Record<Field, number> = {
  lvl1: 4,
  lvl2: 3,
  lvl3: 2.5,
  lvl4: 2,
  lvl5: 1.5,
  lvl6: 1.5,
  content: 1,
  lvl0: 0.5,
};
const BOOST_BY_BIT = FIELDS.map((field) => BOOST[field]);
/** How much each way of matching a query word counts. */
const QUALITY = {
  exact: 1,
  prefix: 0.9,
  synonym: 0.85,
  stem: 0.8,
  infix: 0.7,
  halfTyped: 0.6,
  typo: 0.5,
  bigrams: 0.35,
  choseong: 0.3,
} as const;
/**
 * Intent tiers, compared after the words matched, how telling they are and how many of them fall in one field (in
 * a long question or a definition question, before the latter two): a record of a guide or of
 * the FAQ whose title or heading matched (3) above a guide's text or a listing page's heading (2) above a listing
 * page's text (1). lvl5 is a table's first cell (the crawler template), a mention rather than a heading. A
 * definition query puts the glossary first; a symptom puts the FAQ's questions with the guides' headings.
 */
const HEADING_ATTRIBUTES = new Set(
  ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl6'].map((f) => FIELDS.indexOf(f as Field)),
);
/** The fields that name a glossary entry or its group (lvl2 to lvl6), not the page (lvl1) or the category. */
const ENTRY_BITS = new Set(['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((f) => FIELDS.indexOf(f as Field)));
const LISTING: ReadonlySet<PageType> = new Set(['glossary', 'reference', 'index', 'blog', 'page']);

function intentTier(type: PageType, attribute: number, intent: QueryIntent): number {
  if (intent === 'definition' && type === 'glossary') return 3;
  const heading = HEADING_ATTRIBUTES.has(attribute);
  if (!LISTING.has(type)) return heading ? 3 : 2;
  return heading ? 2 : 1;
}

/** A query of this many words or more, once filler is dropped, is a long question (searchOnce). */
const LONG_QUESTION_WORDS = 5;
/** …and this many in a question whose question words or endings were dropped (searchOnce). */
const ASKED_QUESTION_WORDS = 4;
/** Fewer pages than this match the most words of a query: those matching one word fewer are listed too. */
const FEW_PAGES = 5;
/** At most this many fuzzy candidates (typos, infixes) per query word: enough for docs, bounded for latency. */
const MAX_FUZZY_WORDS = 200;
/** Extra highlight needles per query word. */
const MAX_NEEDLES = 40;

export interface RankedRecord {
  record: DocSearchRecord;
  /** Query words matched (Algolia's 'words' criterion). */
  words: number;
  /** Query words matched only loosely: typos, bigrams, 초성 (ranked like Algolia's 'typo' criterion). */
  loose: number;
  /** Most query words matched within one field (a stand-in for Algolia's 'proximity'). */
  together: number;
  /** Best field (index in FIELDS) among those matching `together` words. */
  attribute: number;
  score: number;
}

/** What to mark in a hit for one query word: the first option found in the text wins (see highlight.ts). */
export interface HighlightTerm {
  word: string;
  /** Each option is a list of needles; a list of several is a word's bigrams (most must be found). */
  options: string[][];
}

export interface EngineResult {
  highlight: HighlightTerm[];
  /** The query that was searched: the query as typed, or its 두벌식 conversion when that one finds what it didn't. */
  searched: string;
}

/** How one query word matches: parallel lists over the records it is found in. */
interface TermMatches {
  ids: Int32Array;
  scores: Float32Array;
  /** Bit i set: the word matched in FIELDS[i]. */
  fields: Int32Array;
  /** 1: matched only loosely (typo, bigrams). */
  loose: Uint8Array;
  highlight: HighlightTerm;
  /** Some record has the word directly (not a typo or bigrams). */
  direct: boolean;
  /** How telling the word is: 1 for a word of few pages, less for one most pages have (termImportance). */
  importance: number;
}

/** A query word as searched, and how many words of the query as typed it stands for (2 for 라벨+링 joined). */
interface SearchWord {
  term: QueryWord;
  weight: number;
  /** Two typed words joined count as telling as they were typed (not as their rarer joined spelling). */
  importance?: number;
}

type Accept = (record: DocSearchRecord) => boolean;

/** The ranked record ids of one search, best first, and what ranked them. */
interface Ranking {
  ids: Int32Array;
  words: Float32Array;
  loose: Float32Array;
  together: Float32Array;
  attribute: Int8Array;
  score: Float64Array;
}

/** Unicode's 11,172 syllables, ordered by initial consonant, then vowel, then final (21 × 28 per initial). */
const FIRST_SYLLABLE = '\uac00';
const LAST_SYLLABLE_CODE = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;

const TWO_POW_15 = 2 ** 15;
const TWO_POW_31 = 2 ** 31;

export class SearchEngine {
  readonly records: DocSearchRecord[];
  private readonly dictionary: Dictionary;
  private readonly synonyms = new Map<string, string[]>();
  private headingChoseong: Map<string, string> | undefined;
  /**
   * What ranking reads of each record, in typed arrays: records carry their page's meta tags, so their shapes
   * differ, and reading them in the ranking loop (every matching record of every search) is slow at 40k records.
   */
  private readonly facts: {
    /** Index in FIELDS of a heading record's own level; -1 for content. */
    ownField: Int8Array;
    /** weight.level (0–90). */
    level: Uint8Array;
    /** weight.position, capped for the ranking key. */
    position: Uint16Array;
    /** Index in PAGE_TYPES of the record's page type. */
    pageType: Uint8Array;
    /** Per record, an id of its page. */
    page: Int32Array;
  };
  /** Verbs the glossary names and the question reader knows (question.ts). */
  private readonly verbs: ReadonlySet<string>;
  /** The glossary's other words: a query word that is one is read as a noun (question.ts). */
  private readonly nouns: ReadonlySet<string>;
  /** Per record, an id of its URL (distinct hits are one per URL). */
  readonly urlIds: Int32Array;
  readonly urlCount: number;
  /** Facet filters decide per record; the verdicts are kept while requests carry the same filters. */
  private acceptKey: string | undefined;
  /** Scratch space over all records, reused by every search (searches run one at a time). */
  private readonly scratch: {
    score: Float32Array;
    fields: Int32Array;
    state: Uint8Array;
    words: Float32Array;
    weighted: Float32Array;
    loose: Float32Array;
    total: Float64Array;
    fieldWords: Float32Array;
    key: Float64Array;
    isCandidate: Uint8Array;
    pageSeen: Uint8Array;
    best: Ranking;
    accepted: Int8Array;
  };

  constructor(records: DocSearchRecord[], glossary: readonly GlossaryGroup[] = []) {
    this.records = records;
    this.dictionary = new Dictionary(records);
    for (const group of glossary) {
      const split = group.map((term) => words(term));
      // A phrase typed without its space (비밀키 for 비밀 키) is a word of the group too.
      const single = split.filter((w) => w.length > 0).map((w) => w.join(''));
      // A phrase (바운딩 박스) is found by one of its words: the engine expands one word into words, not phrases.
      // One the docs write as one word (데이터 셋) is only a spacing of it: 데이터 would widen 데이터셋 to every text.
      const found = split
        .filter((w) => w.length > 0)
        .map((w) =>
          w.length === 1 || this.dictionary.find(w.join('')) !== undefined ? w.join('') : this.phraseWord(w),
        );
      for (const term of single) {
        const others = found.filter((other) => other !== term);
        this.synonyms.set(term, [...new Set([...(this.synonyms.get(term) ?? []), ...others])]);
      }
    }
    const n = records.length;
    this.facts = {
      ownField: new Int8Array(n),
      level: new Uint8Array(n),
      position: new Uint16Array(n),
      pageType: new Uint8Array(n),
      page: new Int32Array(n),
    };
    this.verbs = knownVerbs(glossary.flat());
    this.nouns = new Set([...this.synonyms.keys()].filter((word) => !this.verbs.has(word)));
    // By page, then anchor (a record's url is the two joined, records.ts), not by `url`: each record's url is a
    // string of its own, built by concatenation, which the map must flatten and hash; a page's url is one string
    // its records share.
    const urls = new Map<string, Map<string | null, number>>();
    const pages = new Map<Map<string | null, number>, number>();
    let urlCount = 0;
    this.urlIds = new Int32Array(n);
    // One indexed loop: it runs once, at load, before this code is optimised.
    for (let i = 0; i < n; i++) {
      const record = records[i]!;
      const {level, position} = record.weight;
      this.facts.ownField[i] = record.type === 'content' ? -1 : FIELDS.indexOf(record.type);
      this.facts.level[i] = level;
      this.facts.position[i] = Math.min(position, TWO_POW_15 - 1);
      this.facts.pageType[i] = PAGE_TYPES.indexOf(pageTypeOf(record));
      let anchors = urls.get(record.url_without_anchor);
      if (!anchors) urls.set(record.url_without_anchor, (anchors = new Map()));
      let page = pages.get(anchors);
      if (page === undefined) pages.set(anchors, (page = pages.size));
      this.facts.page[i] = page;
      const anchor = record.anchor || null;
      let id = anchors.get(anchor);
      if (id === undefined) anchors.set(anchor, (id = urlCount++));
      this.urlIds[i] = id;
    }
    this.urlCount = urlCount;
    this.scratch = {
      score: new Float32Array(n),
      fields: new Int32Array(n),
      state: new Uint8Array(n),
      words: new Float32Array(n),
      weighted: new Float32Array(n),
      loose: new Float32Array(n),
      total: new Float64Array(n),
      fieldWords: new Float32Array(n * FIELDS.length),
      key: new Float64Array(n),
      isCandidate: new Uint8Array(n),
      pageSeen: new Uint8Array(pages.size),
      best: {
        ids: new Int32Array(0),
        words: new Float32Array(n),
        loose: new Float32Array(n),
        together: new Float32Array(n),
        attribute: new Int8Array(n),
        score: new Float64Array(n),
      },
      accepted: new Int8Array(n),
    };
  }

  /**
   * The word a glossary phrase is found by in the docs: its most telling word (of two letters or more if it has
   * one), the one the fewest records hold as the engine matches it (Hangul as a prefix). 학습 곡선 is found by 곡선:
   * by 학습, every text about training would be a synonym of the loss curve.
   */
  private phraseWord(phrase: string[]): string {
    const long = phrase.filter((word) => word.length >= 2);
    let best = phrase[0]!;
    let fewest = Infinity;
    for (const word of long.length > 0 ? long : phrase) {
      const count = this.recordsHolding(word);
      if (count < fewest) [best, fewest] = [word, count];
    }
    return best;
  }

  /** How many records hold `word` (a Hangul word as a prefix, as the glossary matches it). */
  private recordsHolding(word: string): number {
    if (!isHangul(word)) {
      const id = this.dictionary.find(word);
      return id === undefined ? 0 : this.dictionary.postings[id]!.length / 2;
    }
    const [start, end] = this.dictionary.prefixRange(word);
    let count = 0;
    for (let id = start; id < end; id++) count += this.dictionary.postings[id]!.length / 2;
    return count;
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
    if (acceptKey === undefined || acceptKey !== this.acceptKey) this.scratch.accepted.fill(0);
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
    const known = (word: string): boolean => this.dictionary.find(word) !== undefined;
    // The word first: a particle-looking last letter name is a letter (에이피아이 is api, not 에이피아 with 이).
    for (const typed of [term.word, term.stem]) {
      if (!isSyllables(typed) || known(typed) || this.synonyms.has(typed)) return term;
      const latin = spelledLetters(typed).find(known);
      if (latin) return {...term, word: latin, stem: latin};
    }
    return term;
  }

  private searchOnce(
    query: string,
    accept: Accept,
  ): {result: EngineResult & {ranking: Ranking}; complete: boolean} {
    const {best} = this.scratch;
    const empty = (): {result: EngineResult & {ranking: Ranking}; complete: boolean} => ({
      result: {highlight: [], searched: query, ranking: {...best, ids: new Int32Array(0)}},
      complete: false,
    });
    const accepted = (id: number): boolean => {
      const known = this.scratch.accepted[id]!;
      if (known !== 0) return known === 1;
      const ok = accept(this.records[id]!);
      this.scratch.accepted[id] = ok ? 1 : -1;
      return ok;
    };
    if (isChoseongQuery(query)) {
      const ids = this.searchChoseong(query, accepted);
      return {result: {highlight: [], searched: query, ranking: {...best, ids}}, complete: false};
    }
    const typedWords = queryWords(query).map((term) => this.spelledOut(term));
    const {terms, intent} = readQuery(query, typedWords, this.verbs, this.nouns);
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
      if (!matches) cache.set(key, (matches = this.matchWord(term)));
      return matches;
    };
    const {key} = this.scratch;
    const candidates: number[] = [];
    const highlight = new Map<string, HighlightTerm>();
    for (const variant of this.spacingVariants(terms, matchesOf)) {
      for (const {term} of variant) {
        const h = matchesOf(term).highlight;
        if (!highlight.has(h.word)) highlight.set(h.word, h);
      }
      this.rankVariant(variant, matchesOf, accepted, candidates, intent, tierFirst);
    }
    let most = 0;
    // An overview or a post can hold more of a question's words than any one record of the guide about it: the
    // guide's best records are listed all the same, after them.
    let mostInGuides = 0;
    for (const id of candidates) {
      most = Math.max(most, best.words[id]!);
      if (!LISTING.has(PAGE_TYPES[this.facts.pageType[id]!]!))
        mostInGuides = Math.max(mostInGuides, best.words[id]!);
    }
    // When the records matching the most words are on only a few pages (a long question whose words meet in one
    // list or post), those matching one word fewer follow them: the guide about the question's main word.
    let least = this.pagesOf(candidates, (id) => best.words[id] === most) < FEW_PAGES ? most - 1 : most;
    if (mostInGuides > 0) least = Math.min(least, mostInGuides);
    const {isCandidate} = this.scratch;
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

  /**
   * The query as typed, plus spacing variants (Algolia's concatenation and splitting): two words that form one
   * word of the docs (라벨 링 → 라벨링), and a word that is two words of the docs typed without a space (버전생성 →
   * 버전 생성).
   */
  private spacingVariants(terms: QueryWord[], matchesOf: (t: QueryWord) => TermMatches): SearchWord[][] {
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
      const viaGlossary = this.synonyms.has(term.word) && !(matchesOf(a).direct && matchesOf(b).direct);
      if (!this.hasPrefix(term.word) && !this.hasPrefix(term.stem) && !viaGlossary) continue;
      const importance = (matchesOf(a).importance + matchesOf(b).importance) / 2;
      variants.push([...asTyped.slice(0, i), {term, weight: 2, importance}, ...asTyped.slice(i + 2)]);
    }
    terms.forEach((term, i) => {
      if (!isSyllables(term.word) || term.word.length < 3 || term.verb || matchesOf(term).direct) return;
      const split = this.split(term);
      if (split) variants.push([...asTyped.slice(0, i), ...split, ...asTyped.slice(i + 1)]);
    });
    return variants;
  }

  /** 버전생성 → 버전 + 생성: the longest head that is a word of the docs, and a tail that starts one. */
  private split(term: QueryWord): SearchWord[] | undefined {
    // As typed first: the stem may have lost a syllable that was no particle (모델평가 → 모델평).
    return this.splitWord(term.word, term.isLast) ?? this.splitWord(term.stem, term.isLast);
  }

  private splitWord(word: string, isLast: boolean): SearchWord[] | undefined {
    // A head that is a word of the docs as such, and a tail of 2+ syllables (one syllable starts too many words).
    for (let cut = word.length - 2; cut >= 2; cut--) {
      const head = word.slice(0, cut);
      const tail = word.slice(cut);
      // Either half may be a glossary word the docs never write (오토라벨링 → 오토 + 라벨링, 오토 → 자동; 학습중단 →
      // 학습 + 중단, 중단 → 중지).
      if (this.dictionary.find(head) === undefined && !this.synonyms.has(head)) continue;
      if (!this.hasPrefix(tail) && !this.synonyms.has(tail) && !this.synonyms.has(stem(tail))) continue;
      return [
        {term: {word: head, stem: head, isLast: false}, weight: 0.5},
        {term: {word: tail, stem: stem(tail), isLast}, weight: 0.5},
      ];
    }
    return undefined;
  }

  /** How many pages the records `ids` that pass `keep` are on. */
  private pagesOf(ids: number[], keep: (id: number) => boolean): number {
    const {page} = this.facts;
    const seen = this.scratch.pageSeen;
    let count = 0;
    for (const id of ids) {
      if (!keep(id) || seen[page[id]!]) continue;
      seen[page[id]!] = 1;
      count++;
    }
    for (const id of ids) seen[page[id]!] = 0;
    return count;
  }

  /** The words of Hangul syllables: a word is either a run of syllables or has none (tokenizer.ts). */
  private hangulWords(): [start: number, end: number] {
    return this.dictionary.range(FIRST_SYLLABLE, String.fromCharCode(LAST_SYLLABLE_CODE + 1));
  }

  /** The words whose first syllable has the initial consonant `initial` (initialOf: 0 = ㄱ … 18 = ㅎ). */
  private initialRange(initial: number): [start: number, end: number] {
    const code = FIRST_SYLLABLE.charCodeAt(0) + initial * SYLLABLES_PER_INITIAL;
    return this.dictionary.range(
      String.fromCharCode(code),
      String.fromCharCode(code + SYLLABLES_PER_INITIAL),
    );
  }

  private hasPrefix(prefix: string): boolean {
    const [start, end] = this.dictionary.prefixRange(prefix);
    return end > start;
  }

  /** Adds one variant's records to `candidates`, keeping for each record its best ranking over the variants. */
  private rankVariant(
    variant: SearchWord[],
    matchesOf: (t: QueryWord) => TermMatches,
    accepted: (id: number) => boolean,
    candidates: number[],
    intent: QueryIntent,
    tierFirst: boolean,
  ): void {
    const {
      words: accWords,
      weighted,
      loose: accLoose,
      total,
      fieldWords,
      key,
      best,
      isCandidate,
    } = this.scratch;
    const touched: number[] = [];
    const F = FIELDS.length;
    // A definition question naming two terms ("정확도랑 정밀도는 뭐가 달라요") is answered by the glossary's two
    // entries together: there the records of entries the question names count the query words the whole page holds
    // (an entry whose text only mentions one of them does not).
    const glossaryWords = new Map<number, number>();
    // A word of the question's scene (처음, the verb of 방금 만든 데이터셋) is not counted among the words matched: it
    // only adds to the score of the records the question's own words found, after them.
    const ordered = [...variant].sort((a, b) => Number(!!a.term.context) - Number(!!b.term.context));
    for (const {term, weight, importance} of ordered) {
      const m = matchesOf(term);
      const telling = importance ?? m.importance;
      const glossaryPages = new Set<number>();
      for (let i = 0; i < m.ids.length; i++) {
        const id = m.ids[i]!;
        if (!accepted(id)) continue;
        if (term.context) {
          if (accWords[id] !== 0) total[id]! += m.scores[i]!;
          continue;
        }
        if (intent === 'definition' && PAGE_TYPES[this.facts.pageType[id]!] === 'glossary') {
          const page = this.facts.page[id]!;
          if (!glossaryPages.has(page)) {
            glossaryPages.add(page);
            glossaryWords.set(page, (glossaryWords.get(page) ?? 0) + weight);
          }
        }
        if (accWords[id] === 0) touched.push(id);
        accWords[id]! += weight;
        weighted[id]! += weight * telling;
        if (m.loose[i]) accLoose[id]! += weight;
        total[id]! += m.scores[i]!;
        for (let fields = m.fields[i]!; fields !== 0; fields &= fields - 1) {
          fieldWords[id * F + 31 - Math.clz32(fields & -fields)]! += weight;
        }
      }
    }
    for (const id of touched) {
      let together = 0;
      let attribute = 0;
      const own = this.facts.ownField[id]!;
      const ownWords = own >= 0 ? fieldWords[id * F + own]! : 0;
      let named = false;
      for (let bit = 0; bit < F; bit++) {
        const value = fieldWords[id * F + bit]!;
        if (value > together) [together, attribute] = [value, bit];
        if (value > 0 && ENTRY_BITS.has(bit)) named = true;
        fieldWords[id * F + bit] = 0;
      }
      // How much of a heading record's own heading the query covers: '수집 장치' above '데이터 수집 장치 관리'.
      const coverage = own >= 0 ? Math.min(1, ownWords / (this.dictionary.headingWords[id]! || 1)) : 0;
      // Split halves weigh ½ each: a word typed without a space counts once, as typed.
      const pageWords = named ? (glossaryWords.get(this.facts.page[id]!) ?? 0) : 0;
      const words = Math.floor(Math.max(accWords[id]!, pageWords) + 1e-9);
      // Among records matching as many words, those whose words tell more (a rare word over a common one).
      const telling = Math.max(0, Math.min(7, Math.round((weighted[id]! / accWords[id]! - 0.4) * (7 / 0.6))));
      const loose = Math.max(0, Math.ceil(accLoose[id]! - 1e-9));
      const togetherWords = Math.floor(together + 1e-9);
      const tier = intentTier(PAGE_TYPES[this.facts.pageType[id]!]!, attribute, intent);
      // The ranking criteria, most significant first, packed into one number (mixed radix).
      // 22 bits in all: with the score and position below, the key stays an exact integer (< 2^53).
      const near = Math.min(togetherWords, 7);
      let primary = Math.min(words, 15);
      primary = primary * 8 + (7 - Math.min(loose, 7));
      if (tierFirst) {
        primary = primary * 4 + tier;
        primary = primary * 8 + telling;
        primary = primary * 8 + near;
      } else {
        primary = primary * 8 + telling;
        primary = primary * 32 + near * 4 + tier;
      }
      primary = primary * 8 + (7 - attribute);
      primary = primary * 16 + this.facts.level[id]! / 10;
      const score = total[id]! + 4 * coverage;
      const k =
        primary * TWO_POW_31 +
        Math.min(65535, Math.round(score * 1000)) * TWO_POW_15 +
        (TWO_POW_15 - 1 - this.facts.position[id]!);
      accWords[id] = 0;
      weighted[id] = 0;
      accLoose[id] = 0;
      total[id] = 0;
      if (isCandidate[id] && key[id]! >= k) continue;
      if (!isCandidate[id]) candidates.push(id);
      isCandidate[id] = 1;
      key[id] = k;
      best.words[id] = words;
      best.loose[id] = loose;
      best.together[id] = togetherWords;
      best.attribute[id] = attribute;
      best.score[id] = score;
    }
  }

  /** Every way one query word matches words of the docs, and the records those words are in. */
  private matchWord(term: QueryWord): TermMatches {
    const {dictionary} = this;
    const hangul = isHangul(term.word);
    const direct = new Map<number, number>();
    const loose = new Map<number, number>();
    const extraNeedles: string[] = [];
    const addDirect = (id: number, quality: number): void => {
      if ((direct.get(id) ?? 0) < quality) direct.set(id, quality);
    };
    const addRange = (prefix: string, quality: number, exactQuality = quality): void => {
      const [start, end] = dictionary.prefixRange(prefix);
      for (let id = start; id < end; id++)
        addDirect(id, dictionary.words[id] === prefix ? exactQuality : quality);
    };
    const needle = (id: number): void => {
      if (extraNeedles.length < MAX_NEEDLES) extraNeedles.push(dictionary.words[id]!);
    };

    if (term.verb) {
      // 지우다: its forms in the docs (지우기, 지웁니다, 지워집니다).
      for (const form of verbForms(term.stem)) addRange(form, QUALITY.stem);
    } else {
      // As typed: exact, or a prefix for the last word and for Hangul (the docs add particles).
      const exact = dictionary.find(term.word);
      if (exact !== undefined) addDirect(exact, QUALITY.exact);
      if (term.isLast || hangul) addRange(term.word, QUALITY.prefix, QUALITY.exact);
      // Typed with its particle, the noun is complete: a compound it begins (저장은 → 저장소) is another word.
      if (term.stem !== term.word) {
        const [start, end] = dictionary.prefixRange(term.stem);
        for (let id = start; id < end; id++)
          addDirect(id, isFormOfNoun(dictionary.words[id]!, term.stem) ? QUALITY.stem : QUALITY.infix);
      }
      // A one-syllable noun keeps its particle in the stem (웹에서): its bare form, exactly, since as a prefix it
      // would find every word that starts with it.
      const oneSyllable = hangul && !term.isLast ? bare(term.word) : term.word;
      const bareId = oneSyllable !== term.word ? dictionary.find(oneSyllable) : undefined;
      if (bareId !== undefined) addDirect(bareId, QUALITY.stem);
    }
    // Glossary: 훈련 finds 학습, annotation finds 라벨링.
    for (const synonym of new Set([
      ...(this.synonyms.get(term.word) ?? []),
      ...(this.synonyms.get(term.stem) ?? []),
    ])) {
      if (this.verbs.has(synonym)) {
        for (const form of verbForms(synonym.slice(0, -1))) addRange(form, QUALITY.synonym);
      } else if (isHangul(synonym)) addRange(synonym, QUALITY.synonym);
      else {
        const id = dictionary.find(synonym);
        if (id !== undefined) addDirect(id, QUALITY.synonym);
      }
      if (extraNeedles.length < MAX_NEEDLES) extraNeedles.push(synonym);
    }
    if (hangul && term.isLast && !term.verb)
      this.matchHalfTyped(term, (id) => {
        if (!direct.has(id)) needle(id);
        addDirect(id, QUALITY.halfTyped);
      });
    if (hangul && term.stem.length === 2 && !term.verb) {
      // Inside a compound (라벨 in 자동라벨링): the old index held every bigram of long words.
      let found = 0;
      const [start, end] = this.hangulWords();
      for (let id = start; id < end && found < MAX_FUZZY_WORDS; id++) {
        if (dictionary.words[id]!.indexOf(term.stem) > 0) {
          found++;
          if (!direct.has(id)) addDirect(id, QUALITY.infix);
        }
      }
    }
    // Loose: typos counted in jamo (Latin: in letters), and compounds typed without spaces through bigrams.
    if (!term.verb)
      this.matchTypos(term, direct, (id) => {
        loose.set(id, QUALITY.typo);
        needle(id);
      });

    // Per record: 0 none, 1 direct, 2 loose; the best score and every field of the best kind of match.
    const {score, fields, state} = this.scratch;
    const touched: number[] = [];
    const fieldMask = term.inHeadings ? ~CONTENT_BIT : ~0;
    const collect = (ids: Map<number, number>, isLoose: boolean): void => {
      const kind = isLoose ? 2 : 1;
      for (const [id, quality] of ids) {
        const postings = dictionary.postings[id]!;
        for (let i = 0; i < postings.length; i += 2) {
          const recordId = postings[i]!;
          const recordFields = postings[i + 1]! & fieldMask;
          if (recordFields === 0) continue;
          const value = quality * bestBoost(recordFields);
          const previous = state[recordId]!;
          if (previous === 0) touched.push(recordId);
          if (previous === 0 || previous > kind) {
            state[recordId] = kind;
            score[recordId] = value;
            fields[recordId] = recordFields;
          } else if (previous === kind) {
            if (value > score[recordId]!) score[recordId] = value;
            fields[recordId]! |= recordFields;
          }
        }
      }
    };
    collect(direct, false);
    const isDirect = touched.length > 0;
    collect(loose, true);
    const options: string[][] = [[term.word], [term.stem], ...extraNeedles.map((n) => [n])];
    if (hangul && term.stem.length >= 3 && !term.verb) {
      const grams = this.matchBigrams(term.stem, touched);
      if (grams) options.push(grams);
    }
    const n = touched.length;
    const matches: TermMatches = {
      ids: Int32Array.from(touched),
      scores: new Float32Array(n),
      fields: new Int32Array(n),
      loose: new Uint8Array(n),
      highlight: {word: term.word, options},
      direct: isDirect,
      importance: termImportance(
        this.pagesOf(touched, () => true),
        this.scratch.pageSeen.length,
      ),
    };
    touched.forEach((id, i) => {
      matches.scores[i] = score[id]!;
      matches.fields[i] = fields[id]!;
      matches.loose[i] = state[id] === 2 ? 1 : 0;
      state[id] = 0;
    });
    return matches;
  }

  /** 버저 → 버전, 데이터ㅅ → 데이터셋: words of the docs whose jamo continue the query's jamo. */
  private matchHalfTyped(term: QueryWord, add: (id: number) => void): void {
    const head = term.word.slice(0, -1);
    const typedJamo = jamo(term.word) + (term.pending ? jamo(term.pending) : '');
    const [start, end] = this.dictionary.prefixRange(term.pending ? term.word : head);
    for (let id = start; id < end; id++) {
      if (this.dictionary.jamo(id).startsWith(typedJamo)) add(id);
    }
  }

  /**
   * Typos as Algolia counts them, but in jamo for Hangul (one wrong vowel or final is one typo, not a whole
   * syllable): 1 for words of 4+ jamo (Latin: 4+ letters), 2 from 9 jamo (Latin: 8 letters). The docs attach
   * particles, so a Hangul word matches the start of a word of the docs.
   */
  private matchTypos(term: QueryWord, direct: Map<number, number>, add: (id: number) => void): void {
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
    const {dictionary} = this;
    // The first jamo (letter) is kept: typos there are rare, and the words sharing it are one range of the sorted
    // words (for Hangul: the syllables of one 초성), so the scan reads only those and computes only their jamo.
    const [start, end] = hangul ? this.initialRange(initialOf(term.stem)) : dictionary.prefixRange(query[0]!);
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

  /**
   * A compound typed without spaces (학습용데이터셋 for 학습용 데이터셋): records holding most of its syllable
   * bigrams, loosely. Adds them to `records` and returns the bigrams to highlight.
   */
  private matchBigrams(word: string, touched: number[]): string[] | undefined {
    const grams = [...new Set(bigrams(word))];
    if (grams.length > 30) return undefined;
    const {dictionary} = this;
    const {score, fields, state} = this.scratch;
    // Reuses the scratch: records not matched yet collect a bitmask of bigrams (in score) and fields.
    const mask = new Map<number, number>();
    const [start, end] = this.hangulWords();
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

  /**
   * ㅂㅈ ㅅㅅ → 버전 생성: titles and headings whose 초성 hold the query's, word by word (spaces respected; the last
   * word may be a prefix). Heading records first, by level, after any literal match.
   */
  private searchChoseong(query: string, accepted: (id: number) => boolean): Int32Array {
    if (!this.headingChoseong) {
      this.headingChoseong = new Map();
      for (const record of this.records) {
        for (const level of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
          const text = record.hierarchy[level];
          if (text && !this.headingChoseong.has(text))
            this.headingChoseong.set(text, choseongWords(text).join(' '));
        }
      }
    }
    const queryParts = query.trim().split(/\s+/);
    const matching = new Set<string>();
    for (const [text, initials] of this.headingChoseong) {
      if (matchesChoseong(initials.split(' '), queryParts)) matching.add(text);
    }
    const {best} = this.scratch;
    const ids: number[] = [];
    this.records.forEach((record, id) => {
      if (record.type === 'content') return;
      const text = record.hierarchy[record.type];
      if (!text || !matching.has(text) || !accepted(id)) return;
      ids.push(id);
      best.words[id] = 1;
      best.loose[id] = 1;
      best.together[id] = 1;
      best.attribute[id] = FIELDS.indexOf(record.type);
      best.score[id] = QUALITY.choseong * BOOST[record.type];
    });
    // Titles first, then headings by level; the heading the query covers best (fewest words) first.
    const level = (id: number): number => this.facts.level[id]!;
    const length = (id: number): number => this.dictionary.headingWords[id]!;
    return Int32Array.from(ids.sort((a, b) => level(b) - level(a) || length(a) - length(b) || a - b));
  }
}

/** 'ㅛㅐㅣㅐ 모델' → 'yolo 모델': only the words that are bare jamo (no syllable) are Latin keys typed in Korean. */
function convertJamoWords(query: string): string | undefined {
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

/** 초성 of each word of a text ('버전 생성하기' → ['ㅂㅈ', 'ㅅㅅㅎㄱ']), words without Hangul left out. */
function choseongWords(text: string): string[] {
  return choseong(text)
    .split(/\s+/)
    .filter((w) => w !== '');
}

function matchesChoseong(heading: string[], query: string[]): boolean {
  const joined = query.join('');
  for (let start = 0; start < heading.length; start++) {
    if (query.every((part, k) => heading[start + k]?.startsWith(part) ?? false)) return true;
    // Typed without spaces (ㅂㅈㅅㅅ): the heading's words from here, run together.
    if (
      query.length === 1 &&
      heading.slice(start).join('').startsWith(joined) &&
      heading[start]!.length < joined.length
    )
      return true;
  }
  return false;
}

/**
 * How telling a query word is, from the share of pages that have it (an IDF): 1 for a word of one or two pages,
 * down to 0.4 for a word nearly every page has (설정, 데이터).
 */
function termImportance(pagesWithWord: number, pageCount: number): number {
  if (pageCount < 4 || pagesWithWord === 0) return 1;
  const idf = Math.log(pageCount / pagesWithWord) / Math.log(pageCount / 2);
  return 0.4 + 0.6 * Math.min(1, Math.max(0, idf));
}

function bestBoost(fields: number): number {
  let best = 0;
  for (let bit = 0; bit < BOOST_BY_BIT.length; bit++)
    if (fields & (1 << bit) && BOOST_BY_BIT[bit]! > best) best = BOOST_BY_BIT[bit]!;
  return best;
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}
