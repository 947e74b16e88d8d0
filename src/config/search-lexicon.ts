/**
 * Search lexicon: every word the local search's question reader treats specially. Readers type questions
 * (클래스를 어떻게 지우나요, 목록에 안 보여요), not keywords: the reader drops the words that only ask, brings verbs
 * back to their dictionary form (which the glossary, src/config/search-glossary.ts, maps to the docs' words), reads
 * what the question asks (a meaning, a symptom) and says a few of the readers' phrases in the product's own words
 * (PRODUCT_RULES). The code holds no words: a word added here is read everywhere the reader reads its class.
 *
 * The classes follow how Korean analysers group words they do not index (Nori's stop tags, Kiwi's tagset):
 * question words, adverbs, determiners and counters, interjections, dependent nouns and endings.
 */
import {FILE_COUNT, type Lexicon, type ProductRule} from '../../plugins/search-local/shared/lexicon';

export type {Lexicon, ProductRule};
export {FILE_COUNT};

/** The reader's own computer, as the phrase of where a file goes (PC로, 내 컴퓨터에). */
const ONTO_COMPUTER = [
  'pc',
  '내pc',
  ...['', '내'].flatMap((my) =>
    ['컴퓨터', '컴', '노트북', '데스크톱', '로컬'].flatMap((place) =>
      ['으로', '로', '에'].map((particle) => my + place + particle),
    ),
  ),
];
/** A file of some format (onnx로, 파일로; the particle comes off a Latin word). */
const AS_FILE = [
  'onnx',
  'pt',
  'zip',
  '7z',
  'openvino',
  'tensorrt',
  'torchscript',
  'csv',
  '파일으로',
  '파일로',
  '압축으로',
  '압축로',
];

const COUNTERS = '개장번명건회';
const MULTIPLIERS = '십백천만';

/**
 * The product's words for readers' phrases. Exported on their own for Algolia's Query Rules
 * (scripts/algolia-upload.ts); the local reader applies them in this order. A rule stays while it lifts the held-out
 * set or fixes the queries of two writers or more (each tuning file is one writer): without it they rank lower.
 */
export const PRODUCT_RULES: readonly ProductRule[] = [
  {
    why: 'A project someone invited the reader to is what the docs call a shared project (공유 프로젝트).',
    when: [
      [
        '초대받은',
        '초대받았던',
        '초대해준',
        '초대해주신',
        '초대된',
        '공유받은',
        '공유받았던',
        '공유해준',
        '공유해주신',
        '공유된',
      ],
      ['프로젝트', '프젝'],
    ],
    replace: '공유',
  },
  {
    why: 'The same typed with its space: 초대해 준 프로젝트.',
    when: [
      ['초대해', '공유해'],
      ['준', '주신'],
      ['프로젝트', '프젝'],
    ],
    replace: '공유',
  },
  {
    why: 'Letting others see one’s work (같이 보게): the docs’ word is inviting them (초대).',
    when: ['같이', ['보*', '볼*', '봐*', '봤*']],
    replace: '초대',
    asks: true,
  },
  {
    why: 'Getting a file onto one’s computer (PC로 받다) is a download, and the docs call that computer PC.',
    when: [ONTO_COMPUTER, '받다'],
    replace: ['pc', '다운로드'],
    asks: true,
  },
  {
    why: 'Getting a model as a file (onnx로 받다, 파일로 받다) is a download; 받다 alone may mean received.',
    when: [AS_FILE, '받다'],
    replace: [null, '다운로드'],
    asks: true,
  },
  {
    why: 'How much is done (얼마나 했는지, 얼마나 끝냈는지) asks about progress (진행); 얼마나 돼요 asks how long.',
    when: ['얼마나', ['하다', '됐*', '된*', '끝냈*', '끝낸*', '끝났*', '끝난*', '마쳤*', '마친*', '완료*']],
    add: '진행',
  },
  {
    why: 'How many at most (몇 개까지, 몇 픽셀까지) is a limit, which the limits page (제한 및 사양) gives.',
    when: ['몇*까지*'],
    anywhere: true,
    add: '제한',
    inHeadings: true,
    drop: [...COUNTERS].map((counter) => `${counter}까지`),
  },
  {
    why: 'The same with its space: 몇 장까지.',
    when: ['몇', '*까지*'],
    add: '제한',
    inHeadings: true,
    drop: [...COUNTERS].map((counter) => `${counter}까지`),
  },
  {
    why: 'Whether so many files will do (2만 장인데 한 번에 올릴 수 있어요) is a limit too.',
    when: [FILE_COUNT],
    anywhere: true,
    add: '제한',
    inHeadings: true,
    drop: [...COUNTERS].map((counter) => `${counter}까지`),
  },
  {
    why: 'Where to see how many per class (클래스별로 몇 개 … 어디서 봐요): the statistics screen (통계).',
    when: [
      ['몇', ...[...COUNTERS, ...MULTIPLIERS].map((c) => `몇${c}*`), '개수*'],
      '어디*',
      ['클래스*', '종류*'],
    ],
    anywhere: true,
    add: '통계',
  },
];

