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
import path from 'node:path';
import {REPO_ROOT} from '../lib/paths';
import {formatFinding, githubAnnotation} from './findings';
import {checkContent} from './run-check';

async function main(): Promise<void> {
  const started = Date.now();
  const args = process.argv.slice(2);
  const root = REPO_ROOT;
  const only = [
    ...new Set(
      args.filter((arg) => !arg.startsWith('--')).map((arg) => path.relative(root, path.resolve(arg))),
    ),
  ].map((file) => file.split(path.sep).join('/'));
  const build = args.includes('--build') || (only.length === 0 && !args.includes('--no-build'));
  const annotate = args.includes('--github') || process.env.GITHUB_ACTIONS === 'true';

  const result = await checkContent({root, only, build, fix: args.includes('--fix')});
  if (result.unknown.length) {
    console.error(
      `✖ check:content: 검사할 글이 아닙니다: ${result.unknown.join(', ')} → docs/, blog/, src/pages/의 .md/.mdx 파일을 줍니다`,
    );
    process.exit(2);
  }
  if (args.includes('--fix'))
    console.log(`용어 사전의 표기 ${result.fixed}곳을 고쳤습니다(조사는 앞말에 맞췄습니다).`);
  for (const finding of result.findings) console.log(formatFinding(finding));
  if (annotate) for (const finding of result.findings) console.log(githubAnnotation(finding));
  const buildNote = result.build
    ? `빌드 ${result.build.seconds.toFixed(1)}초${result.build.ok ? '' : ', 실패'}`
    : only.length
      ? '빌드 없음(--build로 켭니다)'
      : '빌드 없음(--no-build)';
  const scope = only.length ? `파일 ${only.length}개` : `페이지 ${result.site.files.length}개`;
  const timing = `${((Date.now() - started) / 1000).toFixed(1)}초; 규칙 ${result.ruleSeconds.toFixed(1)}초, ${buildNote}`;
  if (result.findings.length === 0) {
    console.log(`✔ check:content: ${scope}에 지적이 없습니다 (${timing})`);
  } else {
    console.error(`✖ check:content: ${scope}에서 지적 ${result.findings.length}개 (${timing})`);
    process.exitCode = 1;
  }
}

void main();
