/**
 * The engine's inverted index: every distinct word of the records (sorted, so a prefix is a binary search) and,
 * per word, the records it occurs in with the fields it occurs in. Built once when the index is loaded, in a
 * single pass over the records (a section's headings, and each piece of the shipped index's content, are split into
 * words once). Fuzzy ways of matching (inside compounds, typos, half-typed syllables) scan the word list, which is
 * far shorter than the text.
 * Safe for browser code.
 */
import {IndexRecord} from './compactIndex';
import {jamo} from './hangul';
import type {DocSearchRecord, Hierarchy} from './records';
import {words} from './tokenizer';

/**
 * Searchable fields, best first: the attribute rank of a hit is the best field it matched in. `keywords`, a page's
 * front-matter keywords on its first record, comes last only as a bit: it ranks as a mention of the page (ranking.ts).
 */
export const FIELDS = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
  'lvl0',
  'keywords',
] as const;
export type Field = (typeof FIELDS)[number];

/** The field bit of the text (a record's content) in a posting. */
export const CONTENT_BIT = 1 << FIELDS.indexOf('content');
const KEYWORDS_BIT = 1 << FIELDS.indexOf('keywords');
const HEADING_FIELDS = FIELDS.flatMap((field, bit) =>
  field === 'content' || field === 'keywords' ? [] : [{level: field, bit}],
);

// Indexed loops in the functions that run once per record or section: the index loads once, before this code is
// optimised, and a for…of there allocates an iterator result per step.
function sameHeadings(a: Hierarchy, b: Hierarchy): boolean {
  if (a === b) return true;
  for (let i = 0; i < HEADING_FIELDS.length; i++) {
    const {level} = HEADING_FIELDS[i]!;
    if (a[level] !== b[level]) return false;
  }
  return true;
}

/** The words of a record's headings, each once with the bits of the fields it is in: id, bits, id, bits, … */
function pairsOf(hierarchy: Hierarchy, wordIds: (text: string, cache: boolean) => number[]): number[] {
  const pairs: number[] = [];
  for (let i = 0; i < HEADING_FIELDS.length; i++) {
    const {level, bit} = HEADING_FIELDS[i]!;
    const text = hierarchy[level];
    if (!text) continue;
    const ids = wordIds(text, true);
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j]!;
      let at = 0;
      while (at < pairs.length && pairs[at] !== id) at += 2;
      if (at === pairs.length) pairs.push(id, 0);
      pairs[at + 1]! |= 1 << bit;
    }
  }
  return pairs;
}

export class Dictionary {
  /** Distinct words, sorted by code unit. */
  readonly words: string[];
  /** Per word (same index as `words`): record id, field bits, record id, field bits, … */
  readonly postings: Int32Array[];
  /** Per record: the number of words of its own heading (0 for content records). */
  readonly headingWords: Uint8Array;
  private jamoCache: string[] | undefined;

