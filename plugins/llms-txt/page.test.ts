import assert from 'node:assert/strict';
import {test} from 'node:test';
import {pageDocument} from './documents';
import {htmlToMarkdown} from './html-to-markdown';
import {readPage} from './page';

const SITE = 'https://example.org/dlabflow/';

/** The chrome every built page has around its content; none of its text may reach the Markdown. */
const CHROME_BEFORE = `<nav class="navbar"><a href="/dlabflow/">내비게이션 바 링크</a></nav>
<aside class="theme-doc-sidebar-container"><a href="/dlabflow/docs/intro">사이드바 항목</a></aside>`;
const CHROME_AFTER = `<footer class="footer">바닥글 저작권</footer>`;

function html(htmlClass: string, main: string, head = ''): string {
  return `<!doctype html><html lang=ko class="${htmlClass}"><head>
<link rel=canonical href=https://example.org/dlabflow/docs/guide><meta name=description content="한 줄 설명입니다.">${head}</head>
<body>${CHROME_BEFORE}<main>${main}</main>${CHROME_AFTER}</body></html>`;
}

const DOC = html(
  'docs-wrapper plugin-docs docs-doc-page docs-doc-id-guide',
  `<div class="row"><div class="col"><article>
<nav class="theme-doc-breadcrumbs"><a href="/dlabflow/">홈</a> 경로 표시</nav>
<div class="theme-doc-toc-mobile"><button>이 페이지의 목차</button></div>
<div class="theme-doc-markdown markdown"><header><h1>데이터 업로드</h1></header>
<p><strong>업로드</strong> 버튼을 누릅니다. <a href="/dlabflow/docs/intro#시작">처음</a>과 <a href="#절차">절차</a>를 봅니다.</p>
<h2 id="절차">절차<a href="#절차" class="hash-link" aria-label="절차 제목으로 바로 가는 링크">&#8203;</a></h2>
<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled aria-label="계정 확인"> <!-- -->계정 확인</li></ul>
<div class="theme-admonition theme-admonition-warning alert"><div class="admonitionHeading_x"><span><svg></svg></span>주의</div><div class="admonitionContent_y"><p>한 번에 1.5GB까지 올립니다.</p></div></div>
<div class="language-python theme-code-block"><div class="codeBlockTitle_z">train.py</div><div class="codeBlockContent"><pre class="prism-code language-python"><code><span class="token-line"><span class="token keyword">import</span> torch<br></span><span class="token-line"><span>print(</span><span class="token string">"모델 &lt;학습&gt;"</span>)<br></span></code></pre><button aria-label="코드 복사">복사</button></div></div>
<table><thead><tr><th>항목</th><th>제한</th></tr></thead><tbody><tr><td>파일 수</td><td>10,000개</td></tr></tbody></table>
<p><img alt="업로드 화면 그림" src="data:image/svg+xml;base64,PHN2Zz4="> <img alt="로고" src="/dlabflow/img/logo.svg"></p>
</div>
<footer class="theme-doc-footer"><a class="theme-edit-this-page" href="https://github.com/x">이 페이지 편집</a></footer>
</article>
<nav class="pagination-nav"><a class="pagination-nav__link pagination-nav__link--prev" href="/dlabflow/docs/intro">이전</a><a class="pagination-nav__link pagination-nav__link--next" href="/dlabflow/docs/next">다음</a></nav>
</div><div class="col col--3"><div class="theme-doc-toc-desktop"><a href="#절차">목차 항목</a></div></div></div>`,
);

