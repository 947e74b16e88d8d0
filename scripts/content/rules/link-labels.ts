/**
 * A link to a whole page is labelled with that page's current title, so a reader who follows it finds the
 * heading they were promised, and a renamed page leaves no stale name behind. For a post whose title has a
 * subtitle ("제목 - 부제"), the part before " - " is enough. A link to a section (`…md#anchor`) may say what the
 * section holds in the sentence's own words.
 */
import {quoted} from '../josa';
import type {Finding} from '../findings';
import {bodyLine, markdownLinks, type MarkdownSource} from '../markdown';
import type {Site} from '../site';
import {linkedPage} from './links';

/** Labels a whole-page link to a page with this title may use. */
export function acceptedLabels(title: string): string[] {
  const main = title.split(' - ')[0].trim();
  return main === title ? [title] : [title, main];
}

export function linkLabelFindings(source: MarkdownSource, site: Site): Finding[] {
  const findings: Finding[] = [];
  for (const {image, label, target, offset} of markdownLinks(source)) {
    if (image) continue;
    const {file, anchor} = linkedPage(source.file, target, site);
    if (!file || anchor !== undefined) continue;
    const title = site.titleOfFile(file);
    if (!title || acceptedLabels(title).includes(label)) continue;
    findings.push({
      file: source.file,
      line: bodyLine(source, offset),
      problem: `링크 "[${label}]"의 이름이 ${file}의 제목 ${quoted(title, '와/과')} 다릅니다`,
      fix: `링크 이름을 "${acceptedLabels(title).at(-1)}"(그 페이지의 현재 제목)로 쓰거나, #앵커로 절을 가리킵니다`,
      rule: 'link-labels',
    });
  }
  return findings;
}
