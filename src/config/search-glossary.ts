/**
 * Search glossary: words readers type for the same thing — Korean variants, loanwords and the English terms of
 * the screens and formats. One group = words that find each other (two-way synonyms). Used by the local engine
 * (via plugins/search-local, written into the index) and sent to Algolia as synonyms by `npm run search:upload`,
 * so both modes agree. The terms follow the product's UI: it says 라벨링 (작업), 어노테이션
 * (통계, 패널), 훈련 횟수 (epochs), 배치 크기, 내려받기/다운로드, 팀원; the docs never write 레이블, 에포크, 멤버. 분할 is left out of
 * segmentation: the docs use it for the train/validation/test split.
 * Keep one word per entry where possible: the local engine expands single words.
 */
import type {GlossaryGroup} from '../../plugins/search-local/shared/glossary';

export type {GlossaryGroup};

export const SEARCH_GLOSSARY: readonly GlossaryGroup[] = [
  [
    '라벨링',
    '레이블링',
    '라벨',
    '레이블',
    '어노테이션',
    '애노테이션',
    'labeling',
    'labelling',
    'annotation',
    'label',
  ],
  ['에폭', '에포크', '훈련횟수', 'epoch', 'epochs'],
  ['학습', '훈련', 'training', 'train'],
  ['배치', 'batch'],
  ['증강', 'augmentation', 'augment'],
  ['바운딩박스', 'bbox', 'boundingbox'],
  ['폴리곤', '다각형', 'polygon'],
  ['클래스', '카테고리', 'class', 'category'],
  ['데이터셋', '데이터세트', 'dataset'],
  ['저장소', '스토리지', 'storage'],
  ['가중치', '웨이트', 'weight', 'weights'],
  ['내려받기', '다운로드', '다운', 'download'],
  ['업로드', '올리기', 'upload'],
  ['내보내기', '익스포트', 'export'],
  ['탐지', '검출', '디텍션', 'detection'],
  ['분류', '클래시피케이션', 'classification'],
  ['세그멘테이션', 'segmentation'],
  ['추론', '인퍼런스', 'inference'],
  ['손실', '로스', 'loss'],
  ['신뢰도', '컨피던스', 'confidence'],
  ['정확도', 'accuracy'],
  ['검증', '밸리데이션', 'validation'],
  ['크롭', '자르기', 'crop'],
  ['팀원', '멤버', 'member'],
  ['전처리', 'preprocessing'],
  ['메시지', '메세지', 'message'],
  ['콘텐츠', '컨텐츠', 'content'],
  ['설정', '세팅', 'setting', 'settings'],
];
