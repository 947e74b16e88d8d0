/**
 * How a search's records are ordered, as Algolia's Docusaurus template does: words matched; loose matches (typos,
 * bigrams, 초성) after direct ones; how telling the matched words are (termImportance); most words within one field
 * (for Algolia's proximity); the intent tier of the page type and field; heading level, score and position — packed
 * into one number per record. Safe for browser code.
 */
import {FIELDS, type Field} from './dictionary';
import {MAX_POSITION, type EngineState, type SearchWord, type TermMatches} from './engineState';
import type {QueryIntent} from './intent';
import {PAGE_TYPES, type PageType} from './pageTypes';
import type {QueryWord} from './tokenizer';

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
/**
 * The attribute rank of each field bit (FIELDS order), but a page's keywords rank as a mention of the page (a
 * table's first cell, lvl5), not as its title: the keywords of the FAQ and the overview name most topics, and
 * ranked as titles they put those pages above the guide (모델 학습 시작 → FAQ; the team's MRR 0.977 → 0.951).
 */
const ATTRIBUTE_OF_BIT = FIELDS.map((field, bit) => (field === 'keywords' ? FIELDS.indexOf('lvl5') : bit));
const ENTRY_BITS = new Set(['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((f) => FIELDS.indexOf(f as Field)));
export const LISTING: ReadonlySet<PageType> = new Set(['glossary', 'reference', 'index', 'blog', 'page']);

function intentTier(type: PageType, attribute: number, intent: QueryIntent): number {
  if (intent === 'definition' && type === 'glossary') return 3;
  const heading = HEADING_ATTRIBUTES.has(attribute);
  if (!LISTING.has(type)) return heading ? 3 : 2;
  return heading ? 2 : 1;
}

const TWO_POW_15 = MAX_POSITION + 1;
const TWO_POW_31 = 2 ** 31;

/** Adds one variant's records to `candidates`, keeping for each record its best ranking over the variants. */
export function rankVariant(
  s: EngineState,
  variant: SearchWord[],
  matchesOf: (t: QueryWord) => TermMatches,
  accepted: (id: number) => boolean,
  candidates: number[],
  intent: QueryIntent,
  tierFirst: boolean,
): void {
  const {words: accWords, weighted, loose: accLoose, total, fieldWords, key, best, isCandidate} = s.scratch;
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
      if (intent === 'definition' && PAGE_TYPES[s.facts.pageType[id]!] === 'glossary') {
        const page = s.facts.page[id]!;
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
    const own = s.facts.ownField[id]!;
    const ownWords = own >= 0 ? fieldWords[id * F + own]! : 0;
    let named = false;
    for (let bit = 0; bit < F; bit++) {
      const value = fieldWords[id * F + bit]!;
      const rank = ATTRIBUTE_OF_BIT[bit]!;
      if (value > together || (value > 0 && value === together && rank < attribute))
        [together, attribute] = [value, rank];
      if (value > 0 && ENTRY_BITS.has(bit)) named = true;
      fieldWords[id * F + bit] = 0;
    }
    // How much of a heading record's own heading the query covers: '수집 장치' above '데이터 수집 장치 관리'.
    const coverage = own >= 0 ? Math.min(1, ownWords / (s.dictionary.headingWords[id]! || 1)) : 0;
    // Split halves weigh ½ each: a word typed without a space counts once, as typed.
    const pageWords = named ? (glossaryWords.get(s.facts.page[id]!) ?? 0) : 0;
    const words = Math.floor(Math.max(accWords[id]!, pageWords) + 1e-9);
    // Among records matching as many words, those whose words tell more (a rare word over a common one).
    const telling = Math.max(0, Math.min(7, Math.round((weighted[id]! / accWords[id]! - 0.4) * (7 / 0.6))));
    const loose = Math.max(0, Math.ceil(accLoose[id]! - 1e-9));
    const togetherWords = Math.floor(together + 1e-9);
    const tier = intentTier(PAGE_TYPES[s.facts.pageType[id]!]!, attribute, intent);
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
    primary = primary * 16 + s.facts.level[id]! / 10;
    const score = total[id]! + 4 * coverage;
    const k =
      primary * TWO_POW_31 +
      Math.min(65535, Math.round(score * 1000)) * TWO_POW_15 +
      (TWO_POW_15 - 1 - s.facts.position[id]!);
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

/**
 * How telling a query word is, from the share of pages that have it (an IDF): 1 for a word of one or two pages,
 * down to 0.4 for a word nearly every page has (설정, 데이터).
 */
export function termImportance(pagesWithWord: number, pageCount: number): number {
  if (pageCount < 4 || pagesWithWord === 0) return 1;
  const idf = Math.log(pageCount / pagesWithWord) / Math.log(pageCount / 2);
  return 0.4 + 0.6 * Math.min(1, Math.max(0, idf));
}