export const SEARCH_LEXICON: Lexicon = {
  dropped: {
    asking: {
      why: 'Question words and pronouns of a question: what is asked is the rest of it.',
      words: [
        ...['어떻게', '어떡해', '어떡하나요', '어떻게요'],
        ...[
          '어디서',
          '어디에서',
          '어디',
          '어디에',
          '어디로',
          '어딨어요',
          '어딨음',
          '어딨나요',
          '어딨지',
          '어딨어',
        ],
        ...['어디있어요', '어디있나요', '왜', '이유', '왜요', '언제', '무엇', '무엇을', '무엇이'],
        ...['뭐', '뭘', '뭐가', '뭐를', '뭘로', '뭐로', '무슨', '어떤', '어떤걸', '어떤게', '어느'],
        ...['얼마', '얼마나', '얼마로', '몇', '누구', '누가', '누구한테', '누구에게'],
        // 궁금합니다, 궁금해요: the reader wonders; 가능한가요 asks whether.
        ...['궁금', '가능', '적당', '혹시'],
      ],
    },
    adverbs: {
      why: 'Adverbs of manner, degree and time: how a reader feels about the task, not what it is.',
      words: [
        ...[
          '좀',
          '보통',
          '바로',
          '꼭',
          '다',
          '하나도',
          '전부',
          '모두',
          '그냥',
          '너무',
          '훨씬',
          '자꾸',
          '계속',
          '이제',
        ],
        ...[
          '그대로',
          '잘',
          '직접',
          '일일이',
          '먼저',
          '같이',
          '함께',
          '통째로',
          '한꺼번에',
          '한번에',
          '제대로',
        ],
        ...['진짜', '정말', '엄청', '대충', '굳이', '잘못', '나중에', '새로', '똑같이', '그렇게'],
      ],
    },
    determiners: {
      why: 'Demonstratives, pronouns, numerals and counters: what the question points at, not what it is about.',
      words: [
        ...['제', '내', '저', '나', '그', '이', '여러', '다른', '남', '남이', '그런'],
        ...['이거', '이게', '이건', '그거', '그게', '저거'],
        ...['하나', '두', '개', '명', '번', '가지', '개씩', '씩'],
      ],
    },
    interjections: {
      why: 'Interjections, chat shorthand and what dictation writes on the way (넘 for 너무, 음, 그러니까).',
      words: [
        ...['넘', '아니', '암것도', '아무것도', '그래요', '왜그래요'],
        ...['그러니까', '그니까', '뭐냐', '음', '있잖아요', '있잖아'],
      ],
    },
    filler: {
      why: 'Dependent nouns and endings typed as words (방법, 수, 거, 때, 건가요): the frame of a question.',
      words: [
        ...[
          '식',
          '방법',
          '방법은',
          '방법이',
          '법',
          '수',
          '거',
          '것',
          '게',
          '걸',
          '건',
          '때',
          '때는',
          '정도',
          '경우',
        ],
        ...['요', '중에', '중', '데', '나요', '건가요', '거예요', '거에요', '건지', '건데', '건가'],
        ...['싶은데', '싶어요', '싶다'],
        // 안, 못: the negation is the symptom cue, the word itself matches nothing.
        ...['안', '못'],
        // Which number to look at (어떤 숫자 보면 돼요): the metric is the question.
        '숫자',
      ],
    },
    english: {
      why: 'English words that ask rather than name (how to, what is, my): a question typed in English.',
      words: [
        ...[
          'how',
          'to',
          'what',
          'is',
          'are',
          'the',
          'a',
          'an',
          'my',
          'i',
          'me',
          'into',
          'of',
          'for',
          'in',
          'on',
        ],
        ...['per', 'do', 'does', 'can', 'where', 'why', 'when', 'vs'],
      ],
    },
  },
  emoticonJamo: 'ㅋㅎㅠㅜㅡ',
  askingPrefixes: ['어떻게', '어디에서', '어디서', '어딨', '어디', '어케', '어떡'],
  insteadOf: ['말고', '말구', '아니고', '대신', '대신에'],
  verbs: {
    filler: {
      why: 'Verbs that carry no subject of their own (하다, 되다, 있다, 받다 alone): the noun or verb beside them does.',
      words: [
        ...[
          '하다',
          '되다',
          '있다',
          '싶다',
          '주다',
          '보다',
          '쓰다',
          '오다',
          '가다',
          '알다',
          '좋다',
          '놓다',
          '두다',
        ],
        ...[
          '받다',
          '치다',
          '만하다',
          '적당하다',
          '괜찮다',
          '해주다',
          '돌리다',
          '먹다',
          '맞다',
          '같다',
          '이다',
        ],
        ...['헷갈리다', '귀찮다', '힘들다', '갖다', '모르다'],
      ],
    },
  },
  morphology: {
    endings: [
      ...['보려면', '보려고', '볼까요', '아볼', '어볼', '아봐', '어봐', '봐요', '보고', '볼', '봐'],
      ...['놨는데', '놨어요', '놨더니', '봤는데', '봤어요', '봤더니', '주세요', '놓은', '놓고', '줘요'],
      ...['었는데', '았는데', '었어요', '았어요', '었더니', '았더니', '으려면', '으려고', '으면'],
      // 음: the casual ending after a final consonant (있음, 까먹음).
      ...['음', '려는데', '다는데', '었다', '을까요', '을까', '습니다'],
      // 습니까: formal questions (있습니까); 가요 after ㄴ/는 (다른가요, 되는가요).
      ...['습니까', '니다', '려면', '려고', '려는', '는데', '은데', '던데', '니까', '나요', '가요'],
      ...[
        '는지',
        '까요',
        '어요',
        '아요',
        '어야',
        '아야',
        '어서',
        '아서',
        '도록',
        '어도',
        '아도',
        '세요',
        '네요',
      ],
      ...[
        '는',
        '은',
        '을',
        '고',
        '면',
        '지',
        '게',
        '기',
        '요',
        '서',
        '나',
        '어',
        '아',
        '야',
        '줘',
        '져',
        '도',
        '',
      ],
    ],
    lightVerbSyllables: [
      ...['하', '해', '했', '할', '한', '함', '합'],
      ...['시키', '시켜', '시킨', '시킬'],
      ...['되', '돼', '됐', '된', '될', '됨', '됩'],
    ],
    received: {syllable: '받', describing: ['은', '는', '을', '았던']},
    helperSyllables: ['주', '줘', '줬', '줄', '준', '줌', '두', '둔', '둘', '뒀', '놓', '놨', '놔'],
    oneSyllableEndings: [
      ...['으로', '에서', '부터', '밖에', '로', '를', '을', '가', '이', '는', '은', '도', '만'],
      ...['이에요', '예요', '인가요', '이야'],
    ],
    glued: {
      able: ['수있', '수없', '수도있'],
      way: {after: ['는', '은'], words: ['법', '방법', '중에', '중인데', '중']},
      wish: {after: '고', word: '싶'},
      thing: ['거', '걸', '건', '거예요', '거에요', '건가요'],
      can: '수',
    },
    describing: {endings: ['는', '던'], condition: '면'},
    subject: {particles: ['가', '이', '은', '는'], quoting: ['라는', '다는']},
  },
  symptom: {
    words: [
      '안',
      '못',
      '안돼',
      '안돼요',
      '안되요',
      '안됨',
      '안되는',
      '오류',
      '에러',
      '실패',
      '문제',
      '비활성화',
    ],
    verbs: [
      '없다',
      '없어지다',
      '사라지다',
      '날아가다',
      '날라가다',
      '않다',
      '실패하다',
      '멈추다',
      '뜨다',
      '먹다',
    ],
    absence: {verb: '없다', only: '밖에', condition: '으면'},
  },
  definition: {
    words: [
      ...[
        '뜻',
        '뜻은',
        '뜻이',
        '의미',
        '의미는',
        '정의',
        '뭐야',
        '뭐예요',
        '뭐에요',
        '뭔가요',
        '뭐지',
        '뭔데',
      ],
      ...['무엇인가요', '뭐임', '차이', '차이는', '차이가', '란', '이란'],
    ],
    verbs: ['다르다'],
    means: ['뜻', '의미'],
    between: ['무슨', '정확히', '대체', '도대체'],
    other: {word: '다른', before: ['뭐가'], after: ['점', '점은', '점이', '건가요', '건지', '거예요']},
    theDocs: ['도움말', '설명', '문서', '매뉴얼', '가이드', '그림'],
    reason: ['이유', '원인', '왜'],
    maxWords: 5,
  },
  quantity: {
    counters: COUNTERS,
    multipliers: MULTIPLIERS,
    digits: '일이삼사오육칠팔구',
    some: '수',
    fileCounters: '장개건',
    howMany: '몇',
  },
  scene: {
    words: ['처음', '방금', '아까', '벌써', '이미', '중간에', '도중에'],
    when: [
      '뒤',
      '뒤에',
      '후',
      '후에',
      '후에는',
      '다음',
      '다음에',
      '전',
      '전에',
      '동안',
      '때',
      '때는',
      '때도',
    ],
    helpers: ['본', '둔', '놓은', '준', '봤던', '뒀던', '놨던'],
  },
  rules: PRODUCT_RULES,
};
