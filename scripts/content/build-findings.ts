/**
 * A failed or warning build as findings at the source file and line: Docusaurus' broken links and anchors (named
 * by route), unresolved Markdown links, tags and authors the blog's lists lack, MDX that does not compile. What
 * cannot be traced to a file is still a finding, with the build's own message and not its stack trace.
 */
import path from 'node:path';
import type {Finding} from './findings';
import {lineAt, readMarkdown} from './markdown';
import type {Site} from './site';

/** A path as the build prints it (absolute, `@site/…` or relative, maybe quoted) relative to the root. */
function relativeFile(site: Site, printed: string, folder = ''): string {
  const clean = printed
    .replace(/^path=/, '')
    .replace(/^["']|["']$/g, '')
    .replace(/^@site\//, '');
  const relative = (path.isAbsolute(clean) ? path.relative(site.root, clean) : clean)
    .split(path.sep)
    .join('/');
  // The blog names a post relative to its folder (2030-01-01-x/index.md).
  return folder && !site.files.includes(relative) && site.files.includes(`${folder}/${relative}`)
    ? `${folder}/${relative}`
    : relative;
}

/** The route of a built page without the base path, as the sources name it. */
function routeOf(site: Site, pagePath: string): string {
  const base = site.baseUrl.replace(/\/$/, '');
  const route = base && pagePath.startsWith(`${base}/`) ? pagePath.slice(base.length) : pagePath;
  return decodeURI(route.replace(/(.)\/$/, '$1')) || '/';
}

/** The line of the first link to `target` in a Markdown file, or 1. */
function lineOfLink(site: Site, file: string, target: string): number {
  try {
    const {raw} = readMarkdown(site.root, file);
    const printed = target.split(' (resolved as')[0];
    const base = site.baseUrl.replace(/\/$/, '');
    // The build prints a site path with the base path; the source may have written it without.
    const bare = base && printed.startsWith(`${base}/`) ? printed.slice(base.length) : printed;
    const index = [`](${printed}`, `](${bare}`, `](${bare.replace(/#.*$/, '')}`, `"${printed}"`, printed]
      .map((needle) => raw.indexOf(needle))
      .find((i) => i >= 0);
    return index === undefined ? 1 : lineAt(raw, index);
  } catch {
    return 1;
  }
}

/** The frame the bundler draws around a message (`╰─▶ ×`, `│`). */
const FRAME = /^[\s│╰─▶×]*/;
const STACK_FRAME = /^\s+at\s|^\s*\}?\s*$|^\s*"[a-z]+":|^\s*[{}[\]],?$/;

/** The first lines after `index` that say something (no stack frames, no JSON), joined. */
function causeAfter(lines: string[], index: number): string {
  return lines
    .slice(index + 1, index + 12)
    .map((line) => line.replace(FRAME, ' '))
    .filter(
      (line) => !STACK_FRAME.test(line) && !/^\s*(Details:|Valid author keys|- |\.\.\. \d+ lines)/.test(line),
    )
    .map((line) => line.replace(/^\s*(\[cause\]:\s*)?(Error:\s*)?(Cause:\s*)?/, '').trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' ');
}

export function buildFindings(site: Site, output: string, ok: boolean): Finding[] {
  const findings: Finding[] = [];
  const lines = output.split('\n');
  let brokenOn: {file?: string; route: string; kind: string} | undefined;
  for (const [index, line] of lines.entries()) {
    const page = /Broken (link|anchor) on source page path = (\S+?):?$/.exec(line);
    if (page) {
      const route = routeOf(site, page[2]);
      brokenOn = {file: site.fileOfRoute(route), route, kind: page[1]};
      continue;
    }
    const linking = /^\s*-> linking to (.+)$/.exec(line);
    if (linking && brokenOn) {
      const file = brokenOn.file ?? `(페이지 ${brokenOn.route})`;
      findings.push({
        file,
        line: brokenOn.file ? lineOfLink(site, brokenOn.file, linking[1]) : 1,
        problem:
          brokenOn.kind === 'anchor'
            ? `빌드: 링크 ${linking[1]}의 앵커가 대상 페이지에 없습니다`
            : `빌드: 링크 ${linking[1]}는 사이트에 없는 페이지입니다`,
        fix: '있는 페이지와 앵커로 고칩니다. 문서끼리는 .md 파일의 상대 경로로 잇습니다',
        rule: 'build',
      });
      continue;
    }
    if (!/^\s*-> /.test(line)) brokenOn = undefined;

    const markdownLink =
      /Markdown (link|image) with URL `?([^`\s]+)`? in source file "?([^"\s]+)"? \((\d+):\d+\) couldn't be resolved/.exec(
        line,
      );
    if (markdownLink) {
      findings.push({
        file: relativeFile(site, markdownLink[3]),
        line: Number(markdownLink[4]),
        problem: `빌드: ${markdownLink[1] === 'image' ? '그림' : '링크'} ${markdownLink[2]}의 대상 파일을 찾지 못했습니다`,
        fix: '있는 파일의 경로를 이 페이지에서 본 상대 경로로 씁니다(예: ../faq.md)',
        rule: 'build',
      });
      continue;
    }
    const tags = /Tags \[([^\]]*)\] used in (\S+) are not defined in (\S+)/.exec(line);
    if (tags) {
      const file = relativeFile(site, tags[2], 'blog');
      findings.push({
        file,
        line: lineOfLink(site, file, 'tags:'),
        problem: `빌드: 태그 ${tags[1]}가 blog/tags.yml에 없습니다`,
        fix: `blog/tags.yml에 있는 태그(${[...site.tags].join(', ')})로 쓰거나 그 파일에 먼저 더합니다`,
        rule: 'build',
      });
      continue;
    }
    const authors =
      /Some blog authors used in "?(\S+?)"? are not defined in/.exec(line) ??
      /Processing of blog source file "?(\S+?)"? failed/.exec(line);
    if (authors) {
      const cause = causeAfter(lines, index);
      // A tag the list lacks is reported by its own line of the output, below.
      if (/Tags \[/.test(cause)) continue;
      const file = relativeFile(site, authors[1], 'blog');
      findings.push({
        file,
        line: lineOfLink(site, file, 'authors:'),
        problem: `빌드: 이 글을 처리하지 못했습니다: ${cause}`,
        fix: `글쓴이는 blog/authors.yml의 키(${[...site.authors].join(', ')})로 씁니다`,
        rule: 'build',
      });
      continue;
    }
    const mdx =
      /MDX compilation failed for file "?(\S+?)"?$/.exec(line) ??
      /Can't process doc metadata for doc at path "?(\S+?)"? in version/.exec(line);
    if (mdx) {
      const detail = lines.slice(index, index + 40).join('\n');
      const at = /"line":\s*(\d+)/.exec(detail) ?? /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(detail);
      findings.push({
        file: relativeFile(site, mdx[1]),
        line: at ? Number(at[1]) : 1,
        problem: `빌드: 이 페이지를 읽지 못했습니다: ${causeAfter(lines, index)}`,
        fix: '그 줄의 MDX 문법을 고칩니다. 본문의 {, }, <는 `코드`로 감싸거나 \\{처럼 씁니다',
        rule: 'build',
      });
    }
  }
  if (!ok && findings.length === 0) {
    // A failure we cannot trace to a page: the build's message, without the wrapper and the stack trace.
    const message = lines
      .filter((line) => !STACK_FRAME.test(line) && !/Unable to build website for locale|^\s*$/.test(line))
      .filter((line) => /\[ERROR\]|Error:|\[cause\]/.test(line))
      .map((line) => line.replace(/^\[ERROR\]\s*/, '').trim())
      .slice(0, 3)
      .join(' / ');
    findings.push({
      file: 'docusaurus build',
      line: 0,
      problem: `빌드가 실패했습니다: ${message || '(메시지 없음)'}`,
      fix: 'npx docusaurus build의 출력에서 이 메시지를 찾아 그 파일을 고칩니다',
      rule: 'build',
    });
  }
  return findings;
}