  constructor(records: DocSearchRecord[]) {
    const ids = new Map<string, number>();
    const tokenCache = new Map<string, number[]>();
    const wordIds = (text: string, cache: boolean): number[] => {
      const cached = cache ? tokenCache.get(text) : undefined;
      if (cached) return cached;
      const result: number[] = [];
      const textWords = words(text);
      for (let i = 0; i < textWords.length; i++) {
        const word = textWords[i]!;
        let id = ids.get(word);
        if (id === undefined) {
          id = ids.size;
          ids.set(word, id);
        }
        result.push(id);
      }
      if (cache) tokenCache.set(text, result);
      return result;
    };
    // Every (word, record, fields) found, in record order, in one growing typed array rather than a list per
    // word: at 1,000 pages (42k records) the lists were ~50k small arrays to grow, copy and collect.
    let found = new Int32Array(3 * 4096);
    let count = 0;
    // Per word id: the last record it was seen in and its field bits there.
    const seenIn: number[] = [];
    const bitsOf: number[] = [];
    // The word ids found in the current record (its first `inCount`; never truncated, see readPieces).
    const inRecord: number[] = [];
    let inCount = 0;
    // Consecutive records of one section share its headings: their words and field bits, as (word id, bits)
    // pairs, are found once per section rather than once per record.
    let headings: Hierarchy | undefined;
    let headingPairs: number[] = [];
    // Per vocabulary piece of the shipped index's content, its word ids (found on its first use).
    const pieceWords = new Map<readonly string[], number[][]>();
    const pieces: number[] = [];
    this.headingWords = new Uint8Array(records.length);
    const addContent = (ids: readonly number[], recordId: number, bit = CONTENT_BIT): void => {
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        if (seenIn[id] !== recordId) {
          seenIn[id] = recordId;
          bitsOf[id] = 0;
          inRecord[inCount++] = id;
        }
        bitsOf[id]! |= bit;
      }
    };
    for (let recordId = 0; recordId < records.length; recordId++) {
      const record = records[recordId]!;
      if (record.type !== 'content') {
        const own = record.hierarchy[record.type];
        if (own) this.headingWords[recordId] = Math.min(255, wordIds(own, true).length);
      }
      if (!headings || !sameHeadings(headings, record.hierarchy)) {
        headings = record.hierarchy;
        headingPairs = pairsOf(headings, wordIds);
      }
      inCount = 0;
      for (let i = 0; i < headingPairs.length; i += 2) {
        const id = headingPairs[i]!;
        seenIn[id] = recordId;
        bitsOf[id] = headingPairs[i + 1]!;
        inRecord[inCount++] = id;
      }
      if (record instanceof IndexRecord) {
        const {vocabulary} = record;
        let wordsOf = pieceWords.get(vocabulary);
        if (!wordsOf) pieceWords.set(vocabulary, (wordsOf = []));
        const pieceCount = record.contentPieces(pieces);
        for (let i = 0; i < pieceCount; i++) {
          const piece = pieces[i]!;
          addContent((wordsOf[piece] ??= wordIds(vocabulary[piece]!, false)), recordId);
        }
      } else if (record.content) {
        addContent(wordIds(record.content, false), recordId);
      }
      const keywords = record.keywords as readonly string[] | undefined;
      if (keywords)
        for (const keyword of keywords) addContent(wordIds(keyword, false), recordId, KEYWORDS_BIT);
      if (3 * (count + inCount) > found.length) {
        const grown = new Int32Array(Math.max(2 * found.length, 3 * (count + inCount)));
        grown.set(found);
        found = grown;
      }
      for (let i = 0; i < inCount; i++) {
        const id = inRecord[i]!;
        found[3 * count] = id;
        found[3 * count + 1] = recordId;
        found[3 * count + 2] = bitsOf[id]!;
        count++;
      }
    }
    // Postings of all words in one array, in sorted word order; each word's list is a view of it.
    const order = [...ids.keys()].sort();
    const rank = new Int32Array(ids.size);
    order.forEach((word, i) => (rank[ids.get(word)!] = i));
    const start = new Int32Array(order.length + 1);
    for (let i = 0; i < count; i++) start[rank[found[3 * i]!]! + 1]! += 2;
    for (let i = 0; i < order.length; i++) start[i + 1]! += start[i]!;
    const flat = new Int32Array(2 * count);
    const next = start.slice(0, order.length);
    for (let i = 0; i < count; i++) {
      const at = next[rank[found[3 * i]!]!]!;
      flat[at] = found[3 * i + 1]!;
      flat[at + 1] = found[3 * i + 2]!;
      next[rank[found[3 * i]!]!] = at + 2;
    }
    this.words = order;
    this.postings = order.map((_, i) => flat.subarray(start[i]!, start[i + 1]!));
  }

  /** Ids of the words starting with `prefix` (all of them for ''). */
  prefixRange(prefix: string): [start: number, end: number] {
    const start = this.lowerBound(prefix);
    const end = this.lowerBound(prefix + '\uffff');
    return [start, end];
  }

  /**
   * Ids of the words from `first` (inclusive) to `last` (exclusive) in code-unit order: words are sorted, so all
   * Hangul words, or all words whose first syllable has one initial consonant, are one range (the fuzzy scans
   * read only theirs: a cold search runs them before the code is optimised, where every word visited counts).
   */
  range(first: string, last: string): [start: number, end: number] {
    return [this.lowerBound(first), this.lowerBound(last)];
  }

  find(word: string): number | undefined {
    const at = this.lowerBound(word);
    return this.words[at] === word ? at : undefined;
  }

  /** The jamo of every word, computed on first use (typo and half-typed syllable matching). */
  jamo(id: number): string {
    this.jamoCache ??= new Array<string>(this.words.length);
    return (this.jamoCache[id] ??= jamo(this.words[id]!));
  }

  private lowerBound(value: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.words[mid]! < value) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
