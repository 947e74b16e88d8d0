/** A glossary and a small site for the question reader's tests, and ways to read and search them. */
import {SearchEngine} from './engine';
import {PAGE_RANK, type PageType} from './pageTypes';
import {knownVerbs, readQuery} from './question';
import {emptyHierarchy, type DocSearchRecord} from './records';
import {queryWords} from './tokenizer';

export const GLOSSARY = [
  ['삭제', '지우다', '제거'],
  ['보이다', '뜨다'],
  ['사라지다', '없어지다'],
  ['자르기', '자르다'],
  ['생성', '만들다'],
];
export const verbs = knownVerbs(GLOSSARY.flat());
export const read = (query: string) => {
  const {terms, intent} = readQuery(query, queryWords(query), verbs);
  return {words: terms.map((t) => t.word), intent};
};

export const ORIGIN = 'https://example.org';
export function page(
  path: string,
  type: PageType,
  title: string,
  sections: [heading: string, text: string][],
) {
  const records: DocSearchRecord[] = [];
  const push = (kind: 'lvl1' | 'lvl2' | 'content', lvl2: string | null, content: string | null) =>
    records.push({
      objectID: `${records.length}-${ORIGIN}${path}`,
      type: kind,
      hierarchy: {...emptyHierarchy(), lvl0: '문서', lvl1: title, lvl2},
      content,
      url: ORIGIN + path,
      url_without_anchor: ORIGIN + path,
      anchor: null,
      page_type: type,
      weight: {
        pageRank: PAGE_RANK[type],
        level: kind === 'content' ? 0 : kind === 'lvl1' ? 90 : 80,
        position: records.length,
      },
    });
  push('lvl1', null, null);
  for (const [heading, text] of sections) {
    push('lvl2', heading, null);
    push('content', heading, text);
  }
  return records;
}

export const SITE = [
  ...page('/docs/glossary', 'glossary', '용어집', [
    ['평가 지표', 'IoU는 예측 박스와 정답 박스가 겹치는 정도입니다. 클래스 삭제와 무관합니다.'],
  ]),
  ...page('/docs/evaluate', 'guide', '모델 평가', [['평가 지표 읽는 법', 'mAP와 IoU로 모델을 평가합니다.']]),
  ...page('/docs/class', 'guide', '클래스 설정', [
    ['클래스 삭제하기', '클래스 목록에서 삭제 버튼을 누릅니다.'],
  ]),
  ...page('/docs/faq', 'faq', '자주 묻는 질문', [
    ['라벨링한 내용이 사라졌습니다.', '저장 버튼을 누르기 전에 다른 이미지로 옮기면 사라집니다.'],
  ]),
  ...page('/docs/labeling', 'guide', '라벨링 작업', [
    ['라벨 저장하기', '라벨링한 내용은 저장 버튼으로 저장합니다.'],
  ]),
];
/** The page of each hit the engine finds on `site` for `query`, best first. */
export const pagesOn = (site: DocSearchRecord[], query: string) =>
  new SearchEngine(site, GLOSSARY)
    .search(query)
    .map((hit) => hit.record.url_without_anchor.slice(ORIGIN.length));
export const first = (query: string) => pagesOn(SITE, query)[0];
