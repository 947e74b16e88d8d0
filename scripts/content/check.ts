/**
 * `npm run check:content`: the writers' one check, everything a page must pass before a pull request. Prints each
 * finding as `파일:줄  무엇이 틀렸는지 → 어떻게 고치는지` and exits non-zero when there is any.
 *
 *   npm run check:content                        the whole site, with a build (a few minutes)
 *   npm run check:content -- --no-build          the whole site, the rules only (seconds)
 *   npm run check:content -- docs/x/y.md         these files, the rules only (seconds); add --build for a build too
 *   npm run check:content -- --fix docs/x/y.md   apply the term list's fixes first, particles made to fit
 *
 * The rules (scripts/content/rules) resolve links, anchors, tags, authors and images from the sources themselves,
 * so a check of one file, with or without a build, cold or warm, finds the same. The build adds what only it can
 * see (MDX that does not compile, anything its own checks refuse); its findings are never left out of a run of
 * chosen files, since a failed build fails the site. On GitHub Actions each finding is also an annotation.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {REPO_ROOT} from '../lib/paths';
import {buildFindings} from './build-findings';
import {formatFinding, githubAnnotation, sortFindings, type Finding} from './findings';
import {inventoryPage, problemsOf} from './inventory';
import {fixProse, proseFindings} from './prose-lint';
import {markdownFindings, siteFindings} from './rules/index';
import {isPartial, loadSite} from './site';

const root = REPO_ROOT;
const BUILD_DIR = path.join(root, 'node_modules/.cache/check-content/build');

interface BuildOutcome {
  ok: boolean;
  output: string;
  seconds: number;
}

function build(): Promise<BuildOutcome> {
  const started = Date.now();
  const child = spawn(
    'npx',
    ['docusaurus', 'build', '--config', 'scripts/content/check-build.config.ts', '--out-dir', BUILD_DIR],
    {cwd: root, env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'}},
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({
        ok: code === 0,
        output: stripVTControlCharacters(output),
        seconds: (Date.now() - started) / 1000,
      }),
    ),
  );
}

/** What to do about each problem of the content bar (scripts/content/inventory.ts). */
function barFinding(file: string, problem: string): Finding {
  const floor = /^(\d+) Hangul syllables, floor (\d+)/.exec(problem);
  if (floor)
    return {
      file,
      line: 1,
      problem: `한글 ${floor[1]}자로, 이 페이지가 지켜야 할 분량 ${floor[2]}자보다 짧습니다`,
      fix: '제품 사양이 정한 페이지는 분량을 지킵니다. 독자에게 필요한 내용을 줄이지 않습니다',
      rule: 'content-bar',
    };
  if (problem.startsWith('no figure'))
    return {
      file,
      line: 1,
      problem: '화면을 따라 하는 단계가 있는데 그림이 없습니다',
      fix: '단계가 쓰는 화면의 그림을 더합니다: ![대체 텍스트](./img/이름.svg)와 그 아래 설명 줄',
      rule: 'content-bar',
    };
  return {file, line: 1, problem, fix: 'docs-style/README.md의 검사 표를 봅니다', rule: 'content-bar'};
}

/** The content bar, as findings at the top of the file; what the rules already say at its line is left out. */
function barFindings(files: string[]): Finding[] {
  return files
    .filter((file) => !isPartial(file))
    .flatMap((file) =>
      problemsOf(inventoryPage(root, file))
        .filter(
          (problem) =>
            !/^(alt text|no baseline|no title|no description|image without alt|image file missing|leftover template text \/\\bTODO)/.test(
              problem,
            ),
        )
        .map((problem) => barFinding(file, problem)),
    );
}

/** A build finding that a rule already reports at the same place says nothing new. */
function withoutRepeats(findings: Finding[], build: Finding[]): Finding[] {
  const seen = new Set(findings.map((f) => `${f.file}:${f.line}`));
  return build.filter((f) => !seen.has(`${f.file}:${f.line}`));
}

async function main(): Promise<void> {
  const started = Date.now();
  const args = process.argv.slice(2);
  const only = [
    ...new Set(
      args.filter((arg) => !arg.startsWith('--')).map((arg) => path.relative(root, path.resolve(arg))),
    ),
  ].map((file) => file.split(path.sep).join('/'));
  const withBuild = args.includes('--build') || (only.length === 0 && !args.includes('--no-build'));
  const annotate = args.includes('--github') || process.env.GITHUB_ACTIONS === 'true';

  const site = loadSite(root);
  const unknown = only.filter((file) => !site.files.includes(file) && !file.endsWith('.svg'));
  if (unknown.length) {
    console.error(
      `✖ check:content: 검사할 글이 아닙니다: ${unknown.join(', ')} → docs/, blog/, src/pages/의 .md/.mdx 파일을 줍니다`,
    );
    process.exit(2);
  }
  const pages = only.length ? only.filter((file) => !file.endsWith('.svg')) : site.files;
  if (args.includes('--fix')) {
    const fixed = await fixProse(root, pages);
    console.log(`용어 사전의 표기 ${fixed}곳을 고쳤습니다(조사는 앞말에 맞췄습니다).`);
  }
  const building = withBuild ? build() : undefined;

  const ruleFindings = only.length
    ? pages.flatMap((file) => markdownFindings(site, file))
    : siteFindings(site);
  const findings: Finding[] = [
    ...(await proseFindings(
      root,
      pages.filter((file) => !file.startsWith('src/pages/') || /\.mdx?$/.test(file)),
    )),
    ...ruleFindings.filter((f) => only.length === 0 || only.includes(f.file) || f.file.endsWith('.svg')),
    ...barFindings(pages),
  ];
  const ruleSeconds = (Date.now() - started) / 1000;
  let buildNote = only.length ? '빌드 없음(--build로 켭니다)' : '빌드 없음(--no-build)';
  if (building) {
    const outcome = await building;
    findings.push(...withoutRepeats(findings, buildFindings(site, outcome.output, outcome.ok)));
    buildNote = `빌드 ${outcome.seconds.toFixed(1)}초${outcome.ok ? '' : ', 실패'}`;
  }

  const shown = sortFindings(findings);
  for (const finding of shown) console.log(formatFinding(finding));
  if (annotate) for (const finding of shown) console.log(githubAnnotation(finding));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const scope = only.length ? `파일 ${only.length}개` : `페이지 ${site.files.length}개`;
  const timing = `${seconds}초; 규칙 ${ruleSeconds.toFixed(1)}초, ${buildNote}`;
  if (shown.length === 0) {
    console.log(`✔ check:content: ${scope}에 지적이 없습니다 (${timing})`);
  } else {
    console.error(`✖ check:content: ${scope}에서 지적 ${shown.length}개 (${timing})`);
    process.exitCode = 1;
  }
}

void main();
