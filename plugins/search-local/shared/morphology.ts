/**
 * Korean word forms, as far as the question reader needs them: a verb's dictionary form from the form typed
 * (지우나요 → 지우다), the syllables its forms in the docs begin with (지우 → 지운, 지워, 지웠다), a noun inside
 * 하다/되다/받다, and phrases a phone keyboard types without spaces. Only verbs the site knows are recognised (the
 * glossary's and the lexicon's), so a noun is never cut into a verb stem. Jamo come from es-hangul; the words
 * from the lexicon (compiledLexicon.ts). Safe for browser code.
 */
import {combineCharacter, disassembleCompleteCharacter} from 'es-hangul';
import {LEXICON} from './compiledLexicon';
import {stem as nounStem, type QueryWord} from './tokenizer';

/** The finals an ending puts on a verb's stem: ㄴ (지운), ㄹ (지울), ㅁ (바뀜, 안됨), ㅂ (지웁니다). */
const STEM_FINALS = ['ㄴ', 'ㄹ', 'ㅁ', 'ㅂ'];
/** …and the past tense's ㅆ, on the contracted stem (지웠다). */
const PAST_FINAL = 'ㅆ';
const ENDING_FINALS = new Set([...STEM_FINALS, PAST_FINAL]);
/** A stem's last vowel contracted before 어/아 (지우 → 지워, 그리 → 그려, 보 → 봐, 하 → 해, 되 → 돼, 쓰 → 써). */
const CONTRACTED: Record<string, string> = {
  ㅜ: 'ㅜㅓ',
  ㅣ: 'ㅕ',
  ㅗ: 'ㅗㅏ',
  ㅏ: 'ㅐ',
  ㅗㅣ: 'ㅗㅐ',
  ㅡ: 'ㅓ',
};
/** The same, read back: a contracted vowel and the stem vowel it comes from. */
const UNCONTRACTED = new Map(
  Object.entries(CONTRACTED).map(([stemVowel, contracted]) => [contracted, stemVowel]),
);
/** 르 irregular: 잘라 → 자르, 눌러 → 누르 (ㄹ moves onto the syllable before, 르's ㅡ becomes ㅏ or ㅓ). */
const REU = '르';
const REU_VOWELS = new Set(['ㅏ', 'ㅓ']);

interface Syllable {
  initial: string;
  vowel: string;
  final: string;
}

function syllableOf(character: string | undefined): Syllable | undefined {
  if (!character) return undefined;
  const parts = disassembleCompleteCharacter(character);
  return parts && {initial: parts.choseong, vowel: parts.jungseong, final: parts.jongseong};
}

/** The final consonant of a word's last syllable ('' for none), or undefined when it ends in no syllable. */
export function finalOf(word: string): string | undefined {
  return syllableOf(word.at(-1))?.final;
}

/**
 * How a verb's forms in the docs begin, as whole syllables: the stem (지우기), the stem with an ending's final (지운,
 * 지울, 지움, 지웁니다), its contraction (지워서) and that in the past (지웠다). Not by the stem's jamo, which
 * would also begin other words: ㅜ then ㅓ is ㅝ, so 지우 would begin 지원.
 */
export function verbForms(stem: string): string[] {
  const last = syllableOf(stem.at(-1));
  if (!last || last.final !== '') return [stem];
  const head = stem.slice(0, -1);
  const {initial, vowel} = last;
  const forms = [stem, ...STEM_FINALS.map((final) => head + combineCharacter(initial, vowel, final))];
  const contracted = CONTRACTED[vowel];
  if (contracted !== undefined)
    forms.push(
      head + combineCharacter(initial, contracted),
      head + combineCharacter(initial, contracted, PAST_FINAL),
    );
  return forms;
}

/** The verb stems a form may come from (its last syllable undone: a final dropped, a vowel uncontracted). */
function stemCandidates(form: string): string[] {
  const head = form.slice(0, -1);
  const last = syllableOf(form.at(-1));
  if (!last) return [];
  const {initial, vowel, final} = last;
  const candidates = [form];
  if (ENDING_FINALS.has(final)) candidates.push(head + combineCharacter(initial, vowel));
  // ㄹ dropped before ㄴ and ㅂ: 만든, 만듭니다 → 만들.
  if (final === 'ㄴ' || final === 'ㅂ') candidates.push(head + combineCharacter(initial, vowel, 'ㄹ'));
  // A contracted vowel carries no final of its own, except the past tense's ㅆ (지웠다): 지원 is not 지우다.
  const uncontracted = final === '' || final === PAST_FINAL ? UNCONTRACTED.get(vowel) : undefined;
  if (uncontracted) candidates.push(head + combineCharacter(initial, uncontracted));
  const previous = syllableOf(head.at(-1));
  if (initial === 'ㄹ' && REU_VOWELS.has(vowel) && previous?.final === 'ㄹ')
    candidates.push(head.slice(0, -1) + combineCharacter(previous.initial, previous.vowel) + REU);
  return candidates;
}

