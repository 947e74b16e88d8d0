/**
 * `npm run check:content`: the writers' one check, everything a page must pass before a pull request, in about
 * half a minute on a warm machine. Prints each finding as `file:line  what is wrong → what to do`.
 *
 *   npm run check:content                      the whole site
 *   npm run check:content -- docs/x/y.md       findings in these files only (the build still covers every page)
 *   npm run check:content -- --no-build        skip the build: the prose and content rules only, in a few seconds
 *
 * Steps: the prose lint (textlint with docs-style/prh.yml), the content rules (scripts/content/rules: front
 * matter, heading levels, alt text, steps in 합니다체, bold UI labels, link labels, the figures' text, unfilled
 * placeholders), the depth and figure bar (scripts/content/inventory.ts), then a build with the site's own link
 * checks, whose pages are searched for every #anchor a Markdown link names.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {createLinter, loadTextlintrc} from 'textlint';
import {REPO_ROOT} from '../lib/paths';
import {anchorFindings} from './anchors';
import {formatFinding, sortFindings, type Finding} from './findings';
import {inventoryPage, problemsOf} from './inventory';
import {isPartial, loadSite, siteFindings} from './rules/index';

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
    {cwd: root, env: {...process.env, FORCE_COLOR: '0'}},
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

async function proseLint(files: string[]): Promise<Finding[]> {
  const linter = createLinter({
    descriptor: await loadTextlintrc({configFilePath: path.join(root, '.textlintrc.json')}),
  });
  const results = await linter.lintFiles(files.map((file) => path.join(root, file)));
  return results.flatMap((result) =>
    result.messages.map((message) => {
      const [problem, ...rest] = message.message.split('\n');
      return {
        file: path.relative(root, result.filePath),
        line: message.line,
        problem: problem.replace(/ => .*$/, ''),
        fix: message.fix
          ? `${problem.includes('=>') ? problem.split(' => ')[1] : 'apply the fix'} (\`npx textlint --fix <file>\` does it)${rest.length ? ': ' + rest.join(' ') : ''}`
          : rest.join(' ') || 'see docs-style/README.md',
        rule: `textlint:${message.ruleId}`,
      };
    }),
  );
}

/** What to do about each problem of the content bar (scripts/content/inventory.ts). */
function barFix(problem: string): string {
  if (problem.includes('floor'))
    return 'this page of the specification keeps its depth: say what the reader needs, not less';
  if (problem.startsWith('no figure'))
    return 'add a figure of the screen the steps use: ![대체 텍스트](./img/name.svg) and a caption line';
  if (problem.startsWith('image file missing')) return 'put the SVG at that path, or fix the path';
  return 'see the table of checks in docs-style/README.md';
}

/** The content bar, as findings at the top of the file; what the rules already say (alt, baseline, TODO) is left out. */
function barFindings(files: string[]): Finding[] {
  return files
    .filter((file) => !isPartial(file))
    .flatMap((file) =>
      problemsOf(inventoryPage(root, file))
        .filter(
          (problem) =>
            !/^(alt text|no baseline|no title|no description|leftover template text \/\\bTODO)/.test(problem),
        )
        .map((problem) => ({file, line: 1, problem, fix: barFix(problem), rule: 'content-bar'})),
    );
}

/** Broken links and Markdown links the build reports (it fails on the first, warns on the second). */
function buildFindings(outcome: BuildOutcome): Finding[] {
  const findings: Finding[] = [];
  const lines = outcome.output.split('\n');
  for (const [index, line] of lines.entries()) {
    const markdownLink =
      /Markdown link with URL `([^`]+)` in source file "([^"]+)" \((\d+):\d+\) couldn't be resolved/.exec(
        line,
      );
    if (markdownLink) {
      findings.push({
        file: markdownLink[2],
        line: Number(markdownLink[3]),
        problem: `link to ${markdownLink[1]}, which is no page`,
        fix: 'link the Markdown file by its path relative to this page (e.g. ../faq.md)',
        rule: 'build',
      });
    }
    if (!outcome.ok && /\[ERROR\]/.test(line)) {
      findings.push({
        file: 'docusaurus.config.ts',
        line: 1,
        problem: `the build failed: ${lines
          .slice(index, index + 8)
          .join(' ')
          .replace(/\s+/g, ' ')
          .slice(0, 600)}`,
        fix: 'fix the page it names (a broken link names the page and the link)',
        rule: 'build',
      });
      break;
    }
  }
  return findings;
}

async function main(): Promise<void> {
  const started = Date.now();
  const args = process.argv.slice(2);
  const withBuild = !args.includes('--no-build');
  const only = new Set(
    args.filter((arg) => !arg.startsWith('--')).map((arg) => path.relative(root, path.resolve(arg))),
  );
  const building = withBuild ? build() : undefined;

  const site = loadSite(root);
  const findings: Finding[] = [
    ...(await proseLint(site.files.filter((file) => !file.startsWith('src/pages/') || /\.mdx?$/.test(file)))),
    ...siteFindings(site),
    ...barFindings(site.files),
  ];
  const staticSeconds = (Date.now() - started) / 1000;
  let buildNote = 'build skipped (--no-build)';
  if (building) {
    const outcome = await building;
    findings.push(...buildFindings(outcome));
    if (outcome.ok) findings.push(...anchorFindings(site, BUILD_DIR));
    buildNote = `build and anchors ${outcome.seconds.toFixed(1)}s`;
  }

  const shown = sortFindings(findings.filter((f) => only.size === 0 || only.has(f.file)));
  for (const finding of shown) console.log(formatFinding(finding));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const scope = only.size ? `${only.size} file(s)` : `${site.files.length} pages`;
  if (shown.length === 0) {
    console.log(
      `✔ check:content: no findings in ${scope} (${seconds}s; rules ${staticSeconds.toFixed(1)}s, ${buildNote})`,
    );
  } else {
    console.error(
      `✖ check:content: ${shown.length} finding(s) in ${scope} (${seconds}s; rules ${staticSeconds.toFixed(1)}s, ${buildNote})`,
    );
    process.exitCode = 1;
  }
}

void main();
