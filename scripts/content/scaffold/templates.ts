/**
 * What `npm run new:doc` and `npm run new:post` write. Every `TODO(작성): …` says what goes in its place; the
 * content check lists each one left (file, line, what to write), so a page cannot ship half filled.
 */
import {env} from '../../../src/config/env';

/** Where `npm start` serves a route: under the site's base path, as the README's address shows. */
export const previewUrl = (route: string): string => `http://localhost:3000${env.baseUrl}${route}`;

/** The closing section every guide ends with: where a reader goes next. */
export const NEXT_STEPS = (prefix: string): string => `## 다음 단계

- TODO(작성): 이 작업 다음에 독자가 할 일의 페이지를 \`[페이지 제목](${prefix}경로.md): 그 페이지에서 하는 일\` 꼴로 씁니다.
- 증상으로 해결 방법을 찾으려면 [자주 묻는 질문](${prefix}faq.md)을 봅니다.

<AskForHelp />
`;

/** Every guide closes with the same support line, a partial, so the address changes in one place. */
const ASK_FOR_HELP_IMPORT = (prefix: string): string =>
  `import AskForHelp from '${prefix}_partials/_ask-for-help.mdx';`;

/** A placeholder figure: the writer replaces the drawing, keeping the file name or changing both places. */
export const FIGURE_SVG = (
  title: string,
): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img">
  <title>TODO(작성): ${title} 화면을 그린 SVG로 이 파일을 바꿉니다</title>
  <rect x="1" y="1" width="638" height="358" rx="8" fill="none" stroke="#8a8f98" stroke-dasharray="8 6"/>
  <text x="320" y="185" text-anchor="middle" font-size="20" fill="#5b616e">TODO(작성): 화면 그림</text>
</svg>
`;

export function docPage(name: string, figure: string, nextStepsPrefix: string): string {
  return `---
title: TODO(작성) 페이지 제목 (화면이나 작업의 이름)
description: TODO(작성) 이 페이지로 독자가 할 수 있는 일을 한 문장으로 씁니다 (검색 결과에 보입니다).
keywords:
  - TODO(작성) 독자가 검색할 낱말
baseline: v2.5
---

${ASK_FOR_HELP_IMPORT(nextStepsPrefix)}

TODO(작성): 독자가 이 페이지에서 하는 일을 두세 문장으로 씁니다. 목차를 되풀이하지 않고 할 일부터 씁니다.

## 시작하기 전에

- TODO(작성): 필요한 권한이나 먼저 해 둘 일을 씁니다. 없으면 이 절을 지웁니다.

## TODO(작성) 작업 이름

1. TODO(작성): 한 단계에 한 동작을 합니다체로 씁니다. 화면 라벨은 굵게, 화면 그대로 씁니다(예: **저장**을 누릅니다).
2. TODO(작성): 다음 동작을 씁니다.

![TODO(작성) 그림이 보여 주는 것을 100자 이내로](./img/${figure})

*그림 1. TODO(작성): 그림 설명. 화면의 각 부분이 무엇인지 자세한 내용은 여기에 씁니다.*

| 항목 | 설명 |
|---|---|
| TODO(작성) | 옵션과 입력값은 표로 씁니다. 표가 필요 없으면 지웁니다. |

:::tip
TODO(작성): 알아 두면 좋은 점을 씁니다. 필요 없으면 :::tip부터 :::까지 지웁니다.
:::

${NEXT_STEPS(nextStepsPrefix)}`;
}

export function postPage(slug: string, figure: string): string {
  return `---
slug: ${slug}
title: TODO(작성) 글 제목
description: TODO(작성) 글의 요지를 한 문장으로 씁니다 (검색 결과와 블로그 목록에 보입니다).
authors: dlabflow-docs
tags: [d-lab-flow]
keywords: [TODO(작성) 독자가 검색할 낱말]
baseline: v2.5
---

TODO(작성): 글의 첫 문단입니다. 블로그 목록에는 아래 truncate 표시 앞까지만 보입니다.

<!-- truncate -->

TODO(작성): 본문을 씁니다. 공지라면 무엇이, 언제부터, 누구에게 바뀌는지와 독자가 할 일을 씁니다.

![TODO(작성) 그림이 보여 주는 것을 100자 이내로](./${figure})

*그림 1. TODO(작성): 그림 설명. 그림이 필요 없는 공지라면 그림, 설명 줄과 ${figure} 파일을 함께 지웁니다.*

도움말로 해결되지 않는 점은 [문의하기](/docs/support)의 방법으로 문의합니다.
`;
}
