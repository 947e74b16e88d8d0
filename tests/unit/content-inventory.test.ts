import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {
  ALT_TEXT_MAX,
  inventoryPage,
  LEFTOVERS,
  longAltTexts,
  problemsOf,
} from '../../scripts/content/inventory';

/** The checker itself must catch what it claims to catch. */
function fixture(markdown: string, file = 'docs/sample.md'): ReturnType<typeof inventoryPage> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.mkdirSync(path.join(root, path.dirname(file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), markdown);
  return inventoryPage(root, file);
}

const LONG_KOREAN = '데이터셋을 만들고 라벨링합니다. '.repeat(150);

test('flags a short page, a missing figure and a missing description', () => {
  const problems = problemsOf(fixture('---\ntitle: 짧은 글\n---\n\n짧습니다.\n'));
  assert.ok(problems.some((p) => p.includes('floor 1500')));
  assert.ok(problems.includes('no figure'));
  assert.ok(problems.includes('no description in front matter'));
});

test('flags an image without alt text and a missing image file', () => {
  const page = fixture(
    `---\ntitle: 제목\ndescription: 충분히 긴 설명 문장입니다. 검색에 쓰입니다.\n---\n\n![](./img/none.svg)\n\n${LONG_KOREAN}`,
  );
  const problems = problemsOf(page);
  assert.ok(problems.some((p) => p.startsWith('image without alt text')));
  assert.ok(problems.some((p) => p.startsWith('image file missing')));
});

test('flags each kind of leftover template text in prose, but not inside code blocks', () => {
  const body = `---\ntitle: 제목\ndescription: 충분히 긴 설명 문장입니다. 검색에 쓰입니다.\n---\n\n${LONG_KOREAN}\n\n`;
  for (const {pattern, example} of LEFTOVERS) {
    const inProse = problemsOf(fixture(body + example));
    assert.ok(
      inProse.includes(`leftover template text ${String(pattern)}`),
      `${example}: ${inProse.join('; ')}`,
    );
    const inCode = problemsOf(fixture(body + '```text\n' + example + '\n```\n'));
    assert.deepEqual(
      inCode.filter((problem) => problem.startsWith('leftover')),
      [],
      `${example} in a code block`,
    );
  }
});

test('counts Hangul syllables only outside code', () => {
  const page = fixture('---\ntitle: t\n---\n\n가나다\n\n```\n라마바사\n```\n');
  assert.equal(page.hangul, 3);
});

test('measures alt text in Markdown and HTML images and flags only what is over the limit', () => {
  const ok = '가'.repeat(ALT_TEXT_MAX);
  const long = '나'.repeat(ALT_TEXT_MAX + 1);
  const page = fixture(`![${ok}](https://example.com/a.png)\n\n<img src="/b.png" alt="${long}" />\n`);
  assert.deepEqual(page.altTexts, [ok, long]);
  assert.deepEqual(longAltTexts(page), [`${ALT_TEXT_MAX + 1} characters: ${long}`]);
});

test('reads the version baseline from front matter', () => {
  assert.equal(fixture('---\ntitle: t\nbaseline: v2.5\n---\n\n본문\n').baseline, 'v2.5');
  assert.equal(fixture('---\ntitle: t\n---\n\n본문\n').baseline, undefined);
});

test('a reference page needs no figure, a guide does', () => {
  const markdown = `---\ntitle: 제목\ndescription: 충분히 긴 설명 문장입니다. 검색에 쓰입니다.\n---\n\n${LONG_KOREAN}`;
  assert.deepEqual(problemsOf(fixture(markdown, 'docs/faq.md')), []);
  assert.deepEqual(problemsOf(fixture(markdown, 'docs/other.md')), ['no figure']);
});
