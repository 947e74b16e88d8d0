/**
 * The writers' check as a function: the rules over the chosen files (or the whole site), the prose lint, the content
 * bar and, when asked, a build whose failures become findings. scripts/content/check.ts is its command line.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {buildFindings} from './build-findings';
import {sortFindings, type Finding} from './findings';
import {ANY_PAGE_FLOOR, inventoryPage, problemsOf} from './inventory';
import {fixProse, proseFindings} from './prose-lint';
import {markdownFindings, siteFindings} from './rules/index';
import {mdxSyntaxFindings} from './rules/mdx-syntax';
import {readMarkdown} from './markdown';
import {isPartial, loadSite, type Site} from './site';

/** Where the check's build goes: its own folder, so it never replaces the build/ that tests and `npm run serve` read. */
const BUILD_DIR = 'node_modules/.cache/check-content/build';

interface BuildOutcome {
  ok: boolean;
  output: string;
  seconds: number;
}

function build(root: string): Promise<BuildOutcome> {
  const started = Date.now();
  const child = spawn(
    'npx',
    [
      'docusaurus',
      'build',
      '--config',
      'scripts/content/check-build.config.ts',
      '--out-dir',
      path.join(root, BUILD_DIR),
    ],
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
      fix:
        Number(floor[2]) > ANY_PAGE_FLOOR
          ? '제품 사양이 정한 페이지는 분량을 지킵니다. 독자에게 필요한 내용을 줄이지 않습니다'
          : '짧은 공지도 한 가지 일을 끝까지 말합니다: 무엇이, 언제, 누구에게 바뀌고 독자가 무엇을 하는지 씁니다',
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
  const leftover = /^leftover template text (.+)$/.exec(problem);
  if (leftover)
    return {
      file,
      line: 1,
      problem: `템플릿이나 자리 표시 글이 남아 있습니다(${leftover[1]})`,
      fix: '그 글을 지우고 페이지 내용을 씁니다',
      rule: 'content-bar',
    };
  return {file, line: 1, problem, fix: 'docs-style/README.md의 검사 표를 봅니다', rule: 'content-bar'};
}

/** The content bar, as findings at the top of the file; what the rules already say at its line is left out. */
function barFindings(root: string, files: string[]): Finding[] {
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

export interface CheckOptions {
  root: string;
  /** Files to check (relative to the root); empty for the whole site. */
  only: string[];
  build: boolean;
  /** Apply the term list's fixes first. */
  fix: boolean;
}

export interface CheckResult {
  findings: Finding[];
  site: Site;
  /** Files given that are no page of the site. */
  unknown: string[];
  fixed: number;
  ruleSeconds: number;
  build?: {ok: boolean; seconds: number};
}

export async function checkContent({root, only, build: withBuild, fix}: CheckOptions): Promise<CheckResult> {
  const started = Date.now();
  const site = loadSite(root);
  const unknown = only.filter((file) => !site.files.includes(file) && !file.endsWith('.svg'));
  const pages = only.length ? only.filter((file) => site.files.includes(file)) : site.files;
  const fixed = fix ? await fixProse(root, pages) : 0;
  const building = withBuild ? build(root) : undefined;
  const ruleFindings = only.length
    ? pages.flatMap((file) => markdownFindings(site, file))
    : siteFindings(site);
  const findings: Finding[] = [
    ...(await proseFindings(
      root,
      pages.filter((file) => !file.startsWith('src/pages/') || /\.mdx?$/.test(file)),
    )),
    ...ruleFindings,
    ...(await mdxSyntaxFindings(pages.map((file) => readMarkdown(root, file)))),
    ...barFindings(root, pages),
  ];
  const ruleSeconds = (Date.now() - started) / 1000;
  let buildResult: CheckResult['build'];
  if (building) {
    const outcome = await building;
    findings.push(...withoutRepeats(findings, buildFindings(site, outcome.output, outcome.ok)));
    buildResult = {ok: outcome.ok, seconds: outcome.seconds};
  }
  return {findings: sortFindings(findings), site, unknown, fixed, ruleSeconds, build: buildResult};
}
