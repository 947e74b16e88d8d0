/**
 * The product's own words for readers' phrases (초대받은 프로젝트 → 공유, 몇 장까지 → 제한): the part of the search
 * lexicon that belongs to D-Lab Flow rather than to Korean. The local reader applies them in order, and
 * `npm run search:upload` turns those Algolia can express into Query Rules.
 */
import {FILE_COUNT, type ProductRule} from '../../plugins/search-local/shared/lexicon';

export type {ProductRule};
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

/** Korean counters and number words: a rule's "몇 장" and the lexicon's quantity cues read the same ones. */
export const COUNTERS = '개장번명건회';
export const MULTIPLIERS = '십백천만';

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
