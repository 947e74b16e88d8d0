/**
 * The term list (docs-style/prh.yml) holds wherever a reader meets our words: prose and captions (textlint, as
 * `npm run lint:prose` runs it), alt text, front matter and code comments (the content rules), and the text of
 * figures (svg-terms). Each pair the list fixes is planted in each place and must be flagged there.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {proseFindings} from '../../scripts/content/prose-lint';
import {loadSite, markdownFindings, siteFindings} from '../../scripts/content/rules/index';
import {REPO_ROOT} from '../../scripts/lib/paths';

/** One written form of each banned word, and what the term list asks for instead. */
const PAIRS: [banned: string, preferred: string][] = [
  ['내려받습니다', '다운로드합니다'],
  ['상자', '박스'],
  ['물체', '객체'],
  ['임계값', '임곗값'],
  ['비밀키', '비밀 키'],
  ['파일 ID', '파일ID'],
  ['JPG', 'JPEG'],
  ['학습 횟수', '훈련 횟수'],
  ['드래그', '끌기'],
  ['헬멧', '안전모'],
];

const FRONT = (description: string) =>
  `---\ntitle: 시험 페이지\ndescription: ${description}\nkeywords: [시험]\nbaseline: v2.5\n---\n\n`;

/** A throw-away repository with the real term list, label list and textlint settings, and the given files. */
function repository(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'term-list-'));
  const copied = ['.textlintrc.json', 'docs-style/prh.yml', 'docs-style/ui-labels.yml'];
  for (const [file, text] of Object.entries({
    ...Object.fromEntries(copied.map((f) => [f, fs.readFileSync(path.join(REPO_ROOT, f), 'utf8')])),
    'blog/authors.yml': '',
    ...files,
  })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

for (const [banned, preferred] of PAIRS) {
  test(`"${banned}" is flagged in prose, a caption, alt text, front matter, a code comment and a figure`, async () => {
    const page = [
      FRONT(`이 설명에는 ${banned} 표기가 들어 있습니다.`),
      `본문에 ${banned} 표기가 있습니다.\n\n`,
      `![${banned} 표기가 있는 그림](./img/a.svg)\n\n`,
      `*그림 1. 설명 줄에 ${banned} 표기가 있습니다.*\n\n`,
      `> 인용한 안내에 ${banned} 표기가 있습니다.\n\n`,
      '```js\n' + `// 주석에 ${banned} 표기가 있습니다.\nconst a = 1;\n` + '```\n',
    ].join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text>그림 속 ${banned} 표기</text></svg>\n`;
    const root = repository({'docs/a.md': page, 'docs/img/a.svg': svg});

    const prose = await proseFindings(root, ['docs/a.md']);
    assert.deepEqual(
      prose.map((f) => f.line),
      [8, 12, 14],
      `prose, caption and quote: ${prose.map((f) => `${f.line} ${f.problem}`).join('; ')}`,
    );
    assert.ok(prose.every((f) => f.fix.includes(`"${preferred}`)));

    const site = loadSite(root);
    const byRule = (rule: string) =>
      [...markdownFindings(site, 'docs/a.md'), ...siteFindings(site)]
        .filter((f) => f.rule === rule && f.problem.includes(`"${banned}"`))
        .map((f) => `${f.file}:${f.line}`);
    assert.deepEqual([...new Set(byRule('alt-text'))], ['docs/a.md:10']);
    assert.deepEqual([...new Set(byRule('front-matter'))], ['docs/a.md:3']);
    assert.deepEqual([...new Set(byRule('code-comments'))], ['docs/a.md:17']);
    assert.deepEqual([...new Set(byRule('svg-terms'))], ['docs/img/a.svg:1']);
  });
}

test('what the pairs leave alone: file extensions, folder names, bold screen labels and the screen text of a figure', async () => {
  const page = `${FRONT('확장자와 화면 라벨은 그대로 두는 페이지입니다.')}\`.jpg\` 파일과 사진.jpg, *.jpg, JPEGImages 폴더, 그리고 **비밀키** 열과 **파일ID** 열이 있습니다.\n`;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"><text>비밀키</text><text>파일ID</text><text>이미지(.jpg)</text></svg>\n';
  const root = repository({'docs/a.md': page, 'docs/img/a.svg': svg});
  assert.deepEqual(await proseFindings(root, ['docs/a.md']), []);
  const site = loadSite(root);
  assert.deepEqual(
    siteFindings(site).filter((f) => /용어 사전/.test(f.problem)),
    [],
  );
});

test('the site has no code-comments finding (npm run check:content prints each with what to do)', () => {
  const site = loadSite(REPO_ROOT);
  assert.deepEqual(
    siteFindings(site)
      .filter((f) => f.rule === 'code-comments')
      .map((f) => `${f.file}:${f.line} ${f.problem}`),
    [],
  );
});
