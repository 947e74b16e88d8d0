import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {writeMarkdownCopies} from './index';

const OPTIONS = {
  title: '센터',
  summary: '요약',
  sections: {docs: '문서', posts: '블로그'},
  sourceLabel: '원문',
};
const SITE = 'https://example.org/dlabflow/';

function page(htmlClass: string, main: string): string {
  return `<!doctype html><html class="${htmlClass}"><head><meta name=description content="설명"></head><body><main>${main}</main></body></html>`;
}

function buildFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-txt-'));
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

test('each doc and post gets a .md beside its .html; list pages and 404.html do not', async () => {
  const dir = buildFolder({
    'docs/guide.html': page(
      'docs-doc-page',
      '<article><div class="theme-doc-markdown"><h1>안내</h1><p>본문</p></div></article>',
    ),
    'blog/post.html': page(
      'blog-post-page',
      '<article><header><h1>글</h1></header><div class="markdown"><p>글 본문</p></div></article>',
    ),
    'blog.html': page('blog-list-page plugin-blog', '<h1>블로그</h1>'),
    '404.html': page('docs-doc-page', '<h1>없음</h1>'),
  });
  const pages = await writeMarkdownCopies(dir, SITE, OPTIONS);
  assert.deepEqual(pages.map((p) => p.markdownUrl).sort(), [`${SITE}blog/post.md`, `${SITE}docs/guide.md`]);
  assert.equal(
    fs.readFileSync(path.join(dir, 'docs/guide.md'), 'utf8'),
    `# 안내\n\n> 설명\n\n원문: ${SITE}docs/guide\n\n본문\n`,
  );
  assert.ok(fs.existsSync(path.join(dir, 'blog/post.md')));
  assert.ok(!fs.existsSync(path.join(dir, 'blog.md')) && !fs.existsSync(path.join(dir, '404.md')));
});

test('a doc page whose content the converter cannot find fails the build', async () => {
  const dir = buildFolder({
    'docs/guide.html': page('docs-doc-page', '<article><div class="renamed"><h1>안내</h1></div></article>'),
  });
  await assert.rejects(
    writeMarkdownCopies(dir, SITE, OPTIONS),
    /docs\/guide\.html: no title or content found/,
  );
});
