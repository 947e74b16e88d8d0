/**
 * What every part of the search engine reads: the dictionary of the docs' words, the glossary's synonyms, per-record
 * facts in typed arrays and the scratch space searches reuse, with the weights and shapes they share. Built once
 * per index (buildEngineState). Safe for browser code.
 */
import {Dictionary, FIELDS, type Field} from './dictionary';
import type {GlossaryGroup} from './glossary';
import {knownVerbs} from './morphology';
import {PAGE_TYPES, pageTypeOf} from './pageTypes';
import type {DocSearchRecord} from './records';
import {isHangul, words, type QueryWord} from './tokenizer';

/** Field weights for the score: lvl0 (the sidebar category) is shared by many pages. */
export const BOOST: Record<Field, number> = {
  lvl1: 4,
  lvl2: 3,
  lvl3: 2.5,
  lvl4: 2,
  lvl5: 1.5,
  lvl6: 1.5,
  content: 1,
  lvl0: 0.5,
  // A page's front-matter keywords, on its first record: a mention of the page (ranking.ts).
  keywords: 1.5,
};
export const BOOST_BY_BIT = FIELDS.map((field) => BOOST[field]);
/** How much each way of matching a query word counts. */
export const QUALITY = {
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

/** At most this many fuzzy candidates (typos, infixes) per query word: enough for docs, bounded for latency. */
export const MAX_FUZZY_WORDS = 200;
/** Extra highlight needles per query word. */
export const MAX_NEEDLES = 40;

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
export interface TermMatches {
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
export interface SearchWord {
  term: QueryWord;
  weight: number;
  /** Two typed words joined count as telling as they were typed (not as their rarer joined spelling). */
  importance?: number;
}

export type Accept = (record: DocSearchRecord) => boolean;

/** The ranked record ids of one search, best first, and what ranked them. */
export interface Ranking {
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

/** weight.position is capped to fit the ranking key (ranking.ts). */
export const MAX_POSITION = 2 ** 15 - 1;

export interface EngineState {
  readonly records: DocSearchRecord[];
  readonly dictionary: Dictionary;
  /** Glossary words and the words each finds in the docs. */
  readonly synonyms: Map<string, string[]>;
  /** Each heading's 초성, built at the first 초성 query (choseong.ts). */
  headingChoseong: Map<string, string> | undefined;
  /**
   * What ranking reads of each record, in typed arrays: records carry their page's meta tags, so their shapes
   * differ, and reading them in the ranking loop (every matching record of every search) is slow at 40k records.
   */
  readonly facts: {
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
  readonly verbs: ReadonlySet<string>;
  /** The glossary's other words: a query word that is one is read as a noun (question.ts). */
  readonly nouns: ReadonlySet<string>;
  /** Per record, an id of its URL (distinct hits are one per URL). */
  readonly urlIds: Int32Array;
  readonly urlCount: number;
  /** Scratch space over all records, reused by every search (searches run one at a time). */
  readonly scratch: {
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
}

/** The engine's state over `records`, the glossary compiled into synonyms and known verbs. */
export function buildEngineState(
  records: DocSearchRecord[],
  glossary: readonly GlossaryGroup[],
): EngineState {
  const dictionary = new Dictionary(records);
  const synonyms = new Map<string, string[]>();
  for (const group of glossary) {
    const split = group.map((term) => words(term));
    // A phrase typed without its space (비밀키 for 비밀 키) is a word of the group too.
    const single = split.filter((w) => w.length > 0).map((w) => w.join(''));
    // A phrase (바운딩 박스) is found by one of its words: the engine expands one word into words, not phrases.
    // One the docs write as one word (데이터 셋) is only a spacing of it: 데이터 would widen 데이터셋 to every text.
    const found = split
      .filter((w) => w.length > 0)
      .map((w) =>
        w.length === 1 || dictionary.find(w.join('')) !== undefined ? w.join('') : phraseWord(dictionary, w),
      );
    for (const term of single) {
      const others = found.filter((other) => other !== term);
      synonyms.set(term, [...new Set([...(synonyms.get(term) ?? []), ...others])]);
    }
  }
  const n = records.length;
  const facts = {
    ownField: new Int8Array(n),
    level: new Uint8Array(n),
    position: new Uint16Array(n),
    pageType: new Uint8Array(n),
    page: new Int32Array(n),
  };
  const verbs = knownVerbs(glossary.flat());
  const nouns = new Set([...synonyms.keys()].filter((word) => !verbs.has(word)));
  // By page, then anchor (a record's url is the two joined, records.ts), not by `url`: each record's url is a
  // string of its own, built by concatenation, which the map must flatten and hash; a page's url is one string
  // its records share.
  const urls = new Map<string, Map<string | null, number>>();
  const pages = new Map<Map<string | null, number>, number>();
  let urlCount = 0;
  const urlIds = new Int32Array(n);
  // One indexed loop: it runs once, at load, before this code is optimised.
  for (let i = 0; i < n; i++) {
    const record = records[i]!;
    const {level, position} = record.weight;
    facts.ownField[i] = record.type === 'content' ? -1 : FIELDS.indexOf(record.type);
    facts.level[i] = level;
    facts.position[i] = Math.min(position, MAX_POSITION);
    facts.pageType[i] = PAGE_TYPES.indexOf(pageTypeOf(record));
    let anchors = urls.get(record.url_without_anchor);
    if (!anchors) urls.set(record.url_without_anchor, (anchors = new Map()));
    let page = pages.get(anchors);
    if (page === undefined) pages.set(anchors, (page = pages.size));
    facts.page[i] = page;
    const anchor = record.anchor || null;
    let id = anchors.get(anchor);
    if (id === undefined) anchors.set(anchor, (id = urlCount++));
    urlIds[i] = id;
  }
  const scratch = {
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
  return {
    records,
    dictionary,
    synonyms,
    headingChoseong: undefined,
    facts,
    verbs,
    nouns,
    urlIds,
    urlCount,
    scratch,
  };
}

/**
 * The word a glossary phrase is found by in the docs: its most telling word (of two letters or more if it has
 * one), the one the fewest records hold as the engine matches it (Hangul as a prefix). 학습 곡선 is found by 곡선:
 * by 학습, every text about training would be a synonym of the loss curve.
 */
function phraseWord(dictionary: Dictionary, phrase: string[]): string {
  const long = phrase.filter((word) => word.length >= 2);
  let best = phrase[0]!;
  let fewest = Infinity;
  for (const word of long.length > 0 ? long : phrase) {
    const count = recordsHolding(dictionary, word);
    if (count < fewest) [best, fewest] = [word, count];
  }
  return best;
}

/** How many records hold `word` (a Hangul word as a prefix, as the glossary matches it). */
function recordsHolding(dictionary: Dictionary, word: string): number {
  if (!isHangul(word)) {
    const id = dictionary.find(word);
    return id === undefined ? 0 : dictionary.postings[id]!.length / 2;
  }
  const [start, end] = dictionary.prefixRange(word);
  let count = 0;
  for (let id = start; id < end; id++) count += dictionary.postings[id]!.length / 2;
  return count;
}

/** How many pages the records `ids` that pass `keep` are on. */
export function pagesOf(s: EngineState, ids: number[], keep: (id: number) => boolean): number {
  const {page} = s.facts;
  const seen = s.scratch.pageSeen;
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
export function hangulWords(s: EngineState): [start: number, end: number] {
  return s.dictionary.range(FIRST_SYLLABLE, String.fromCharCode(LAST_SYLLABLE_CODE + 1));
}

/** The words whose first syllable has the initial consonant `initial` (initialOf: 0 = ㄱ … 18 = ㅎ). */
export function initialRange(s: EngineState, initial: number): [start: number, end: number] {
  const code = FIRST_SYLLABLE.charCodeAt(0) + initial * SYLLABLES_PER_INITIAL;
  return s.dictionary.range(String.fromCharCode(code), String.fromCharCode(code + SYLLABLES_PER_INITIAL));
}

export function hasPrefix(s: EngineState, prefix: string): boolean {
  const [start, end] = s.dictionary.prefixRange(prefix);
  return end > start;
}

export function bestBoost(fields: number): number {
  let best = 0;
  for (let bit = 0; bit < BOOST_BY_BIT.length; bit++)
    if (fields & (1 << bit) && BOOST_BY_BIT[bit]! > best) best = BOOST_BY_BIT[bit]!;
  return best;
}

export function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}
