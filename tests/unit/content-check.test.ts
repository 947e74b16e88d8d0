/**
 * `npm run check:content` cannot pass a broken page: each mistake a writer makes, planted in its own page of a
 * copy of the site, is found at its file and line with a Korean message, by a check of that file alone (twice: the
 * first run and a second over the same state), by the whole site without a build, by the command line (exit code
 * 1), and by the whole site with a build (one build for every mistake).
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {formatFinding, type Finding} from '../../scripts/content/findings';
import {checkContent} from '../../scripts/content/run-check';
import {DOC_FRONT, MISTAKES, PROSE, plantAll, type Mistake} from './support/planted-mistakes';
import {copySite, REPO_ROOT, removeSite} from './support/site-copy';

let site: string;

before(() => {
  site = copySite(REPO_ROOT, 'content-check');
  plantAll(site);
});

after(() => removeSite(site));

/** The finding of a mistake: at its file and line, in Korean, saying what it should. */
function assertCaught(findings: Finding[], {name, file, line, says}: Mistake, mode: string): void {
  const here = findings.filter((f) => f.file === file && f.line === line);
  assert.ok(
    here.some((f) => says.test(`${f.problem} → ${f.fix}`) && /[가-힣]/.test(f.problem)),
    `${name} (${mode}) not found at ${file}:${line}; found:\n${findings
      .filter((f) => f.file === file)
      .map(formatFinding)
      .join('\n')}`,
  );
}

describe('each planted mistake is found at its file and line', () => {
  let wholeSite: Finding[];
  before(async () => {
    wholeSite = (await checkContent({root: site, only: [], build: false, fix: false})).findings;
  });

  for (const planted of MISTAKES) {
    test(`${planted.name}: a check of its file alone, twice, and of the whole site without a build`, async () => {
      for (const run of ['first run', 'second run']) {
        const {findings} = await checkContent({root: site, only: [planted.file], build: false, fix: false});
        assertCaught(findings, planted, `per file, ${run}`);
      }
      assertCaught(wholeSite, planted, '--no-build');
    });
  }

  test('the site without the planted pages has no finding', () => {
    const planted = new Set(MISTAKES.flatMap(({file, extra}) => [file, ...Object.keys(extra ?? {})]));
    assert.deepEqual(wholeSite.filter((f) => !planted.has(f.file)).map(formatFinding), []);
  });
});

test('the whole site with a build: every planted mistake at its line, and the failed build does not hide them', async () => {
  const result = await checkContent({root: site, only: [], build: true, fix: false});
  assert.equal(result.build?.ok, false, 'the build of a site with an unknown author fails');
  for (const planted of MISTAKES) assertCaught(result.findings, planted, 'whole site with a build');
  assert.ok(
    result.findings.every((f) => f.file !== 'docusaurus build'),
    "the failure is traced to a page, not left as the build's message",
  );
});

test('the command line prints file:line and a Korean message, and exits 1 on a finding, 0 on none', () => {
  const cli = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check.ts', ...args], {
      cwd: site,
      encoding: 'utf8',
    });
  const broken = cli(['docs/planted/anchor.md']);
  assert.equal(broken.status, 1, broken.stderr);
  assert.match(broken.stdout, /^docs\/planted\/anchor\.md:\d+ {2}링크 "\[계정 문제\]"의 #acount는/m);
  const clean = cli(['docs/faq.md']);
  assert.equal(clean.status, 0, clean.stdout + clean.stderr);
  assert.match(clean.stdout, /지적이 없습니다/);
});

test('--fix swaps the term and makes the particle fit: 데이터세트는 becomes 데이터셋은, not 데이터셋는', async () => {
  const file = 'docs/planted/fix.md';
  fs.writeFileSync(
    path.join(site, file),
    `${DOC_FRONT()}${PROSE}데이터세트는 여기에 있습니다. 데이터세트를 고릅니다.\n`,
  );
  await checkContent({root: site, only: [file], build: false, fix: true});
  const text = fs.readFileSync(path.join(site, file), 'utf8');
  assert.match(text, /데이터셋은 여기에 있습니다\. 데이터셋을 고릅니다\./);
  const {findings} = await checkContent({root: site, only: [file], build: false, fix: false});
  assert.deepEqual(findings.map(formatFinding), []);
  fs.rmSync(path.join(site, file));
});

/** Fills a page the scaffold wrote, as docs-style/README.md says: every TODO(작성) replaced or its block removed. */
function fill(text: string, replacements: [RegExp, string][]): string {
  const filled = replacements.reduce((page, [pattern, value]) => {
    assert.match(page, pattern);
    return page.replace(pattern, value);
  }, text);
  assert.doesNotMatch(filled, /TODO\(작성\)/);
  return filled;
}

