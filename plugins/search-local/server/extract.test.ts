import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {extractRecords} from './extract';
import {collectSiteRecords} from './site';

const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/doc-page.html'), 'utf8');
const URL_ = 'https://example.org/help/docs/manage_dataset/manage_labeling';
const records = extractRecords(fixture, URL_, {defaultLvl0: '문서'});
const texts = records.map((r) => r.content ?? r.hierarchy[r.type === 'content' ? 'lvl0' : r.type]);

describe('extractRecords (crawler template selectors)', () => {
  test('lvl0 is the active sidebar category, lvl1 the h1, and headings nest', () => {
    const first = records[0]!;
    assert.equal(first.type, 'lvl1');
    assert.deepEqual(first.hierarchy, {
      lvl0: '학습 데이터 관리',
      lvl1: '라벨링 작업',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    const keys = records.find((r) => r.type === 'lvl3')!;
    assert.equal(keys.hierarchy.lvl2, '작업 시작하기');
    assert.equal(keys.hierarchy.lvl3, '단축키');
    const save = records.find((r) => r.hierarchy.lvl2 === '저장하기' && r.type === 'content')!;
    assert.equal(save.hierarchy.lvl3, null, 'a new h2 clears deeper levels');
  });

  test('content comes from p, li and the last table cell; the first cell is lvl5', () => {
    assert.ok(texts.includes('데이터셋을 고른 뒤 라벨링 버튼을 누릅니다.'));
    assert.ok(texts.includes('첫째 항목의 문단'));
    assert.ok(texts.includes('둘째 항목'), 'a list item without its nested list');
    assert.ok(texts.includes('하위 항목'));
    const cell = records.find((r) => r.type === 'lvl5')!;
    assert.equal(cell.hierarchy.lvl5, 'B');
    assert.ok(records.some((r) => r.content === '바운딩 박스 도구' && r.hierarchy.lvl5 === 'B'));
    assert.equal(texts.filter((t) => t === '첫째 항목의 문단').length, 1, 'li > p is indexed once');
  });

  test("a row's middle cells that are sentences or a screen's bold label are indexed with its last cell", () => {
    const row = (lvl5: string) => records.find((r) => r.type === 'content' && r.hierarchy.lvl5 === lvl5);
    assert.equal(
      row('검증 손실이 올라감')?.content,
      '모델이 학습 데이터를 외운 과적합을 의심합니다. · 훈련 횟수를 줄입니다.',
    );
    assert.equal(row('학습률')?.content, '가중치를 바꾸는 폭입니다.', 'a short label the first cell names');
    assert.equal(row('빨간 ⊗')?.content, '전체 취소 · 남은 업로드를 모두 멈춥니다.');
  });

  test('a list item opening with a link to another page (next steps) is typed like a line of an index', () => {
    const item = (start: string) => records.find((r) => r.content?.startsWith(start))!;
    assert.equal(item('클래스 관리:').page_type, 'index');
    assert.equal(item('클래스 관리:').weight.pageRank, 0);
    assert.equal(item('저장한 라벨은').page_type, 'guide', 'a link inside the text is no mention of a page');
    assert.equal(item('업데이트 버튼으로').weight.pageRank, 3);
  });

  test('breadcrumbs, mobile TOC, footer, hash links, doc cards and zero-width spaces are left out', () => {
    const all = JSON.stringify(records);
    for (const noise of ['홈', '목차 항목', '페이지 편집', '다른 문서', '카드 설명', '\u200b']) {
      assert.ok(!all.includes(noise), noise);
    }
    assert.ok(texts.includes('라벨링 도구에서 이미지에 바운딩 박스를 그립니다.'));
  });

  test('anchors, URLs, object ids, weights and docsearch meta tags', () => {
    const underStart = records.find((r) => r.content?.startsWith('데이터셋을'))!;
    assert.equal(underStart.anchor, 'start');
    assert.equal(underStart.url, `${URL_}#start`);
    assert.equal(underStart.url_without_anchor, URL_);
    assert.equal(records[0]!.url, URL_, 'the h1 record has no anchor');
    records.forEach((r, i) => {
      assert.equal(r.objectID, `${i}-${URL_}`);
      assert.equal(r.weight.position, i);
      assert.equal(r.weight.level, r.type === 'content' ? 0 : 100 - 10 * Number(r.type.slice(3)));
      assert.equal(r.language, 'ko');
      assert.equal(r.docusaurus_tag, 'docs-default-current');
      assert.equal(r.version, 'current');
    });
  });

  test('the same HTML always gives the same records', () => {
    assert.deepEqual(extractRecords(fixture, URL_, {defaultLvl0: '문서'}), records);
  });
});

describe('collectSiteRecords', () => {
  test('indexes docs, posts and pages; skips 404, noindex pages and blog listings', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-site-'));
    const page = (htmlClass: string, tag: string, h1: string, extraHead = '') =>
      `<html class="${htmlClass}"><head><meta name="docsearch:docusaurus_tag" content="${tag}">${extraHead}</head>` +
      `<body><article><header><h1>${h1}</h1></header><p>${h1} 본문</p></article></body></html>`;
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.mkdirSync(path.join(dir, 'blog'));
    fs.writeFileSync(path.join(dir, 'docs/a.html'), fixture);
    fs.writeFileSync(
      path.join(dir, 'blog/post.html'),
      page('blog-wrapper blog-post-page plugin-blog', 'default', '글'),
    );
    fs.writeFileSync(
      path.join(dir, 'blog.html'),
      page('blog-wrapper plugin-blog', 'blog_posts_list', '목록'),
    );
    fs.writeFileSync(path.join(dir, 'blog/archive.html'), page('plugin-blog', 'default', '보관함'));
    fs.writeFileSync(path.join(dir, 'index.html'), page('plugin-pages', 'default', '홈페이지'));
    fs.writeFileSync(path.join(dir, '404.html'), page('plugin-pages', 'default', '없음'));
    fs.writeFileSync(
      path.join(dir, 'search.html'),
      page('plugin-pages', 'default', '검색', '<meta property="robots" content="noindex, follow">'),
    );
    const site = await collectSiteRecords(dir, {
      siteBaseUrl: 'https://example.org/help/',
      defaultLvl0: '문서',
    });
    const pages = [...new Set(site.map((r) => r.url_without_anchor))];
    assert.deepEqual(pages, [
      'https://example.org/help/',
      'https://example.org/help/blog/post',
      'https://example.org/help/docs/manage_dataset/manage_labeling',
    ]);
    assert.equal(site.find((r) => r.hierarchy.lvl1 === '홈페이지')!.hierarchy.lvl0, '문서', 'default lvl0');
  });
});

describe('front-matter keywords', () => {
  const SITE_KEYWORDS = 'D-Lab Flow, 노코드 AI';
  const withKeywords = (content: string): string =>
    fixture.replace('</head>', `<meta data-rh="true" name="keywords" content="${content}"></head>`);

  test('are the page’s first record’s, split at Docusaurus’s commas', () => {
    const [first, ...rest] = extractRecords(
      withKeywords('라벨링 도구, Label Studio,단축키,단축키,10,000개'),
      URL_,
      {
        defaultLvl0: '문서',
        siteKeywords: SITE_KEYWORDS,
      },
    );
    assert.equal(first!.type, 'lvl1');
    assert.deepEqual(first!.keywords, ['라벨링 도구', 'Label Studio', '단축키', '10,000개']);
    assert.ok(rest.every((record) => !('keywords' in record)));
  });

  test('the site’s own, on a page without front-matter keywords, are none of the page’s', () => {
    const [first] = extractRecords(withKeywords(SITE_KEYWORDS), URL_, {
      defaultLvl0: '문서',
      siteKeywords: SITE_KEYWORDS,
    });
    assert.ok(!('keywords' in first!));
  });
});
