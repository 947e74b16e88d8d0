/**
 * The shape of the search lexicon: every word the question reader treats specially, kept as data apart from the
 * code that reads it. Language (words dropped by class, endings, cues of intent) is separate from the product
 * (rules that say a reader's phrase in the docs' words). The site's lexicon is src/config/search-lexicon.ts; the
 * reader compiles it once into sets and patterns (compiledLexicon.ts). Safe for browser code.
 */

/** Words dropped for one reason: `why` says in a line what the class is and why it tells nothing to search. */
export interface WordClass {
  why: string;
  words: readonly string[];
}

/**
 * One word of a product rule's pattern, or any of several (an array). A word matches as typed or without its
 * particle (프로젝트를 is 프로젝트); `*` stands for any letters (보여주* is 보여주세요, 보여주려면); a verb in its
 * dictionary form (받다, 저장하다) matches its forms (받으려면, 저장하려면). FILE_COUNT stands for a number of files
 * or items the reader has (2만 장, 500개).
 */
export type RuleWord = string | readonly string[];

/** In a rule's pattern: the reader's own number of files or items (2만 장, 500개), read by the quantity cues. */
export const FILE_COUNT = '<파일 수>';

/**
 * A reader's phrase and the docs' word for it: 초대받은 프로젝트 is what the docs call a shared project (공유).
 * `when` is matched in a row (or, with `anywhere`, each word anywhere in the query). Then either `replace` reads
 * the matched words as the docs' words (a string: the first word; an array: word by word, null keeping one as it
 * is read otherwise; the words not replaced only tell which sense is meant), or `add` adds the docs' word.
 */
export interface ProductRule {
  /** What the rule fixes, in a line. */
  why: string;
  when: readonly RuleWord[];
  anywhere?: boolean;
  replace?: string | readonly (string | null)[];
  add?: string;
  /** The added word is found in headings only: the docs' page of that title, not every text that links to it. */
  inHeadings?: boolean;
  /** The words read are what the reader wants done (as a verb is): verbs before them only describe. */
  asks?: boolean;
  /** Words of the query the rule makes redundant (몇 장까지: 장까지 says how many, not of what). */
  drop?: readonly string[];
}

export interface Lexicon {
  /** Words that ask or colour a question rather than say what it is about, dropped wherever they stand. */
  dropped: {
    asking: WordClass;
    adverbs: WordClass;
    determiners: WordClass;
    interjections: WordClass;
    filler: WordClass;
    english: WordClass;
  };
  /** Jamo a chat emoticon repeats or is made of (ㅠㅠ, ㅋㅋ). */
  emoticonJamo: string;
  /** A question word with its verb typed onto it (어디서봐, 어케함): the question words. */
  askingPrefixes: readonly string[];
  /** "A 말고 B": the word before these is what the reader does not ask about. */
  insteadOf: readonly string[];
  verbs: {
    /** Verbs that carry no subject of their own (하다, 되다, 있다): dropped once recognised. */
    filler: WordClass;
  };
  morphology: {
    /** Endings after a verb stem, longest first. */
    endings: readonly string[];
    /** How 하다, 되다 and 시키다 begin in their forms: noun + these is the noun (삭제하려면 → 삭제). */
    lightVerbSyllables: readonly string[];
    /** 받다 after a noun (초대받아야): the noun; not in these forms describing a noun (초대받은 데이터셋). */
    received: {syllable: string; describing: readonly string[]};
    /** Helper verbs (-아/어 주다, 두다, 놓다) typed onto a verb, by the syllables they begin with. */
    helperSyllables: readonly string[];
    /** Particles and copulas a one-syllable word carries (몇으로, 뭐를, 뜻이에요). */
    oneSyllableEndings: readonly string[];
    /**
     * Phrases a phone keyboard types without their spaces after a verb form: 올릴수있음, 확인하는법, 돌리는중에,
     * 하고싶은데, 그린거; `can` is 수 typed onto the verb form with 있다 spaced (받을수 있나요).
     */
    glued: {
      able: readonly string[];
      way: {after: readonly string[]; words: readonly string[]};
      wish: {after: string; word: string};
      thing: readonly string[];
      can: string;
    };
    /** Endings of a verb form describing a noun (만드는, 만들던; a final ㄴ too), and of a condition (만들면). */
    describing: {endings: readonly string[]; condition: string};
    /** The subject or topic particles that end a term asked about (mAP가 무슨 뜻), and a quoting 라는, 다는. */
    subject: {particles: readonly string[]; quoting: readonly string[]};
  };
  symptom: {
    /** Said of something that goes wrong. */
    words: readonly string[];
    verbs: readonly string[];
    /** 밖에 없다 is "only", not something missing; 없으면, a condition, is matched as written. */
    absence: {verb: string; only: string; condition: string};
  };
  definition: {
    /** Words that ask what a term means; 란/이란 also as the ending of the term itself (mAP란). */
    words: readonly string[];
    /** Verbs of telling two terms apart (다르다). */
    verbs: readonly string[];
    /** Nouns of 뜻하다, 의미하다. */
    means: readonly string[];
    /** Words between a term and the words asking its meaning (mAP가 정확히 무슨 뜻). */
    between: readonly string[];
    /** 다른 asks what differs after 뭐가 or before 점, 건가요 (뭐가 다른가, 다른 점). */
    other: {word: string; before: readonly string[]; after: readonly string[]};
    /** The help center itself: a screen unlike it (화면이 도움말과 달라요) is a symptom. */
    theDocs: readonly string[];
    /** A reason asked is never a meaning asked. */
    reason: readonly string[];
    /** A question of more words asks about a situation, unless it names its term. */
    maxWords: number;
  };
  quantity: {
    /** Counters after 몇 or a number (몇 개, 500장). */
    counters: string;
    /** Number words before a counter (몇십 개, 2만 장). */
    multipliers: string;
    /** Digits said in words (이천). */
    digits: string;
    /** 수 of 수백, 수천: some hundreds. */
    some: string;
    /** Counters of files or items (장, 개, 건), not of people or times. */
    fileCounters: string;
    /** 몇, how many. */
    howMany: string;
  };
  scene: {
    /** Words of the reader's situation, not of the task (처음, 방금). */
    words: readonly string[];
    /** Words after a verb form that make it a time clause (뒤에, 전에, 때). */
    when: readonly string[];
    /** A helper verb between a verb and the noun it describes (만들어 본 데이터셋). */
    helpers: readonly string[];
  };
  /** The product's words for what readers say in theirs. */
  rules: readonly ProductRule[];
}
