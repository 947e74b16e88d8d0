/**
 * The local search engine: MiniSearch over DocSearch records with the Korean-aware tokenizer, ranked
 * like Algolia's Docusaurus template (words matched, loose (bigram-only) matches after direct ones as Algolia
 * puts typos after exact words, then most words within one field (for Algolia's proximity), then the best
 * such field — titles above headings above body text —, then heading level, relevance and position). Safe for browser code.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import type {DocSearchRecord, HierarchyLevel} from './records';
import {
  bigrams,
  composingVariants,
  indexTerms,
  isHangul,
  MIN_BIGRAM_COVERAGE,
  queryWords,
  type QueryWord,
} from './tokenizer';

/** Searchable fields, best first: the attribute rank of a hit is the best field it matched in. */
const FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'lvl0'] as const;
type Field = (typeof FIELDS)[number];
/** Field weights for the relevance score: lvl0 (the sidebar category) is shared by many pages. */
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
/** How much each way of matching a query word counts. */
const WEIGHT = {word: 1, stem: 0.8, composing: 0.6, bigrams: 0.35} as const;

export interface RankedRecord {
  record: DocSearchRecord;
  /** Query words matched (Algolia's 'words' criterion). */
  words: number;
  /** Query words matched only loosely, through bigrams (ranked like Algolia's 'typo' criterion). */
  loose: number;
  /** Most query words matched within one field (a stand-in for Algolia's 'proximity'). */
  together: number;
  /** Best field (index in FIELDS) among those matching `together` words. */
  attribute: number;
  score: number;
}

interface IndexedRecord {
  id: number;
  record: DocSearchRecord;
}

interface WordMatch {
  score: number;
  /** Bit i set: the word matched in FIELDS[i]. */
  fields: number;
  loose: boolean;
}

export class SearchEngine {
  readonly records: DocSearchRecord[];
  private readonly index: MiniSearch<IndexedRecord>;

  constructor(records: DocSearchRecord[]) {
    this.records = records;
    this.index = new MiniSearch<IndexedRecord>({
      fields: [...FIELDS],
      extractField: ({id, record}, field) => {
        if (field === 'id') return id;
        if (field === 'content') return record.content ?? '';
        return record.hierarchy[field as HierarchyLevel] ?? '';
      },
      tokenize: (text) => indexTerms(text),
      processTerm: (term) => term,
      searchOptions: {tokenize: (text) => [text], processTerm: (term) => term, boost: BOOST},
    });
    this.index.addAll(records.map((record, id) => ({id, record})));
  }

  /** Records matching the query: all words if any record has them all, else the most words (Algolia's removeWordsIfNoResults:'allOptional'). */
  search(query: string, accept: (record: DocSearchRecord) => boolean = () => true): RankedRecord[] {
    const terms = queryWords(query);
    if (terms.length === 0) return [];
    const perWord = terms.map((term) => this.matchWord(term));
    const entries = new Map<number, RankedRecord & {fieldWords: number[]}>();
    for (const matches of perWord) {
      for (const [id, match] of matches) {
        const record = this.records[id]!;
        let entry = entries.get(id);
        if (!entry) {
          if (!accept(record)) continue;
          entry = {
            record,
            words: 0,
            loose: 0,
            together: 0,
            attribute: 0,
            score: 0,
            fieldWords: FIELDS.map(() => 0),
          };
          entries.set(id, entry);
        }
        entry.words += 1;
        if (match.loose) entry.loose += 1;
        entry.score += match.score;
        FIELDS.forEach((_, i) => {
          if (match.fields & (1 << i)) entry.fieldWords[i]! += 1;
        });
      }
    }
    const all = [...entries.values()].map(({fieldWords, ...entry}) => {
      const together = Math.max(...fieldWords);
      return {...entry, together, attribute: fieldWords.indexOf(together)};
    });
    const most = all.reduce((max, r) => Math.max(max, r.words), 0);
    return all.filter((r) => r.words === most).sort(compareRanked);
  }

  /** Best way each record matches one query word: as typed (prefix while typing), its stem, IME variants, or all its bigrams (inside compounds). */
  private matchWord(term: QueryWord): Map<number, WordMatch> {
    const matches = new Map<number, WordMatch>();
    const add = (results: SearchResult[], weight: number, loose = false): void => {
      for (const result of results) {
        const id = result.id as number;
        const match = {score: result.score * weight, fields: matchedFields(result), loose};
        const previous = matches.get(id);
        if (!previous || (previous.loose && !loose)) {
          matches.set(id, match);
        } else if (previous.loose === loose) {
          // Another way of matching the same word: keep the better score and every field it matched in.
          previous.score = Math.max(previous.score, match.score);
          previous.fields |= match.fields;
        }
      }
    };
    const hangul = isHangul(term.word);
    const prefix = term.isLast || hangul;
    add(this.index.search(term.word, {prefix}), WEIGHT.word);
    if (term.stem !== term.word) add(this.index.search(term.stem, {prefix: true}), WEIGHT.stem);
    if (term.isLast && hangul) {
      const variants = composingVariants(term.word);
      if (variants.length > 0) add(this.index.search({queries: variants, prefix: true}), WEIGHT.composing);
    }
    if (hangul && term.stem.length >= 3) {
      // Inside compounds, and compounds typed without spaces (학습용데이터셋 for 학습용 데이터셋): most bigrams must match.
      const grams = [...new Set(bigrams(term.stem))];
      const results = this.index.search({combineWith: 'OR', queries: grams});
      for (const result of results) {
        const coverage = new Set(result.queryTerms).size / grams.length;
        if (coverage >= MIN_BIGRAM_COVERAGE) add([result], WEIGHT.bigrams * coverage, true);
      }
    }
    return matches;
  }
}

function matchedFields(result: SearchResult): number {
  let bits = 0;
  for (const fields of Object.values(result.match)) {
    for (const field of fields) bits |= 1 << FIELDS.indexOf(field as Field);
  }
  return bits;
}

function compareRanked(a: RankedRecord, b: RankedRecord): number {
  return (
    b.words - a.words ||
    a.loose - b.loose ||
    b.together - a.together ||
    a.attribute - b.attribute ||
    b.record.weight.level - a.record.weight.level ||
    b.score - a.score ||
    a.record.weight.position - b.record.weight.position ||
    (a.record.url < b.record.url ? -1 : a.record.url > b.record.url ? 1 : 0)
  );
}
