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
import {copySite, REPO_ROOT, removeSite} from './support/site-copy';

const DOC_FRONT = (extra = ''): string =>
  `---\ntitle: 심은 실수\ndescription: 검사가 이 페이지의 실수를 찾는지 보려고 만든 페이지입니다.\nkeywords: [검사]\nbaseline: v2.5\n${extra}---\n\n`;
const POST_FRONT = (slug: string, extra: string): string =>
  `---\nslug: ${slug}\ntitle: 심은 실수\ndescription: 검사가 이 글의 실수를 찾는지 보려고 만든 글입니다.\nkeywords: [검사]\nbaseline: v2.5\n${extra}---\n\n`;
/** Enough prose for the bar of a new page (80 Hangul syllables). */
const PROSE =
  '이 페이지는 검사가 실수를 찾는지 보려고 만든 페이지입니다. 저장소 목록에서 저장소를 고르고 이름을 바꾸는 방법을 짧게 안내합니다. 바꾼 이름은 목록에 바로 보입니다.\n\n';
const FIGURE_OK = '<svg xmlns="http://www.w3.org/2000/svg"><title>저장소 목록 화면</title></svg>\n';

interface Mistake {
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

const MISTAKES: Mistake[] = [
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

let site: string;

before(() => {
  site = copySite(REPO_ROOT, 'content-check');
  for (const {file, text, extra} of MISTAKES) {
    for (const [name, content] of Object.entries({[file]: text, ...extra})) {
      fs.mkdirSync(path.dirname(path.join(site, name)), {recursive: true});
      fs.writeFileSync(path.join(site, name), content);
    }
  }
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
