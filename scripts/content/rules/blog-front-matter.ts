/**
 * A post's tags and authors are keys of blog/tags.yml and blog/authors.yml: the build refuses any other
 * (onInlineTags, onInlineAuthors), so the check names the line and the keys that exist.
 */
import {quoted} from '../josa';
import type {Finding} from '../findings';
import {frontMatterLine, type MarkdownSource} from '../markdown';
import type {Site} from '../site';

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function unknownKeys(
  source: MarkdownSource,
  key: 'tags' | 'authors',
  known: Set<string>,
  listFile: string,
  what: string,
): Finding[] {
  return asList(source.data[key])
    .filter((value) => typeof value !== 'string' || !known.has(value))
    .map((value) => ({
      file: source.file,
      line: frontMatterLine(source, key),
      problem:
        typeof value === 'string'
          ? `${what} ${quoted(value, '은/는')} ${listFile}에 없습니다`
          : `${what}를 앞머리에 직접 정의했습니다`,
      fix: `${listFile}에 있는 키로 씁니다(${[...known].join(', ')}). 새 ${what}가 필요하면 ${listFile}에 먼저 더합니다`,
      rule: 'blog-front-matter',
    }));
}

export function blogFrontMatterFindings(source: MarkdownSource, site: Site): Finding[] {
  if (!source.file.startsWith('blog/')) return [];
  return [
    ...unknownKeys(source, 'tags', site.tags, 'blog/tags.yml', '태그'),
    ...unknownKeys(source, 'authors', site.authors, 'blog/authors.yml', '글쓴이'),
  ];
}
