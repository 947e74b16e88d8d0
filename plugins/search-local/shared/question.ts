/**
 * What a reader's question or complaint asks, before it is matched: readers type "클래스를 어떻게 지우나요" or
 * "목록에 안 보여요", not keywords. Each word is read by the first of the readers below that knows it: the words
 * that only ask are dropped, a verb is brought back to its dictionary form (지우나요 → 지우다, which the glossary
 * can name: 삭제), a noun with 하다/되다/받다 keeps the noun, the product rules say a reader's phrase in the docs'
 * words, and the query's intent is read (a definition, a symptom or a task). The words are the lexicon's
 * (src/config/search-lexicon.ts); forms are morphology.ts's, intent and scene intent.ts's. Safe for browser code.
 */
import {LEXICON} from './compiledLexicon';
import {
  asksMeaning,
  isFiller,
  isShortQuestion,
  namedTerm,
  sceneOf,
  typedCues,
  type QueryIntent,
} from './intent';
import {lightVerb, receivedNoun, splitNegation, unglue, verbOf} from './morphology';
import {applyRules, type RuleReading} from './productRules';
import {isHangul, normalize, stem as nounStem, words, type QueryWord} from './tokenizer';

export type {QueryIntent} from './intent';
export {bare, isFormOfNoun, knownVerbs, verbForms, verbOf} from './morphology';

export interface ReadQuery {
  terms: QueryWord[];
  intent: QueryIntent;
}

/** What reading the words so far found. */
interface Reading {
  kept: QueryWord[];
  definition: boolean;
  symptom: boolean;
  /** The term a long definition question names (학습 끝나면 나오는 mAP가 무슨 뜻이에요). */
  named?: string;
  /** Verbs describing a noun (their index in `kept`), and how many terms were kept up to the last verb that asks. */
  describing: number[];
  asks: number;
}

interface Context {
  /** The query's words, 안/못 typed onto a verb split off it. */
  words: QueryWord[];
  verbs: ReadonlySet<string>;
  nouns: ReadonlySet<string>;
  rules: RuleReading;
  /** The reader's quantity (2만 장, 500개): not matched. */
  quantity: ReadonlySet<number>;
  comparedWithDocs: boolean;
  reading: Reading;
}

/** Reads the word at `i` and says whether it did; a reader that did not leaves it to the next. */
type WordReader = (term: QueryWord, i: number, c: Context) => boolean;

const keep = (c: Context, term: QueryWord, asks = false): true => {
  c.reading.kept.push(term);
  if (asks) c.reading.asks = c.reading.kept.length;
  return true;
};

const READERS: WordReader[] = [
  // "A 말고 B", "A 대신": the reader asks about B, not A (이미지 말고 표 데이터로도 되나요).
  (term, i, c) => {
    if (!LEXICON.insteadOf.has(term.word)) return false;
    if (c.reading.kept.at(-1)?.word === c.words[i - 1]?.word) c.reading.kept.pop();
    return true;
  },
  // The product's word for the reader's (초대받은 프로젝트 → 공유).
  (term, i, c) => {
    const docs = c.rules.readAs.get(i);
    return !!docs && keep(c, {...term, word: docs.word, stem: docs.word}, docs.asks);
  },
  (_, i, c) => c.quantity.has(i),
  // ㅠㅠ, ㅋㅋ, a stray ㄱ: chat emoticons, beside the words of the question.
  (term, _, c) => LEXICON.emoticon.test(term.word) && c.words.length > 1,
  (term, _, c) => {
    if (isHangul(term.word)) return false;
    if (LEXICON.englishFiller.has(term.word) && c.words.length > 1) return true;
    // An English plural of a glossary word (tiles, labels): the word the glossary has.
    const singular = term.word.endsWith('s') ? term.word.slice(0, -1) : term.word;
    return keep(
      c,
      singular !== term.word && c.nouns.has(singular) ? {...term, word: singular, stem: singular} : term,
    );
  },
  // A meaning is asked at the end ("IoU 뜻"); mid-sentence it tells (색이 의미 없는데).
  (term, i, c) => {
    if (!asksMeaning(term.word) || c.words.length <= 1) return false;
    const atEnd = i >= c.words.length - 2;
    c.reading.named = atEnd ? namedTerm(c.words, i, c.nouns) : undefined;
    if (atEnd && (isShortQuestion(c.words.length) || c.reading.named)) c.reading.definition = true;
    return true;
  },
  (term, _, c) => LEXICON.scene.has(term.word) && keep(c, {...term, context: true}),
  (term, _, c) => {
    if (LEXICON.symptomWords.has(term.word) || LEXICON.symptomWords.has(nounStem(term.word)))
      c.reading.symptom = true;
    return false;
  },
  (term, _, c) => isFiller(term.word) || LEXICON.howMany.test(term.word) || isAsking(term.word, c.verbs),
  (term, _, c) => (c.nouns.has(term.word) || c.nouns.has(nounStem(term.word))) && keep(c, term),
  // A noun with 받다 (초대받아야, 발급받으려면): the noun, as with 하다.
  (term, _, c) => {
    const noun = receivedNoun(term.word, c.verbs);
    return !!noun && keep(c, {...term, word: noun, stem: nounStem(noun)}, true);
  },
  readLightVerb,
  readVerb,
  // '뭐예요'-like words ending a definition question after a particle (에포크가 뭐예요).
  (term, _, c) => keep(c, term),
];

