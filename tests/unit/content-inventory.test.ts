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

const SPEC_GUIDE = 'docs/data_management/data_storage.md';
const FRONT =
  '---\ntitle: 제목\ndescription: 충분히 긴 설명 문장입니다. 검색에 쓰입니다.\nbaseline: v2.5\n---\n\n';
const SHORT_KOREAN = '저장소 목록에서 저장소를 고르고 이름을 바꿉니다. '.repeat(20);

test("flags a spec page that falls under its kind's floor or loses its figure, and a missing description", () => {
  const problems = problemsOf(fixture('---\ntitle: 짧은 글\n---\n\n짧습니다.\n', SPEC_GUIDE));
  assert.ok(problems.some((p) => p.includes('floor 1500')));
  assert.ok(problems.includes('no figure'));
  assert.ok(problems.includes('no description in front matter'));
  assert.ok(problems.includes('no baseline in front matter'));
});

test('a new short how-to with a figure passes; a new page needs a figure only when its steps walk through a screen', () => {
  const figure = '![저장소 목록 화면](https://example.com/a.svg)\n\n';
  const steps = '1. **데이터 저장소**를 엽니다.\n2. **저장**을 누릅니다.\n\n';
  assert.deepEqual(problemsOf(fixture(FRONT + SHORT_KOREAN + steps + figure, 'docs/new/short_howto.md')), []);
  assert.deepEqual(problemsOf(fixture(FRONT + SHORT_KOREAN, 'blog/2026-12-01-notice/index.md')), []);
  assert.deepEqual(problemsOf(fixture(FRONT + SHORT_KOREAN + steps, 'docs/new/short_howto.md')), [
    'no figure, though its steps walk through a screen',
  ]);
  assert.ok(problemsOf(fixture(FRONT + '짧습니다.', 'docs/new/stub.md')).some((p) => p.includes('floor 80')));
});

test('a long alt text or a missing baseline fails the bar (the report shows ✖, not ✔)', () => {
  const long = '가'.repeat(ALT_TEXT_MAX + 1);
  assert.deepEqual(
    problemsOf(fixture(`${FRONT}${SHORT_KOREAN}![${long}](https://example.com/a.png)\n`, 'docs/new/a.md')),
    [`alt text of ${ALT_TEXT_MAX + 1} characters`],
  );
  const withoutBaseline = FRONT.replace('baseline: v2.5\n', '') + SHORT_KOREAN;
  assert.deepEqual(problemsOf(fixture(withoutBaseline, 'docs/new/a.md')), ['no baseline in front matter']);
});

test('flags an image without alt text and a missing image file', () => {
  const page = fixture(`${FRONT}![](./img/none.svg)\n\n${LONG_KOREAN}`);
  const problems = problemsOf(page);
  assert.ok(problems.some((p) => p.startsWith('image without alt text')));
  assert.ok(problems.some((p) => p.startsWith('image file missing')));
});

test('flags each kind of leftover template text in prose, but not inside code blocks', () => {
  const body = `${FRONT}${LONG_KOREAN}\n\n`;
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

test('a reference page needs no figure, a guide of the spec does', () => {
  const markdown = `${FRONT}${LONG_KOREAN}`;
  assert.deepEqual(problemsOf(fixture(markdown, 'docs/faq.md')), []);
  assert.deepEqual(problemsOf(fixture(markdown, SPEC_GUIDE)), ['no figure']);
});

test('counts hedges and links to the reference and support pages', () => {
  const page = fixture(
    `${FRONT}이 도움말에 아직 안내가 없습니다. 관리자에게 문의합니다.\n\n[용어집](../glossary.md), [문의](/docs/support), [FAQ](../faq.md#x)\n`,
    'docs/new/a.md',
  );
  assert.equal(page.hedges.length, 2);
  assert.deepEqual(page.referenceLinks, {glossary: 1, limits: 0, faq: 1, support: 1});
});
