/**
 * Every link resolves: a relative `.md` path to a file that exists, a site path (`/docs/…`, `/blog/…`, a tag's or
 * an author's page) to a route the site has, and `#anchor` to an id the target page has. Resolved from the sources
 * and blog/tags.yml and blog/authors.yml, so a check of one file finds what the build would, without the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Finding} from '../findings';
import {bodyLine, markdownLinks, type MarkdownSource} from '../markdown';
import type {Site} from '../site';

/** At most this many anchors are listed in a message; the rest are counted. */
const ANCHORS_SHOWN = 12;

/** The closest of `candidates` to `wanted` by shared trailing name, to suggest where a link meant to go. */
function closest(wanted: string, candidates: string[]): string | undefined {
  const name = (p: string) =>
    path.posix
      .basename(p)
      .replace(/\.mdx?$/, '')
      .toLowerCase();
  const target = name(wanted);
  if (!target) return undefined;
  return (
    candidates.find((c) => name(c) === target) ??
    candidates.find(
      (c) => name(c) !== '' && (name(c).includes(target) || (target.length > 3 && target.includes(name(c)))),
    )
  );
}

/** The content plugin a file belongs to: `.md` links resolve only within one. */
const pluginOf = (file: string): string => file.split('/')[0];

/** A site path as a route: the base path and a trailing slash taken off. */
function routeOf(pathPart: string, site: Site): string {
  const base = site.baseUrl.replace(/\/$/, '');
  return (base && pathPart.startsWith(`${base}/`) ? pathPart.slice(base.length) : pathPart).replace(
    /(.)\/$/,
    '$1',
  );
}

/** The file a relative `.md` path names, from the page that links. */
const relativeFile = (fromFile: string, pathPart: string): string =>
  path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decodeURI(pathPart)));

/** The page a link target names and its anchor, if it names a page of the site (for rules that read the target). */
export function linkedPage(fromFile: string, target: string, site: Site): {file?: string; anchor?: string} {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return {};
  const [pathPart, anchor] = target.split('#');
  if (!pathPart) return {file: fromFile, anchor};
  if (/\.mdx?$/.test(pathPart)) return {file: relativeFile(fromFile, pathPart), anchor};
  if (!pathPart.startsWith('/')) return {anchor};
  const route = routeOf(pathPart, site);
  return {file: site.fileOfRoute(route) ?? site.fileOfRoute(decodeURI(route)), anchor};
}

function anchorList(ids: string[]): string {
  if (ids.length === 0) return '이 페이지에는 앵커가 없습니다';
  const shown = ids.slice(0, ANCHORS_SHOWN).map((id) => `#${id}`);
  return `있는 앵커: ${shown.join(', ')}${ids.length > ANCHORS_SHOWN ? ` 외 ${ids.length - ANCHORS_SHOWN}개` : ''}`;
}

export function linkFindings(source: MarkdownSource, site: Site): Finding[] {
  const findings: Finding[] = [];
  const routes = [
    ...site.files.map((f) => site.routeOfFile(f)).filter((r): r is string => !!r),
    ...site.otherRoutes,
  ];
  for (const {image, label, target, offset} of markdownLinks(source)) {
    if (image) continue; // rules/images.ts
    const at = {file: source.file, line: bodyLine(source, offset), rule: 'links'};
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const hash = target.indexOf('#');
    const pathPart = hash < 0 ? target : target.slice(0, hash);
    const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
    let targetFile: string | undefined;
    let shown = pathPart;

    if (!pathPart) {
      targetFile = source.file;
      shown = '이 페이지';
    } else if (pathPart.startsWith('/')) {
      const route = routeOf(pathPart, site);
      targetFile = site.fileOfRoute(route) ?? site.fileOfRoute(decodeURI(route));
      if (!targetFile && !site.otherRoutes.has(route) && !site.otherRoutes.has(decodeURI(route))) {
        if (fs.existsSync(path.join(site.root, 'static', decodeURI(route)))) continue; // /img/…, /files/…
        const guess = closest(route, routes);
        findings.push({
          ...at,
          problem: `링크 "[${label}]"의 주소 ${pathPart}는 사이트에 없는 페이지입니다`,
          fix: guess
            ? `있는 주소로 고칩니다(비슷한 주소: ${guess})`
            : '사이트에 있는 주소로 고칩니다. 문서는 /docs/폴더/파일이름(확장자 없이), 블로그 글은 /blog/slug, 태그는 /blog/tags/태그입니다',
        });
        continue;
      }
    } else if (/\.mdx?$/.test(pathPart)) {
      const file = relativeFile(source.file, pathPart);
      if (!site.files.includes(file)) {
        const guess = closest(file, site.files);
        const relative = guess && path.posix.relative(path.posix.dirname(source.file), guess);
        findings.push({
          ...at,
          problem: `링크 "[${label}]"가 가리키는 ${pathPart} 파일이 없습니다(${file})`,
          fix: relative
            ? `이 페이지에서 본 상대 경로로 고칩니다: ${relative.startsWith('.') ? relative : `./${relative}`}`
            : '있는 .md 파일의 경로를 이 페이지에서 본 상대 경로로 씁니다(예: ../faq.md)',
        });
        continue;
      }
      if (pluginOf(file) !== pluginOf(source.file)) {
        // Docusaurus resolves a `.md` path only within one plugin: docs to docs, post to post, page to page.
        const route = site.routeOfFile(file);
        findings.push({
          ...at,
          problem: `링크 "[${label}]"가 ${pathPart}로 ${pluginOf(file) === 'docs' ? '문서' : '다른 영역의 글'}를 파일 경로로 가리킵니다. 빌드는 이 경로를 풀지 못합니다`,
          fix: route
            ? `사이트 경로로 씁니다: (${route}${anchor === undefined ? '' : `#${anchor}`})`
            : '사이트 경로(/docs/…, /blog/…)로 씁니다',
        });
        continue;
      }
      targetFile = file;
    } else {
      // A relative path to a file beside the page (a download, a figure opened on its own).
      if (
        /\.[a-z0-9]+$/i.test(pathPart) &&
        !fs.existsSync(path.join(site.root, path.dirname(source.file), decodeURI(pathPart)))
      ) {
        findings.push({
          ...at,
          problem: `링크 "[${label}]"가 가리키는 ${pathPart} 파일이 없습니다`,
          fix: '파일을 그 경로에 두거나 경로를 고칩니다',
        });
      }
      continue;
    }

    if (anchor === undefined || !targetFile) continue;
    const ids = site.anchorsOfFile(targetFile);
    if (ids.includes(anchor)) continue;
    findings.push({
      ...at,
      problem: `링크 "[${label}]"의 #${anchor}는 ${shown === '이 페이지' ? '이 페이지' : targetFile}에 없는 앵커입니다`,
      fix: `${anchorList(ids)}. 제목에 {#${anchor}}를 붙이거나 있는 앵커로 고칩니다`,
    });
  }
  return findings;
}
