/**
 * The relevance set: queries a reader of the help center would type (particles, prefixes, compounds, mixed
 * English, whole questions), each with the pages that answer it. Written from the docs and posts, not from
 * the engine's output. Used by tests/e2e/search-relevance.spec.ts and `npm run bench:search`.
 */
export interface RelevanceCase {
  query: string;
  /** Routes (relative to the base URL) that answer the query; a hit on any of them counts. */
  expected: string[];
}

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
