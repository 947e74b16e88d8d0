/**
 * "자주 묻는 질문" on the home page: the questions readers ask most, each linking to its answer in the FAQ
 * (docs/faq.md). Writers edit this list; 5 to 8 questions, each `anchor` a heading id of the FAQ
 * (tests/e2e/home.spec.ts checks every one in the built page).
 */
export interface TopQuestion {
  /** As the reader would ask it (the FAQ heading's wording). */
  question: string;
  /** The answer's heading id in docs/faq.md, without `#`. */
  anchor: string;
}

export const TOP_QUESTIONS: readonly TopQuestion[] = [
  {question: '회원 가입은 어떻게 하나요?', anchor: 'sign-up'},
  {question: '한 번에 몇 개까지 올릴 수 있나요?', anchor: 'upload-limit'},
  {question: '업로드가 끝났는데 파일이 목록에 보이지 않습니다.', anchor: 'refresh'},
  {question: '라벨링한 내용이 사라졌습니다.', anchor: 'labels-not-saved'},
  {question: '인공지능 학습 시작 버튼이 눌리지 않습니다.', anchor: 'start-disabled'},
  {question: '학습이 실패했을 때는 어떻게 하나요?', anchor: 'training-failed'},
  {question: '모델을 어떤 형식으로 받을 수 있나요?', anchor: 'export-formats'},
];
