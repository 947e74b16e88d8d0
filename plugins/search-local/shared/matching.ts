/**
 * Every way one query word matches words of the docs, and the records those words are in: as typed, as a prefix,
 * by its stem, a verb by its forms, through the glossary, half-typed, inside compounds; loosely by typos
 * (typos.ts) and syllable bigrams (bigrams.ts). Safe for browser code.
 */
import {CONTENT_BIT} from './dictionary';
import {
  bestBoost,
  hangulWords,
  MAX_FUZZY_WORDS,
  MAX_NEEDLES,
  pagesOf,
  QUALITY,
  type EngineState,
  type TermMatches,
} from './engineState';
import {matchBigrams} from './bigrams';
import {jamo} from './hangul';
import {bare, isFormOfNoun, verbForms} from './morphology';
import {termImportance} from './ranking';
import {isHangul, type QueryWord} from './tokenizer';
import {matchTypos} from './typos';

/** Every way one query word matches words of the docs, and the records those words are in. */
export function matchWord(s: EngineState, term: QueryWord): TermMatches {
  const {dictionary} = s;
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
    ...(s.synonyms.get(term.word) ?? []),
    ...(s.synonyms.get(term.stem) ?? []),
  ])) {
    if (s.verbs.has(synonym)) {
      for (const form of verbForms(synonym.slice(0, -1))) addRange(form, QUALITY.synonym);
    } else if (isHangul(synonym)) addRange(synonym, QUALITY.synonym);
    else {
      const id = dictionary.find(synonym);
      if (id !== undefined) addDirect(id, QUALITY.synonym);
    }
    if (extraNeedles.length < MAX_NEEDLES) extraNeedles.push(synonym);
  }
  if (hangul && term.isLast && !term.verb)
    matchHalfTyped(s, term, (id) => {
      if (!direct.has(id)) needle(id);
      addDirect(id, QUALITY.halfTyped);
    });
  if (hangul && term.stem.length === 2 && !term.verb) {
    // Inside a compound (라벨 in 자동라벨링): the old index held every bigram of long words.
    let found = 0;
    const [start, end] = hangulWords(s);
    for (let id = start; id < end && found < MAX_FUZZY_WORDS; id++) {
      if (dictionary.words[id]!.indexOf(term.stem) > 0) {
        found++;
        if (!direct.has(id)) addDirect(id, QUALITY.infix);
      }
    }
  }
  // Loose: typos counted in jamo (Latin: in letters), and compounds typed without spaces through bigrams.
  if (!term.verb)
    matchTypos(s, term, direct, (id) => {
      loose.set(id, QUALITY.typo);
      needle(id);
    });

  // Per record: 0 none, 1 direct, 2 loose; the best score and every field of the best kind of match.
  const {score, fields, state} = s.scratch;
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
    const grams = matchBigrams(s, term.stem, touched);
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
      pagesOf(s, touched, () => true),
      s.scratch.pageSeen.length,
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
export function matchHalfTyped(s: EngineState, term: QueryWord, add: (id: number) => void): void {
  const head = term.word.slice(0, -1);
  const typedJamo = jamo(term.word) + (term.pending ? jamo(term.pending) : '');
  const [start, end] = s.dictionary.prefixRange(term.pending ? term.word : head);
  for (let id = start; id < end; id++) {
    if (s.dictionary.jamo(id).startsWith(typedJamo)) add(id);
  }
}
