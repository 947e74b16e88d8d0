/**
 * A link to a whole page is labelled with that page's current title, so a reader who follows it finds the
 * heading they were promised, and a renamed page leaves no stale name behind. For a post whose title has a
 * subtitle ("제목 - 부제"), the part before " - " is enough. A link to a section (`…md#anchor`) may say what the
 * section holds in the sentence's own words.
 */
import path from 'node:path';
import {quoted} from '../josa';
import type {Finding} from '../findings';
import {bodyLine, type MarkdownSource} from '../markdown';

/** A Markdown link `[label](target)` that is not an image. */
const LINK = /(?<!!)\[([^\]\n]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

export interface PageLink {
  label: string;
  /** The linked Markdown file, relative to the root (undefined for external and non-page links). */
  targetFile?: string;
  anchor?: string;
  offset: number;
}

/** Where a link in `fromFile` points: a relative `.md(x)` path or an absolute `/docs/…` or `/blog/…` route. */
export function resolveLink(
  fromFile: string,
  target: string,
  fileOfRoute: (route: string) => string | undefined,
) {
  const [pathPart, anchor] = target.split('#');
  if (!pathPart) return {file: fromFile, anchor};
  if (/^[a-z]+:/i.test(pathPart)) return {anchor};
  if (/\.mdx?$/.test(pathPart)) {
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decodeURI(pathPart)));
    return {file, anchor};
  }
  if (pathPart.startsWith('/')) return {file: fileOfRoute(pathPart.replace(/\/$/, '')), anchor};
  return {anchor};
}

export function linksOf(
  source: MarkdownSource,
  fileOfRoute: (route: string) => string | undefined,
): PageLink[] {
  return [...source.prose.matchAll(LINK)].map((m) => {
    const {file, anchor} = resolveLink(source.file, m[2], fileOfRoute);
    return {label: m[1].replace(/\\(.)/g, '$1').trim(), targetFile: file, anchor, offset: m.index};
  });
}

/** Labels a whole-page link to a page with this title may use. */
export function acceptedLabels(title: string): string[] {
  const main = title.split(' - ')[0].trim();
  return main === title ? [title] : [title, main];
}

export function linkLabelFindings(
  source: MarkdownSource,
  titleOfFile: (file: string) => string | undefined,
  fileOfRoute: (route: string) => string | undefined,
): Finding[] {
  const findings: Finding[] = [];
  for (const link of linksOf(source, fileOfRoute)) {
    if (!link.targetFile || link.anchor) continue;
    const title = titleOfFile(link.targetFile);
    if (!title || acceptedLabels(title).includes(link.label)) continue;
    findings.push({
      file: source.file,
      line: bodyLine(source, link.offset),
      problem: `링크 "[${link.label}]"의 이름이 ${link.targetFile}의 제목 ${quoted(title, '와/과')} 다릅니다`,
      fix: `링크 이름을 "${acceptedLabels(title).at(-1)}"(그 페이지의 현재 제목)로 쓰거나, #앵커로 절을 가리킵니다`,
      rule: 'link-labels',
    });
  }
  return findings;
}
