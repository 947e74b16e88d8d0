/**
 * What search shows before the reader types: a few searches worth trying and the pages readers open most. Shown
 * by the search modal while the reader has no recent or favourite searches (those take its first screen once they
 * exist), and by /search when it is opened without a query. Writers edit this list; each route must be a page of
 * the site (tests/e2e/search-suggestions.spec.ts opens every one).
 */
export interface SuggestedPage {
  /** The page's title, as its heading says it. */
  title: string;
  /** The route, relative to the base URL. */
  route: string;
}

export interface SearchSuggestions {
  /** The two lists' headings. */
  headings: {queries: string; pages: string};
  /** Searches that find a good page each: shown as "추천 검색어", choosing one searches it. */
  queries: readonly string[];
  /** Shown as "자주 찾는 문서", choosing one opens it. */
  pages: readonly SuggestedPage[];
}

export const SEARCH_SUGGESTIONS: SearchSuggestions = {
  headings: {queries: '추천 검색어', pages: '자주 찾는 문서'},
  queries: ['데이터셋 만들기', '라벨링 단축키', '업로드 용량 제한', '학습 시작 버튼', 'mAP 뜻'],
  pages: [
    {title: '빠르게 시작하기', route: '/docs/intro'},
    {title: '자주 묻는 질문', route: '/docs/faq'},
    {title: '라벨링 작업', route: '/docs/manage_dataset/manage_labeling'},
    {title: '모델 훈련하기', route: '/docs/manage_ai_learning/ai_project/train_model'},
    {title: '제한 및 사양', route: '/docs/limits'},
  ],
};
