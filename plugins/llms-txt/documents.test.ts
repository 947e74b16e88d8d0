import assert from 'node:assert/strict';
import {test} from 'node:test';
import {inSidebarOrder, llmsFullTxt, llmsTxt, newestFirst, type ConvertedPage} from './documents';

const BASE = 'https://example.org/dlabflow/';

function doc(slug: string, previous?: string, next?: string): ConvertedPage {
  const url = (s?: string) => (s ? `${BASE}docs/${s}` : undefined);
  return {
    kind: 'doc',
    url: url(slug)!,
    markdownUrl: `${url(slug)}.md`,
    title: `문서 ${slug}`,
    description: `${slug} 설명`,
    previous: url(previous),
    next: url(next),
    contentHtml: '',
    body: `${slug} 본문`,
  };
}

function post(slug: string, published: string): ConvertedPage {
  const url = `${BASE}blog/${slug}`;
  return {
    kind: 'post',
    url,
    markdownUrl: `${url}.md`,
    title: `글 [${slug}]`,
    description: '',
    published,
    contentHtml: '',
    body: `${slug} 본문`,
  };
}

const OPTIONS = {
  title: '도움말 센터',
  summary: '요약입니다.',
  details: '설명 문단입니다.',
  sections: {docs: '문서', posts: '블로그'},
  sourceLabel: '원문',
};

test('docs follow their previous/next links from the first doc; docs outside the chain come last', () => {
  const docs = [doc('c', 'b'), doc('orphan'), doc('a', undefined, 'b'), doc('b', 'a', 'c')];
  assert.deepEqual(
    inSidebarOrder(docs).map((d) => d.title),
    ['문서 a', '문서 b', '문서 c', '문서 orphan'],
  );
});

test('posts are newest first', () => {
  const posts = [post('old', '2025-01-01'), post('new', '2025-07-17'), post('mid', '2025-06-30')];
  assert.deepEqual(
    newestFirst(posts).map((p) => p.title),
    ['글 [new]', '글 [mid]', '글 [old]'],
  );
});

test('llms.txt: H1, summary blockquote, details, then a section of links per kind with descriptions', () => {
  const pages = [post('p', '2025-01-01'), doc('b', 'a'), doc('a', undefined, 'b')];
  assert.equal(
    llmsTxt(pages, OPTIONS),
    [
      '# 도움말 센터',
      '> 요약입니다.',
      '설명 문단입니다.',
      '## 문서',
      `- [문서 a](${BASE}docs/a.md): a 설명\n- [문서 b](${BASE}docs/b.md): b 설명`,
      '## 블로그',
      `- [글 \\[p\\]](${BASE}blog/p.md)`,
    ].join('\n\n') + '\n',
  );
});

test('llms-full.txt: the header, then every page document in the same order', () => {
  const full = llmsFullTxt([post('p', '2025-01-01'), doc('a')], OPTIONS);
  assert.ok(full.startsWith('# 도움말 센터\n\n> 요약입니다.\n\n---\n\n# 문서 a\n\n> a 설명\n\n원문: '));
  assert.ok(full.indexOf('a 본문') < full.indexOf('# 글 [p]'));
  assert.ok(full.endsWith('p 본문\n'));
});
