/**
 * The search lexicon (src/config/search-lexicon.ts) compiled once, when the engine's module loads, into the sets
 * and patterns the question reader tests words against: nothing of it is rebuilt per keystroke.
 */
import {SEARCH_LEXICON} from '../../../src/config/search-lexicon';
import type {Lexicon} from './lexicon';

const HANGUL = '[\\uac00-\\ud7a3]';
const any = (words: readonly string[]): string => words.join('|');

export function compileLexicon(lexicon: Lexicon) {
  const {dropped, morphology: m, quantity: q} = lexicon;
  const light = any(m.lightVerbSyllables);
  const helpers = any(m.helperSyllables);
  const {glued} = m;
  // Each jamo on its own: NFKC would join a conjoining consonant and vowel into a syllable (ᄒ + ᅲ → 휴).
  const jamo = lexicon.emoticonJamo + [...lexicon.emoticonJamo].map((j) => j.normalize('NFKC')).join('');
  return {
    lexicon,
    filler: new Set(
      [dropped.asking, dropped.adverbs, dropped.determiners, dropped.interjections, dropped.filler].flatMap(
        (c) => c.words,
      ),
    ),
    englishFiller: new Set(dropped.english.words),
    fillerVerbs: new Set(lexicon.verbs.filler.words),
    symptomWords: new Set(lexicon.symptom.words),
    symptomVerbs: new Set(lexicon.symptom.verbs),
    definitionWords: new Set(lexicon.definition.words),
    definitionVerbs: new Set(lexicon.definition.verbs),
    theDocs: new Set(lexicon.definition.theDocs),
    reason: new Set(lexicon.definition.reason),
    between: new Set(lexicon.definition.between),
    insteadOf: new Set(lexicon.insteadOf),
    scene: new Set(lexicon.scene.words),
    when: new Set(lexicon.scene.when),
    sceneHelpers: new Set(lexicon.scene.helpers),
    endings: m.endings,
    /** Noun + 하다/되다/시키다 in any form: [, noun, light verb syllable, rest]. */
    lightVerb: new RegExp(`^(.{2,}?)(${light})(${HANGUL}*)$`),
    /** What a word of the docs adds to a noun and stays that noun. */
    sameNounEnding: new RegExp(`^(?:${light})`),
    /** Noun + 받다 asked about (초대받아야), not describing a noun (초대받은 데이터셋): [, noun]. */
    received: new RegExp(`^(.{2,}?)${m.received.syllable}(?!(?:${any(m.received.describing)})$)${HANGUL}*$`),
    /** A verb with a helper verb typed onto it (그려주게, 올려둔): [, the verb's form]. */
    doneFor: new RegExp(`^(.{2,}?)(?:${helpers})${HANGUL}*$`),
    /** The helper verbs after a noun's 해 (발급해주는, 설정해두면). */
    helperVerb: new RegExp(`^(?:${helpers})`),
    oneSyllable: new RegExp(`^(.)(${any(m.oneSyllableEndings)})$`),
    glued: new RegExp(
      `^(.+?)(?:${any(glued.able)})${HANGUL}*$` +
        `|^(.+?[${glued.way.after.join('')}])(?:${any(glued.way.words)})$` +
        `|^(.+?${glued.wish.after})${glued.wish.word}${HANGUL}*$`,
    ),
    gluedThing: new RegExp(`^(.+${HANGUL})(?:${any(glued.thing)})$`),
    can: glued.can,
    describingEnding: new RegExp(`[${m.describing.endings.join('')}]$`),
    condition: m.describing.condition,
    subject: new RegExp(`[${m.subject.particles.join('')}]$`),
    quoting: new RegExp(`(?:${any(m.subject.quoting)})$`),
    means: new RegExp(`^(?:${any(lexicon.definition.means)})하`),
    asking: new RegExp(`^(${any(lexicon.askingPrefixes)})(.*)$`),
    /** One jamo repeated, or crying and laughing ones, as typed or NFKC-normalised (ᅲ). */
    emoticon: new RegExp(`^(?:[${jamo}]+|([\\u1100-\\u11ff\\u3131-\\u318e])\\1*)$`),
    /** 몇 and a counter or a round number typed as one word (몇개, 몇백). */
    howMany: new RegExp(`^${q.howMany}[${q.counters}${q.multipliers}]`),
    /** A number in digits, or said in words (만, 이천, 수백). */
    number: new RegExp(`^(?:\\d[\\d,.]*|(?:[${q.digits}]?[${q.multipliers}])+|${q.some}[${q.multipliers}])$`),
    /** A counter after a number (2만장, 500개씩). */
    counted: new RegExp(`^[${q.multipliers}]*[${q.counters}]`),
    /** …of files or items. */
    filesCounted: new RegExp(`^[${q.multipliers}]*[${q.fileCounters}]`),
  };
}

export type CompiledLexicon = ReturnType<typeof compileLexicon>;

export const LEXICON: CompiledLexicon = compileLexicon(SEARCH_LEXICON);
