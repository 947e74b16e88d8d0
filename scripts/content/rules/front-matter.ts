/** Front matter every page needs: what search engines, llms.txt and the version note read. */
import type {Finding} from '../findings';
import {frontMatterLine, type MarkdownSource} from '../markdown';

export const DESCRIPTION_MIN = 20;
/** The product version a page was checked against, e.g. `v2.5`. */
export const BASELINE = /^v\d+\.\d+/;

export function frontMatterFindings(source: MarkdownSource): Finding[] {
  const {data, file} = source;
  const isPage = file.startsWith('src/pages/');
  const findings: Finding[] = [];
  const add = (key: string, problem: string, fix: string) =>
    findings.push({file, line: frontMatterLine(source, key), problem, fix, rule: 'front-matter'});

  if (typeof data.title !== 'string' || !data.title.trim()) {
    add('title', 'no `title` in front matter', 'add `title:` with the page title readers see');
  }
  if (typeof data.description !== 'string' || [...data.description.trim()].length < DESCRIPTION_MIN) {
    add(
      'description',
      `no \`description\` of ${DESCRIPTION_MIN}+ characters in front matter`,
      'add one sentence saying what the reader can do with this page (search results show it)',
    );
  }
  const keywords = data.keywords;
  if (!isPage && !(Array.isArray(keywords) && keywords.length > 0)) {
    add(
      'keywords',
      'no `keywords` in front matter',
      'list the words a reader would search for, e.g. `keywords: [라벨링, 클래스]`',
    );
  }
  if (typeof data.baseline !== 'string' || !BASELINE.test(data.baseline)) {
    add(
      'baseline',
      'no `baseline` in front matter',
      'add `baseline: v2.5` (the product version whose screens you checked)',
    );
  }
  return findings;
}