const DRAWN_FIGURE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img">\n  <title>저장소 목록 화면</title>\n  <rect x="1" y="1" width="638" height="358" fill="none" stroke="#8a8f98"/>\n  <text x="20" y="40">데이터 저장소</text>\n</svg>\n';

test('a short guide from new:doc and a notice from new:post, filled as the guide says, pass the check', async () => {
  const run = (script: string, arg: string) => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', `scripts/content/scaffold/${script}`, arg],
      {
        cwd: site,
        encoding: 'utf8',
      },
    );
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /http:\/\/localhost:3000\/dlabflow\//);
    return result.stdout;
  };
  run('new-doc.ts', 'data_management/rename_storage');
  const doc = 'docs/data_management/rename_storage.md';
  const docPath = path.join(site, doc);
  fs.writeFileSync(
    docPath,
    fill(fs.readFileSync(docPath, 'utf8'), [
      [/^title: .*$/m, 'title: 저장소 이름 바꾸기'],
      [
        /^description: .*$/m,
        'description: 데이터 저장소의 이름을 바꾸는 방법을 안내합니다. 바꾼 이름은 목록에 바로 보입니다.',
      ],
      [/^ {2}- TODO\(작성\).*$/m, '  - 저장소 이름'],
      [
        /^TODO\(작성\): 독자가.*$/m,
        '저장소 이름은 언제든 바꿀 수 있습니다. 바꾼 이름은 저장소 목록과 데이터셋을 만들 때 고르는 목록에 바로 보입니다.',
      ],
      [/^## 시작하기 전에\n\n- TODO.*\n\n/m, ''],
      [/^## TODO\(작성\).*$/m, '## 이름 바꾸기'],
      [/^1\. TODO.*$/m, '1. **데이터 저장소**에서 이름을 바꿀 저장소를 고릅니다.'],
      [/^2\. TODO.*$/m, '2. **이름 변경**을 누르고 새 이름을 입력한 뒤 **저장**을 누릅니다.'],
      [/!\[TODO\(작성\)[^\]]*\]/, '![저장소 목록 화면]'],
      [/^\*그림 1\. TODO.*$/m, '*그림 1. 저장소 목록. 저장소마다 이름 변경 버튼이 있습니다.*'],
      [/^\| 항목 \| 설명 \|\n\|---\|---\|\n\| TODO.*\n\n/m, ''],
      [/^:::tip\nTODO.*\n:::\n\n/m, ''],
      [
        /^- TODO\(작성\): 이 작업 다음에.*$/m,
        '- [데이터셋 관리](../manage_dataset/manage_dataset.md): 저장소로 데이터셋을 만듭니다.',
      ],
    ]),
  );
  fs.writeFileSync(path.join(site, 'docs/data_management/img/rename-storage-screen.svg'), DRAWN_FIGURE);

  const stdout = run('new-post.ts', 'service-notice');
  const post = /(blog\/\d{4}-\d{2}-\d{2}-service-notice\/index\.md)/.exec(stdout)![1];
  const postPath = path.join(site, post);
  fs.writeFileSync(
    postPath,
    fill(fs.readFileSync(postPath, 'utf8'), [
      [/^title: .*$/m, 'title: 서비스 점검 안내'],
      [
        /^description: .*$/m,
        'description: 서비스 점검 시간과 그동안 쓸 수 없는 기능, 점검 뒤에 할 일을 알립니다.',
      ],
      [/^keywords: .*$/m, 'keywords: [점검, 공지]'],
      [
        /^TODO\(작성\): 글의 첫 문단.*$/m,
        '서비스 점검으로 잠시 D-Lab Flow를 쓸 수 없습니다. 점검 시간과 할 일을 알립니다.',
      ],
      [
        /^TODO\(작성\): 본문.*$/m,
        '점검하는 동안에는 로그인과 학습을 할 수 없습니다. 진행 중인 학습은 점검 전에 끝내 두는 것이 좋습니다.',
      ],
      [/^!\[TODO.*\n\n\*그림 1\. TODO.*\n\n/m, ''],
    ]),
  );
  fs.rmSync(path.join(path.dirname(postPath), 'figure.svg'));

  const {findings} = await checkContent({root: site, only: [doc, post], build: false, fix: false});
  assert.deepEqual(findings.map(formatFinding), []);
  const sidebars = fs.readFileSync(path.join(site, 'sidebars.ts'), 'utf8');
  assert.match(sidebars, /'data_management\/rename_storage'/);
});
