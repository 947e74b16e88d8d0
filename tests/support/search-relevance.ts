/**
 * The relevance set: queries a reader of the help center would type (particles, prefixes, compounds, mixed
 * English, whole questions), each with the pages that answer it. Written from the docs and posts, not from
 * the engine's output. Used by tests/e2e/search-relevance.spec.ts and `npm run bench:search`.
 */
export interface RelevanceCase {
  query: string;
  /** Routes (relative to the base URL) that answer the query; a hit on any of them counts. */
  expected: string[];
  /** How the query is typed; the original 44 queries have none. */
  kind?: QueryKind;
  /** For a wrong-layout query: what the engine searches instead (the UI shows it). */
  searched?: string;
}

/** The ways readers type that the engine must understand beyond particles and compounds. */
export const QUERY_KINDS = ['초성', 'wrong layout', 'jamo typo', 'spacing', 'synonym', 'half-typed'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

const DOC = (id: string) => `/docs/${id}`;
const POST = (slug: string) => `/blog/${slug}`;

export const RELEVANCE_SET: RelevanceCase[] = [
  {query: '데이터셋 만들기', expected: [DOC('manage_dataset/manage_dataset')]},
  {query: '데이터셋을 삭제하려면', expected: [DOC('manage_dataset/manage_dataset')]},
  {
    query: '학습용데이터셋',
    expected: [DOC('manage_dataset/manage_dataset'), DOC('manage_ai_learning/ai_project/generate_version')],
  },
  {query: '파일 업로드', expected: [DOC('data_management/data_upload')]},
  {query: '업로드 용량 제한', expected: [DOC('data_management/data_upload'), DOC('limits')]},
  {query: '저장소 생성', expected: [DOC('data_management/data_storage')]},
  {query: '이미지 크롭', expected: [DOC('data_management/data_storage')]},
  {query: '라벨링 작업', expected: [DOC('manage_dataset/manage_labeling')]},
  {
    query: '라벨',
    expected: [DOC('manage_dataset/manage_labeling'), DOC('manage_dataset/manage_auto_annotation')],
  },
  {query: '바운딩 박스 그리기', expected: [DOC('manage_dataset/manage_labeling'), POST('annotation')]},
  {query: '라벨 고치기', expected: [DOC('manage_dataset/manage_labeling')]},
  {query: '자동 라벨링', expected: [DOC('manage_dataset/manage_auto_annotation')]},
  {query: '클래스 추가', expected: [DOC('manage_dataset/manage_class')]},
  {query: '클래스를 삭제', expected: [DOC('manage_dataset/manage_class')]},
  {
    query: '팀원 초대',
    expected: [
      DOC('manage_dataset/manage_dataset_member'),
      DOC('manage_ai_learning/ai_project/config_project'),
    ],
  },
  {query: '라벨링 작업 나누기', expected: [DOC('manage_dataset/manage_dataset_member')]},
  {query: '라벨링 정보 업로드', expected: [DOC('manage_dataset/manage_resource')]},
  {query: '지원하는 라벨링 형식', expected: [DOC('manage_dataset/manage_resource')]},
  {query: '클래스별 라벨링 수', expected: [DOC('manage_dataset/manage_statistics')]},
  {query: '통계', expected: [DOC('manage_dataset/manage_statistics')]},
  {query: '새 프로젝트', expected: [DOC('manage_ai_learning/ai_project/generate_project')]},
  {query: '프로젝트 유형', expected: [DOC('manage_ai_learning/ai_project/generate_project')]},
  {query: '학습 데이터 선택', expected: [DOC('manage_ai_learning/ai_project/config_project')]},
  {query: '버전 생성', expected: [DOC('manage_ai_learning/ai_project/generate_version')]},
  {query: '데이터 증강', expected: [DOC('manage_ai_learning/ai_project/generate_version')]},
  {query: '학습 검증 시험 분할', expected: [DOC('manage_ai_learning/ai_project/generate_version')]},
  {query: '모델 학습 시작', expected: [DOC('manage_ai_learning/ai_project/train_model')]},
  {query: '배치 크기', expected: [DOC('manage_ai_learning/ai_project/train_model')]},
  {query: '에폭', expected: [DOC('manage_ai_learning/ai_project/train_model'), DOC('glossary')]},
  {
    query: 'YOLO 모델 학습',
    expected: [DOC('manage_ai_learning/ai_project/train_model'), POST('voc-classification')],
  },
  {query: '모델 평가', expected: [DOC('manage_ai_learning/ai_project/evaluate_model')]},
  {query: '평가 지표', expected: [DOC('manage_ai_learning/ai_project/evaluate_model')]},
  {query: '손실 차트', expected: [DOC('manage_ai_learning/ai_project/evaluate_model')]},
  {query: '공유 프로젝트', expected: [DOC('manage_ai_learning/ai_project/shared_project')]},
  {query: '모델 가중치 내려받기', expected: [DOC('manage_ai_learning/manage_ai_model')]},
  {
    query: 'ONNX로 내보내기',
    expected: [DOC('manage_ai_learning/manage_ai_model'), POST('yolo-onnx-object-detection-react')],
  },
  {query: '수집 장치', expected: [DOC('device_management/acquisition_device')]},
  {query: 'API로 데이터 업로드', expected: [DOC('device_management/acquisition_device')]},
  {query: '사용자 생성', expected: [DOC('system_management/user_management')]},
  {query: '사용 현황', expected: [DOC('system_management/user_management'), DOC('intro')]},
  {query: '전체 작업 흐름', expected: [DOC('intro')]},
  {query: '브라우저에서 객체 탐지', expected: [POST('yolo-onnx-object-detection-react')]},
  {query: 'Pascal VOC 2012', expected: [POST('voc-classification')]},
  {query: '라벨링 요령', expected: [POST('annotation')]},
];

const LABELING = DOC('manage_dataset/manage_labeling');
const CLASS = DOC('manage_dataset/manage_class');
const DATASET = DOC('manage_dataset/manage_dataset');
const MEMBER = DOC('manage_dataset/manage_dataset_member');
const STORAGE = [DOC('data_management/data_storage'), DOC('manage_dataset/manage_resource')];
const UPLOAD = DOC('data_management/data_upload');
const DEVICE = DOC('device_management/acquisition_device');
const VERSION = DOC('manage_ai_learning/ai_project/generate_version');
const TRAIN = DOC('manage_ai_learning/ai_project/train_model');
const EVALUATE = DOC('manage_ai_learning/ai_project/evaluate_model');
const MODELS = DOC('manage_ai_learning/manage_ai_model');
const SHARED = DOC('manage_ai_learning/ai_project/shared_project');
const USERS = DOC('system_management/user_management');
const STATISTICS = DOC('manage_dataset/manage_statistics');
const NEW_PROJECT = DOC('manage_ai_learning/ai_project/generate_project');

/**
 * How Koreans type on phones and keyboards: 초성 only, the keyboard left on the other layout (한/영),
 * jamo typos and variant spellings, spacing, synonyms and loanwords, a last syllable not finished yet. At least 8
 * of each kind, written from the page titles and text, not from the engine's output.
 */
export const TYPING_SET: RelevanceCase[] = [
  {kind: '초성', query: 'ㄹㅂㄹ ㅈㅇ', expected: [LABELING]},
  {kind: '초성', query: 'ㅌㅈ ㅋㄹㅅ', expected: [CLASS]},
  {kind: '초성', query: 'ㅁㄷ ㅍㄱ', expected: [EVALUATE]},
  {kind: '초성', query: 'ㅅ ㅍㄹㅈㅌ', expected: [NEW_PROJECT]},
  {kind: '초성', query: 'ㄷㅇㅌ ㅇㄹㄷ', expected: [UPLOAD]},
  {kind: '초성', query: 'ㅅㅈ ㅈㅊ', expected: [DEVICE]},
  {kind: '초성', query: 'ㅅㅇㅈ ㄱㄹ', expected: [USERS]},
  {kind: '초성', query: 'ㄱㅇ ㅍㄹㅈㅌ', expected: [SHARED]},
  {kind: '초성', query: 'ㄷㅇㅌㅅ ㅌㅇ ㅊㄷ', expected: [MEMBER]},
  {kind: '초성', query: 'ㅁㄷㅎㅅ', expected: [TRAIN]},

  {kind: 'wrong layout', query: 'fkqpffld wkrdjq', searched: '라벨링 작업', expected: [LABELING]},
  {kind: 'wrong layout', query: 'xkawl zmffotm', searched: '탐지 클래스', expected: [CLASS]},
  {kind: 'wrong layout', query: 'ahepf vudrk', searched: '모델 평가', expected: [EVALUATE]},
  {kind: 'wrong layout', query: 'tnwlq wkdcl', searched: '수집 장치', expected: [DEVICE]},
  {kind: 'wrong layout', query: 'epdlxjtpt', searched: '데이터셋', expected: [DATASET]},
  {kind: 'wrong layout', query: 'tkdydwk rhksfl', searched: '사용자 관리', expected: [USERS]},
  {kind: 'wrong layout', query: 'xladnjs cheo', searched: '팀원 초대', expected: [MEMBER]},
  {
    kind: 'wrong layout',
    query: 'ㅐㅜㅜㅌ',
    searched: 'onnx',
    expected: [MODELS, POST('yolo-onnx-object-detection-react')],
  },
  {
    kind: 'wrong layout',
    query: 'ㅛㅐㅣㅐ 모델',
    searched: 'yolo 모델',
    expected: [TRAIN, POST('voc-classification'), POST('yolo-onnx-object-detection-react')],
  },

  {kind: 'jamo typo', query: '클레스 추가', expected: [CLASS]},
  {kind: 'jamo typo', query: '데이타셋 관리', expected: [DATASET]},
  {kind: 'jamo typo', query: '라밸링 작업', expected: [LABELING]},
  {kind: 'jamo typo', query: '업로두 용량', expected: [UPLOAD]},
  {kind: 'jamo typo', query: '가중지 내려받기', expected: [MODELS]},
  {kind: 'jamo typo', query: '팀웡 초대', expected: [MEMBER]},
  {kind: 'jamo typo', query: '모댈 평가', expected: [EVALUATE]},
  {kind: 'jamo typo', query: '수집 장체', expected: [DEVICE]},
  {kind: 'jamo typo', query: '버젼 생성', expected: [VERSION]},

  {kind: 'spacing', query: '버전생성', expected: [VERSION]},
  {kind: 'spacing', query: '라벨링작업', expected: [LABELING]},
  {kind: 'spacing', query: '모델평가', expected: [EVALUATE]},
  {kind: 'spacing', query: '공유프로젝트', expected: [SHARED]},
  {kind: 'spacing', query: '수집장치', expected: [DEVICE]},
  {kind: 'spacing', query: '라벨 링', expected: [LABELING, DOC('manage_dataset/manage_auto_annotation')]},
  {kind: 'spacing', query: '데이터 셋 관리', expected: [DATASET]},
  {kind: 'spacing', query: '클래스추가', expected: [CLASS]},
  {kind: 'spacing', query: '사용자관리', expected: [USERS]},

  {kind: 'synonym', query: '레이블링 작업', expected: [LABELING]},
  {kind: 'synonym', query: 'annotation 통계', expected: [STATISTICS]},
  {kind: 'synonym', query: 'epoch', expected: [TRAIN]},
  {kind: 'synonym', query: '훈련 시작', expected: [TRAIN]},
  {kind: 'synonym', query: 'augmentation', expected: [VERSION]},
  {kind: 'synonym', query: '멤버 초대', expected: [MEMBER]},
  {kind: 'synonym', query: 'storage', expected: STORAGE},
  {kind: 'synonym', query: '가중치 다운로드', expected: [MODELS]},
  {kind: 'synonym', query: '카테고리 추가', expected: [CLASS]},

  {kind: 'half-typed', query: '새로운 버저', expected: [VERSION]},
  {kind: 'half-typed', query: '라벨링 작ㅇ', expected: [LABELING]},
  {kind: 'half-typed', query: '라벨리', expected: [LABELING, DOC('manage_dataset/manage_auto_annotation')]},
  {kind: 'half-typed', query: '탐지 클래ㅅ', expected: [CLASS]},
  {kind: 'half-typed', query: '모델 펴', expected: [EVALUATE]},
  {kind: 'half-typed', query: '수집 자', expected: [DEVICE]},
  {kind: 'half-typed', query: '데이터셋 팀워', expected: [MEMBER]},
  {kind: 'half-typed', query: '데이터 업로ㄷ', expected: [UPLOAD]},
  {kind: 'half-typed', query: '통ㄱ 정보', expected: [STATISTICS]},
];
