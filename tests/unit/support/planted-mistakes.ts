/**
 * Mistakes a writer makes, each planted in its own page that is otherwise right, with the line the check must name
 * and what its message must say (in Korean, with the right label, term or anchor where it is known).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

export const DOC_FRONT = (extra = ''): string =>
  `---\ntitle: 심은 실수\ndescription: 검사가 이 페이지의 실수를 찾는지 보려고 만든 페이지입니다.\nkeywords: [검사]\nbaseline: v2.5\n${extra}---\n\n`;
const POST_FRONT = (slug: string, extra: string): string =>
  `---\nslug: ${slug}\ntitle: 심은 실수\ndescription: 검사가 이 글의 실수를 찾는지 보려고 만든 글입니다.\nkeywords: [검사]\nbaseline: v2.5\n${extra}---\n\n`;
/** Enough prose for the bar of a new page (80 Hangul syllables). */
export const PROSE =
  '이 페이지는 검사가 실수를 찾는지 보려고 만든 페이지입니다. 저장소 목록에서 저장소를 고르고 이름을 바꾸는 방법을 짧게 안내합니다. 바꾼 이름은 저장소 목록과 데이터셋을 만들 때 고르는 목록에 바로 보입니다.\n\n';
const FIGURE_OK = '<svg xmlns="http://www.w3.org/2000/svg"><title>저장소 목록 화면</title></svg>\n';

export interface Mistake {
  name: string;
  file: string;
  text: string;
  /** Extra files the page needs (a figure). */
  extra?: Record<string, string>;
  /** 1-based line of the mistake. */
  line: number;
  /** What the message says (Korean), and the right label, term or anchor where it is known. */
  says: RegExp;
}

/** Line of the first occurrence of `needle` in `text`. */
const lineOf = (text: string, needle: string): number =>
  text.slice(0, text.indexOf(needle)).split('\n').length;

function mistake(
  name: string,
  file: string,
  text: string,
  needle: string,
  says: RegExp,
  extra?: Mistake['extra'],
): Mistake {
  assert.ok(text.includes(needle), `${name}: ${needle}`);
  return {name, file, text, extra, line: lineOf(text, needle), says};
}

const post = (slug: string, front: string, body: string): string =>
  `${POST_FRONT(slug, front)}${PROSE}<!-- truncate -->\n\n${body}`;

export const MISTAKES: Mistake[] = [
  mistake(
    'broken relative link',
    'docs/planted/relative_link.md',
    `${DOC_FRONT()}${PROSE}[자주 묻는 질문](../faqs.md)을 봅니다.\n`,
    '](../faqs.md)',
    /파일이 없습니다.*→.*\.\.\/faq\.md/,
  ),
  mistake(
    'site-path link in a post',
    'blog/2030-01-01-planted-site-path/index.md',
    post(
      'planted-site-path',
      'authors: dlabflow-docs\ntags: [d-lab-flow]\n',
      '자세한 방법은 [문의하기](/docs/supportt)에 있습니다.\n',
    ),
    '](/docs/supportt)',
    /사이트에 없는 페이지입니다.*\/docs\/support/,
  ),
  mistake(
    'missing anchor',
    'docs/planted/anchor.md',
    `${DOC_FRONT()}${PROSE}[계정 문제](../faq.md#acount)를 봅니다.\n`,
    '](../faq.md#acount)',
    /#acount는 docs\/faq\.md에 없는 앵커입니다 → 있는 앵커: .*#account/,
  ),
  mistake(
    'unknown tag',
    'blog/2030-01-02-planted-tag/index.md',
    post('planted-tag', 'authors: dlabflow-docs\ntags: [d-lab-flow, 라벨링팁]\n', '본문입니다.\n'),
    'tags:',
    /태그 "라벨링팁"은 blog\/tags\.yml에 없습니다.*라벨링/,
  ),
  mistake(
    'unknown author',
    'blog/2030-01-03-planted-author/index.md',
    post('planted-author', 'authors: [dlabflow-doc]\ntags: [d-lab-flow]\n', '본문입니다.\n'),
    'authors:',
    /글쓴이 "dlabflow-doc"는 blog\/authors\.yml에 없습니다.*dlabflow-docs/,
  ),
  mistake(
    'placeholder figure',
    'docs/planted/placeholder_figure.md',
    `${DOC_FRONT()}${PROSE}![저장소 목록 화면](./img/placeholder-screen.svg)\n`,
    '![저장소',
    /자리 표시 그림 그대로입니다/,
    {
      'docs/planted/img/placeholder-screen.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><title>TODO(작성): 화면 그림</title></svg>\n',
    },
  ),
  mistake(
    'banned term',
    'docs/planted/term.md',
    `${DOC_FRONT()}${PROSE}먼저 데이터세트를 만듭니다.\n`,
    '데이터세트를',
    /용어 사전에 없는 표기 "데이터세트를" → "데이터셋을"/,
  ),
  mistake(
    'alt text over 100 characters',
    'docs/planted/alt.md',
    `${DOC_FRONT()}${PROSE}![${'저장소 목록 화면의 각 부분을 설명하는 긴 대체 텍스트입니다 '.repeat(4)}](./img/ok.svg)\n`,
    '![저장소',
    /대체 텍스트가 1\d\d자입니다\(최대 100자\)/,
    {'docs/planted/img/ok.svg': FIGURE_OK},
  ),
  mistake(
    'missing image',
    'docs/planted/missing_image.md',
    `${DOC_FRONT()}${PROSE}![저장소 목록 화면](./img/none.svg)\n`,
    '![저장소',
    /그림 파일 \.\/img\/none\.svg가 없습니다/,
  ),
  mistake(
    'missing front matter',
    'docs/planted/front_matter.md',
    `---\ntitle: 심은 실수\nkeywords: [검사]\nbaseline: v2.5\n---\n\n${PROSE}`,
    '---',
    /앞머리에 20자 이상의 `description`이 없습니다/,
  ),
  mistake(
    'English bold label',
    'docs/planted/label.md',
    `${DOC_FRONT()}${PROSE}데이터셋의 **Statistics**에서 진행률을 봅니다.\n`,
    '**Statistics**',
    /영어 이름입니다.*\*\*통계 정보\*\*/,
  ),
  mistake(
    'heading skip',
    'docs/planted/heading.md',
    `${DOC_FRONT()}${PROSE}## 이름 바꾸기\n\n${PROSE}#### 이름 규칙\n\n${PROSE}`,
    '#### 이름 규칙',
    /단계를 건너뜁니다 → ###로/,
  ),
];

/** Writes every planted page (and the figures it needs) into a copy of the site. */
export function plantAll(site: string): void {
  for (const {file, text, extra} of MISTAKES) {
    for (const [name, content] of Object.entries({[file]: text, ...extra})) {
      fs.mkdirSync(path.dirname(path.join(site, name)), {recursive: true});
      fs.writeFileSync(path.join(site, name), content);
    }
  }
}
