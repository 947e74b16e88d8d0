/**
 * The content rules a page must pass, run over the site's sources: what `npm run check:content` prints and what
 * tests/unit/content-rules.test.ts holds at zero. Each rule lives in its own file beside this one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as prh from 'prh';
import type {Finding} from '../findings';
import {contentFiles} from '../inventory';
import {readMarkdown, titleOf, type MarkdownSource} from '../markdown';
import {frontMatterFindings} from './front-matter';
import {headingFindings} from './headings';
import {imageFindings} from './images';
import {linkLabelFindings} from './link-labels';
import {placeholderFindings} from './placeholders';
import {stepFindings} from './steps';
import {figureFiles, loadTermList, svgTermFindings} from './svg-terms';
import {loadUiLabels, uiLabelFindings} from './ui-labels';
import {blogPosts} from '../pages';

export interface Site {
  root: string;
  /** Every Markdown file readers can reach, partials (`_name.mdx`) included. */
  files: string[];
  titleOfFile: (file: string) => string | undefined;
  fileOfRoute: (route: string) => string | undefined;
  routeOfFile: (file: string) => string | undefined;
  labels: Set<string>;
  terms: prh.Engine;
}

/** MDX partials render inside other pages: no front matter or outline of their own. */
export const isPartial = (file: string): boolean => file.split('/').some((part) => part.startsWith('_'));

/** The route a Markdown file is served at, relative to the base path. */
function routeOf(file: string, source: MarkdownSource, postSlugs: Map<string, string>): string | undefined {
  if (file.startsWith('docs/')) {
    const slug =
      typeof source.data.slug === 'string' && source.data.slug.startsWith('/') ? source.data.slug : undefined;
    return slug ? `/docs${slug}` : `/docs/${file.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`;
  }
  if (file.startsWith('blog/')) return postSlugs.has(file) ? `/blog/${postSlugs.get(file)}` : undefined;
  if (file.startsWith('src/pages/'))
    return '/' + file.replace(/^src\/pages\//, '').replace(/(\/?index)?\.mdx?$/, '');
  return undefined;
}

export function loadSite(root: string): Site {
  const files = contentFiles(root).map((f) => f.split('\\').join('/'));
  const postSlugs = new Map(blogPosts(root).map((post) => [post.file, post.slug]));
  const titles = new Map<string, string | undefined>();
  const routes = new Map<string, string>();
  for (const file of files) {
    const source = readMarkdown(root, file);
    titles.set(file, titleOf(source));
    const route = isPartial(file) ? undefined : routeOf(file, source, postSlugs);
    if (route) routes.set(route, file);
  }
  return {
    root,
    files,
    titleOfFile: (file) => titles.get(file),
    fileOfRoute: (route) => routes.get(route),
    routeOfFile: (file) => [...routes].find(([, f]) => f === file)?.[0],
    labels: loadUiLabels(root),
    terms: loadTermList(root),
  };
}

/** Every finding in one Markdown file. */
export function markdownFindings(site: Site, file: string): Finding[] {
  const source = readMarkdown(site.root, file);
  const partial = isPartial(file);
  return [
    ...(partial ? [] : frontMatterFindings(source)),
    ...(partial ? [] : headingFindings(source)),
    ...imageFindings(source),
    ...stepFindings(source),
    ...uiLabelFindings(source, site.labels),
    ...linkLabelFindings(source, site.titleOfFile, site.fileOfRoute),
    ...placeholderFindings(file, source.raw),
  ];
}

/** Every finding in the site's Markdown and figures. */
export function siteFindings(site: Site): Finding[] {
  return [
    ...site.files.flatMap((file) => markdownFindings(site, file)),
    ...figureFiles(site.root).flatMap((file) => [
      ...svgTermFindings(site.root, file, site.terms, site.labels),
      ...placeholderFindings(file, fs.readFileSync(path.join(site.root, file), 'utf8')),
    ]),
  ];
}