/** The dictionary form of a known verb the word is a form of (지우나요 → 지우다), or undefined. */
export function verbOf(word: string, known: ReadonlySet<string>): string | undefined {
  if (known.has(word)) return word;
  // A polite 요 after a whole ending (받으려면요, 지우려고요), or its cute spelling 여 (올라가나여, 되나여).
  if (word.length > 2 && /[요여]$/.test(word)) {
    const verb = verbOf(word.slice(0, -1), known);
    if (verb) return verb;
  }
  for (const ending of LEXICON.endings) {
    if (!word.endsWith(ending) || word.length - ending.length < 1) continue;
    const form = word.slice(0, word.length - ending.length);
    for (const candidate of stemCandidates(form)) {
      const verb = candidate + '다';
      if (known.has(verb)) return verb;
    }
  }
  // A verb done for someone or ahead of time (-아/어 주다, 두다, 놓다) typed without its space: 그려주게, 지워주는,
  // 올려둔 are forms of 그리다, 지우다, 올리다.
  const helped = LEXICON.doneFor.exec(word)?.[1];
  if (helped && finalOf(helped) === '') {
    const verb =
      stemCandidates(helped)
        .map((candidate) => candidate + '다')
        .find((candidate) => known.has(candidate)) ?? verbOf(helped, known);
    return verb && !LEXICON.fillerVerbs.has(verb) ? verb : undefined;
  }
  return undefined;
}

/** The verbs a glossary names (entries ending in 다) and the lexicon's, for verbOf. */
export function knownVerbs(glossaryWords: Iterable<string>): Set<string> {
  const verbs = new Set([...LEXICON.fillerVerbs, ...LEXICON.symptomVerbs, ...LEXICON.definitionVerbs]);
  for (const word of glossaryWords)
    if (/^[\uac00-\ud7a3]+다$/.test(word) && word.length >= 2) verbs.add(word);
  return verbs;
}

/** A word of the docs that is `noun` itself in some form (저장을, 저장하기), not a compound it begins (저장소). */
export function isFormOfNoun(word: string, noun: string): boolean {
  return word === noun || nounStem(word) === noun || LEXICON.sameNounEnding.test(word.slice(noun.length));
}

/**
 * A one-syllable word with its particle or copula off (몇으로 → 몇, 뭐를 → 뭐, 뜻이에요 → 뜻): for the filler and
 * definition lists, which nounStem leaves.
 */
export function bare(word: string): string {
  return LEXICON.oneSyllable.exec(word)?.[1] ?? word;
}

/** A noun with 하다/되다/시키다 (삭제하려면): the noun, the light verb's syllable and the rest, or undefined. */
export function lightVerb(word: string): {noun: string; syllable: string; rest: string} | undefined {
  const match = LEXICON.lightVerb.exec(word);
  return match ? {noun: match[1]!, syllable: match[2]!, rest: match[3]!} : undefined;
}

/** A noun with 받다 asked about (초대받아야, 발급받으려면 → 초대, 발급), or undefined. */
export function receivedNoun(word: string, verbs: ReadonlySet<string>): string | undefined {
  const noun = LEXICON.received.exec(word)?.[1];
  return noun && !verbOf(word, verbs) && verbOf(word.slice(noun.length), verbs) === '받다' ? noun : undefined;
}

/** A phrase typed without its spaces (올릴수있음, 확인하는법, 그린거): the verb form the question is about. */
export function unglue(term: QueryWord, verbs: ReadonlySet<string>): QueryWord {
  const match = LEXICON.glued.exec(term.word);
  const thing = LEXICON.gluedThing.exec(term.word)?.[1];
  // The form may be a noun's with 하다/되다 (라벨링한거 is 라벨링한 거): the noun is read from it later.
  const isForm = (form: string): boolean => !!verbOf(form, verbs) || lightVerb(form)?.rest === '';
  // 수 typed onto a verb's ㄹ form, its 있다 or 없다 spaced (받을수 있나요, 지울수 없어요).
  const able = term.word.endsWith(LEXICON.can) && finalOf(term.word.slice(0, -1)) === 'ㄹ';
  const word =
    match?.[1] ??
    match?.[2] ??
    match?.[3] ??
    (thing && isForm(thing) ? thing : undefined) ??
    (able ? term.word.slice(0, -1) : undefined);
  return word ? {...term, word, stem: nounStem(word)} : term;
}

/** 안 or 못 typed onto the verb it negates (안보여요, 안보임, 못찾겠어요): read as the two words it stands for. */
export function splitNegation(
  queryWords: QueryWord[],
  verbs: ReadonlySet<string>,
  nouns: ReadonlySet<string>,
): QueryWord[] {
  return queryWords.flatMap((term) => {
    const {word} = term;
    const negation = word[0] ?? '';
    const rest = word.slice(1);
    if (
      !LEXICON.symptomWords.has(negation) ||
      rest === '' ||
      nouns.has(word) ||
      verbOf(word, verbs) ||
      !verbOf(rest, verbs)
    )
      return [term];
    return [
      {word: negation, stem: negation, isLast: false},
      {...term, word: rest, stem: rest},
    ];
  });
}
