/** A small Korean corpus of DocSearch records for the engine, client and upload tests (not shipped). */
import {emptyHierarchy, levelWeight, type DocSearchRecord, type RecordType} from './records';
import {PAGE_RANK, PAGE_TYPE_ATTRIBUTE, type PageType} from './pageTypes';

export interface Page {
  path: string;
  lvl0: string;
  title: string;
  tag?: string;
  /** What the extractor would find (server/pageType.ts); a guide when not said. */
  type?: PageType;
  /** [heading (lvl2) or null, content] */
  sections: [string | null, string][];
}

export const PAGES: Page[] = [
  {
    path: '/docs/dataset',
    lvl0: '학습 데이터 관리',
    title: '데이터셋 관리',
    sections: [
      [null, '저장소의 파일을 묶어 데이터셋을 만들고 관리합니다.'],
      ['데이터셋 만들기', '데이터셋 이름과 해시태그를 입력한 뒤 만들기 버튼을 누릅니다.'],
    ],
  },
  {
    path: '/docs/labeling',
    lvl0: '학습 데이터 관리',
    title: '라벨링 작업',
    sections: [
      [null, '라벨링 도구에서 바운딩 박스를 그리고 클래스를 지정합니다.'],
      ['라벨링 결과 저장', '업데이트 버튼을 누르면 라벨링은 저장됩니다.'],
    ],
  },
  {
    path: '/docs/training',
    lvl0: 'AI 프로젝트',
    title: '모델 학습하기',
    sections: [
      [null, 'YOLO 모델을 골라 학습을 시작합니다. 학습 결과를 차트로 확인합니다.'],
      ['학습용데이터셋 구성', '학습, 검증, 시험 데이터의 비율을 정합니다.'],
    ],
  },
  {
    path: '/blog/yolo-onnx',
    lvl0: 'Blog',
    title: 'YOLO 모델을 ONNX로 내보내 웹에서 객체 탐지하기',
    tag: 'default',
    sections: [[null, '학습한 모델을 ONNX 형식으로 내려받아 React 앱에서 실행합니다.']],
  },
  {
    path: '/blog',
    lvl0: 'Blog',
    title: '블로그 목록',
    tag: 'blog_posts_list',
    sections: [[null, '데이터셋과 라벨링 이야기를 모은 목록입니다.']],
  },
];

export const ORIGIN = 'https://example.org/help';

export function corpus(pages: readonly Page[] = PAGES): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  for (const page of pages) {
    const url = ORIGIN + page.path;
    let position = 0;
    const push = (type: RecordType, lvl2: string | null, content: string | null, anchor: string | null) => {
      records.push({
        objectID: `${position}-${url}`,
        type,
        hierarchy: {...emptyHierarchy(), lvl0: page.lvl0, lvl1: page.title, lvl2},
        content,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        language: 'ko',
        docusaurus_tag: page.tag ?? 'docs-default-current',
        [PAGE_TYPE_ATTRIBUTE]: page.type ?? 'guide',
        weight: {pageRank: PAGE_RANK[page.type ?? 'guide'], level: levelWeight(type), position: position++},
      });
    };
    push('lvl1', null, null, null);
    page.sections.forEach(([heading, content], i) => {
      const anchor = heading ? `s${i}` : null;
      if (heading) push('lvl2', heading, null, anchor);
      push('content', heading, content, anchor);
    });
  }
  return records;
}