test('a doc page becomes Markdown of its content only, with Korean text, GFM and absolute links', async () => {
  const page = readPage(DOC, `${SITE}docs/guide`)!;
  assert.equal(page.kind, 'doc');
  assert.equal(page.title, '데이터 업로드');
  assert.equal(page.url, 'https://example.org/dlabflow/docs/guide');
  assert.equal(page.description, '한 줄 설명입니다.');
  assert.equal(page.previous, 'https://example.org/dlabflow/docs/intro');
  assert.equal(page.next, 'https://example.org/dlabflow/docs/next');

  const markdown = await htmlToMarkdown(page.contentHtml);
  for (const chrome of [
    '내비게이션',
    '사이드바',
    '경로 표시',
    '목차',
    '이 페이지 편집',
    '바닥글',
    '이전',
    '다음',
    '복사',
    '<!--',
    '데이터 업로드',
  ]) {
    assert.ok(!markdown.includes(chrome), `"${chrome}" must not be in:\n${markdown}`);
  }
  const expected = [
    '**업로드** 버튼을 누릅니다. [처음](https://example.org/dlabflow/docs/intro#%EC%8B%9C%EC%9E%91)과 [절차](https://example.org/dlabflow/docs/guide#%EC%A0%88%EC%B0%A8)를 봅니다.',
    '## 절차',
    '- [ ] 계정 확인',
    '> **주의**\n>\n> 한 번에 1.5GB까지 올립니다.',
    '`train.py`',
    '```python\nimport torch\nprint("모델 <학습>")\n```',
    '| 항목 | 제한 |\n| - | - |\n| 파일 수 | 10,000개 |',
    '*(그림: 업로드 화면 그림)* ![로고](https://example.org/dlabflow/img/logo.svg)',
  ].join('\n\n');
  assert.equal(markdown, expected);
});

test('a blog post keeps its date and authors; its header and footer chrome are left out', async () => {
  const post = html(
    'blog-wrapper blog-post-page plugin-blog',
    `<article><header><h1>라벨링 요령</h1><div><time datetime="2025-06-30T00:00:00.000Z">2025년 6월 30일</time> · <!-- -->약 9분</div>
<div class="avatar"><div class="avatar__name"><a href="/dlabflow/blog/authors/grit"><span>강원ICT융합연구원</span></a></div></div></header>
<div class="markdown"><p>좋은 라벨이 좋은 모델을 만듭니다.</p></div>
<footer><a href="/dlabflow/blog/tags/yolo">YOLO 태그</a></footer></article>`,
  );
  const page = readPage(post, `${SITE}blog/annotation`)!;
  assert.equal(page.kind, 'post');
  assert.equal(page.published, '2025-06-30T00:00:00.000Z');
  assert.equal(page.byline, '2025년 6월 30일 · 강원ICT융합연구원');
  const body = await htmlToMarkdown(page.contentHtml);
  assert.equal(body, '좋은 라벨이 좋은 모델을 만듭니다.');
  assert.equal(
    pageDocument({...page, markdownUrl: '', body}, {sourceLabel: '원문'}),
    '# 라벨링 요령\n\n> 한 줄 설명입니다.\n\n2025년 6월 30일 · 강원ICT융합연구원\n\n원문: https://example.org/dlabflow/docs/guide\n\n좋은 라벨이 좋은 모델을 만듭니다.\n',
  );
});

test('a generated category index lists its docs with their descriptions', async () => {
  const category = html(
    'docs-wrapper plugin-docs docs-doc-page',
    `<div><nav class="theme-doc-breadcrumbs">경로</nav><header><h1>데이터 관리</h1><p>한 줄 설명입니다.</p></header>
<article><section class="row"><article class="col"><a class="card" href="/dlabflow/docs/a"><h2 title="저장소">📄️<!-- --> 저장소</h2><p title="저장소를 만듭니다.">저장소를 만듭니다.</p></a></article></section></article></div>`,
  );
  const page = readPage(category, `${SITE}docs/category/data`)!;
  assert.equal(page.title, '데이터 관리');
  assert.equal(
    await htmlToMarkdown(page.contentHtml),
    '- [저장소](https://example.org/dlabflow/docs/a): 저장소를 만듭니다.',
  );
});

test('pages other than docs and posts are not converted', () => {
  for (const htmlClass of [
    'blog-wrapper blog-list-page plugin-blog',
    'plugin-pages plugin-id-default',
    'plugin-search-algolia',
  ]) {
    assert.equal(readPage(html(htmlClass, '<h1>목록</h1>'), SITE), undefined, htmlClass);
  }
});