/** A noun with 하다/되다/시키다 in any form (삭제하려면 → 삭제); a filler noun with any ending (가능할까요) is filler. */
function readLightVerb(term: QueryWord, _: number, c: Context): boolean {
  const light = lightVerb(term.word);
  if (!light) return false;
  if (LEXICON.filler.has(light.noun)) return true;
  const known =
    !!verbOf('하' + light.rest, c.verbs) ||
    light.rest === '' ||
    (light.syllable === '해' && LEXICON.helperVerb.test(light.rest));
  if (c.verbs.has(term.word) || !known) return false;
  if (LEXICON.symptomWords.has(light.noun)) c.reading.symptom = true; // 실패해요, 실패했어요
  return keep(c, {...term, word: light.noun, stem: nounStem(light.noun)}, true);
}

function readVerb(term: QueryWord, i: number, c: Context): boolean {
  const verb = verbOf(term.word, c.verbs);
  if (!verb) return false;
  const {absence} = LEXICON.lexicon.symptom;
  if (verb === absence.verb) {
    // 밖에 없다 is "only" (몇백 장밖에 없는데), not something missing.
    if ((c.words[i - 1]?.word ?? '').endsWith(absence.only)) return true;
    // A condition of absence (없으면) is matched as written: every form of 없다 is in half the docs.
    if (term.word.endsWith(absence.condition)) return keep(c, term);
  }
  if (LEXICON.symptomVerbs.has(verb)) c.reading.symptom = true;
  if (LEXICON.definitionVerbs.has(verb) && c.comparedWithDocs) c.reading.symptom = true;
  else if (LEXICON.definitionVerbs.has(verb)) {
    // A difference is asked at the end ("뭐가 달라요"); mid-sentence it tells (이름이 달라서 헷갈려요).
    if (i >= c.words.length - 2) c.reading.definition = true;
    return true;
  }
  if (LEXICON.fillerVerbs.has(verb)) return true;
  const scene = sceneOf(c.words, i, c.verbs);
  if (scene === 'describes') c.reading.describing.push(c.reading.kept.length);
  const word: QueryWord = {word: verb, stem: verb.slice(0, -1), isLast: term.isLast, verb: true};
  return keep(c, scene ? {...word, context: true} : word, !scene);
}

/** A question word with its verb typed as one word (어디서봐, 어케함, 어떻게해요): filler altogether. */
function isAsking(word: string, verbs: ReadonlySet<string>): boolean {
  const rest = LEXICON.asking.exec(word)?.[2];
  return rest !== undefined && (rest === '' || LEXICON.fillerVerbs.has(verbOf(rest, verbs) ?? ''));
}

/**
 * How many the reader has (2만장, 500개, 만 장) is their situation: a number of a figure or a step in the docs
 * (그림 2, 2단계) is not what they ask about. The indices of those words, and whether they count files or items.
 */
function quantityOf(queryWords: QueryWord[]): {at: Set<number>; files: boolean} {
  const at = new Set<number>();
  let files = false;
  queryWords.forEach(({word}, i) => {
    const before = queryWords[i - 1]?.word ?? '';
    const next = queryWords[i + 1]?.word ?? '';
    const counted = LEXICON.number.test(before) && LEXICON.counted.test(word);
    if (!counted && !(LEXICON.number.test(word) && LEXICON.counted.test(next))) return;
    at.add(i);
    if (LEXICON.filesCounted.test(counted ? word : next)) files = true;
  });
  return {at, files};
}

/**
 * `nouns`: the glossary's words that are not verbs; a query word that is one stays a noun, however it ends
 * (그림 is a picture, not a form of 그리다).
 */
export function readQuery(
  query: string,
  typedWords: QueryWord[],
  verbs: ReadonlySet<string>,
  nouns: ReadonlySet<string> = new Set(),
): ReadQuery {
  const cues = typedCues(words(query));
  const queryWords = splitNegation(typedWords, verbs, nouns);
  const quantity = quantityOf(queryWords);
  // Phrases typed without their spaces read as the words they stand for (받을수 → 받을).
  const unglued = queryWords.map((term) => unglue(term, verbs));
  const reading: Reading = {kept: [], definition: cues.definition, symptom: false, describing: [], asks: 0};
  const c: Context = {
    words: queryWords,
    verbs,
    nouns,
    rules: applyRules(
      unglued.map((w) => w.word),
      verbs,
      quantity.files,
    ),
    quantity: quantity.at,
    comparedWithDocs: cues.comparedWithDocs,
    reading,
  };
  unglued.forEach((term, i) => READERS.some((read) => read(term, i, c)));
  const kept = reading.kept.filter((t) => !c.rules.drop.has(t.word));
  kept.push(...c.rules.added.map((t) => ({...t})));
  // A verb describing a noun is the scene only of a question that another verb after it asks.
  for (const at of reading.describing) if (at >= reading.asks - 1) delete reading.kept[at]!.context;
  // A long question asking what a term it names means: the rest is the scene (학습 끝나면 나오는 mAP가 무슨 뜻이에요).
  if (reading.definition && reading.named)
    for (const t of kept) if (t.word !== reading.named) t.context = true;
  // Only scene: then it is what the reader asks about.
  if (kept.every((t) => t.context)) kept.forEach((t) => delete t.context);
  const terms = kept.length > 0 ? kept : queryWords;
  if (terms.length > 0) {
    // The last word kept is the one still being typed only if it was typed last.
    const lastTyped = queryWords.at(-1);
    terms.forEach((t, i) => (t.isLast = i === terms.length - 1 && t.word === lastTyped?.word && t.isLast));
  }
  const definition = reading.definition && !cues.asksReason;
  return {terms, intent: definition ? 'definition' : reading.symptom ? 'symptom' : 'task'};
}

export {normalize};
