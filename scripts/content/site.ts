/**
 * The site as its sources and config say: every page's route and title, the routes Docusaurus generates (tag,
 * author and category pages), the blog's tags and authors, and the anchors each page has. The rules resolve links,
 * anchors, tags and authors against this, so a check of one file, with or without a build, finds the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {parse} from 'yaml';
import {ROUTES} from '../../src/config/constants';
import {env} from '../../src/config/env';
import {contentFiles, isPartial} from './inventory';
import {readMarkdown, titleOf, type MarkdownSource} from './markdown';
import {blogPosts, sidebarCategorySlugs} from './pages';
import type * as prh from 'prh';
import {loadTermList} from './rules/svg-terms';
import {loadEnglishLabels, loadUiLabels} from './rules/ui-labels';

export interface Site {
  root: string;
  /** Every Markdown file readers can reach, partials (`_name.mdx`) included. */
  files: string[];
  /** The base path every route is served under (`/dlabflow/`). */
  baseUrl: string;
  titleOfFile: (file: string) => string | undefined;
  fileOfRoute: (route: string) => string | undefined;
  routeOfFile: (file: string) => string | undefined;
  /** Routes with no Markdown file: the blog's list, tag, author and archive pages, category indexes, React pages. */
  otherRoutes: Set<string>;
  /** Tag keys of blog/tags.yml. */
  tags: Set<string>;
  /** Author keys of blog/authors.yml. */
  authors: Set<string>;
  /** Ids a page's headings and elements have, partials it imports included. */
  anchorsOfFile: (file: string) => string[];
  labels: Set<string>;
  /** The product's Korean label for each English name a writer may use for it. */
  englishLabels: Map<string, string>;
  terms: prh.Engine;
}

export {isPartial};

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

function readYaml(root: string, file: string): Record<string, unknown> {
  const absolute = path.join(root, file);
  return fs.existsSync(absolute)
    ? ((parse(fs.readFileSync(absolute, 'utf8')) ?? {}) as Record<string, unknown>)
    : {};
}

/** React pages (src/pages/*.tsx) are routes too. */
function reactPageRoutes(root: string): string[] {
  const dir = path.join(root, 'src/pages');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.(tsx|jsx|js)$/.test(e.name) && !e.name.startsWith('_'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .map((file) => '/' + file.replace(/(\/?index)?\.(tsx|jsx|js)$/, ''))
    .map((route) => (route === '/' ? '/' : route));
}

/** A heading's text as Docusaurus slugs it: the words, without Markdown marks, links' targets or HTML. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\s*\{#[^}]+\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .trim();
}

/** Ids of a page's own headings (explicit `{#id}` or slugged text, numbered on repeats) and `id="…"` elements. */
export function anchorsOfSource(source: MarkdownSource): string[] {
  const slugger = createSlugger();
  const ids: string[] = [];
  for (const m of source.prose.matchAll(/^(#{1,6})[ \t]+(.+?)[ \t#]*$/gm)) {
    const explicit = /\{#([^}\s]+)\}\s*$/.exec(m[2]);
    const id = explicit
      ? slugger.slug(explicit[1], {maintainCase: true})
      : slugger.slug(headingText(m[2]), {maintainCase: false});
    // The page's `# ` title is slugged (a later heading of the same text is numbered) but renders without an id.
    if (m[1].length > 1) ids.push(id);
  }
  for (const m of source.prose.matchAll(/\sid=(?:"([^"]+)"|'([^']+)'|\{['"]([^'"]+)['"]\})/g))
    ids.push(m[1] ?? m[2] ?? m[3]);
  return ids;
}

/** Partials a page imports (`import X from './_partials/_x.mdx'`), relative to the root. */
function importedPartials(source: MarkdownSource): string[] {
  const body = source.raw.slice(source.bodyOffset);
  return [...body.matchAll(/^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm)].map((m) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(source.file), m[1])),
  );
}

export function loadSite(root: string): Site {
  const files = contentFiles(root).map((f) => f.split('\\').join('/'));
  const postSlugs = new Map(blogPosts(root).map((post) => [post.file, post.slug]));
  const sources = new Map(files.map((file) => [file, readMarkdown(root, file)]));
  const titles = new Map<string, string | undefined>();
  const routes = new Map<string, string>();
  for (const [file, source] of sources) {
    titles.set(file, titleOf(source));
    const route = isPartial(file) ? undefined : routeOf(file, source, postSlugs);
    if (route) routes.set(route, file);
  }
  const tagsFile = readYaml(root, 'blog/tags.yml');
  const authorsFile = readYaml(root, 'blog/authors.yml');
  const tagRoutes = Object.entries(tagsFile).map(
    ([key, tag]) =>
      `${ROUTES.blogTags}${(tag as {permalink?: string} | null)?.permalink ?? `/${encodeURIComponent(key)}`}`,
  );
  const otherRoutes = new Set<string>([
    ROUTES.home,
    ROUTES.blog,
    ROUTES.blogArchive,
    ROUTES.blogAuthors,
    ROUTES.blogTags,
    ROUTES.search,
    ...tagRoutes,
    ...tagRoutes.map((route) => decodeURIComponent(route)),
    ...Object.keys(authorsFile).map((key) => `${ROUTES.blogAuthors}/${key}`),
    ...sidebarCategorySlugs().map((slug) => `/docs/category/${slug}`),
    ...reactPageRoutes(root),
  ]);
  const anchors = new Map<string, string[]>();
  const anchorsOfFile = (file: string, seen = new Set<string>()): string[] => {
    if (!anchors.has(file)) {
      const source = sources.get(file);
      if (!source) return [];
      seen.add(file);
      anchors.set(file, [
        ...anchorsOfSource(source),
        ...importedPartials(source)
          .filter((partial) => !seen.has(partial))
          .flatMap((partial) => anchorsOfFile(partial, seen)),
      ]);
    }
    return anchors.get(file)!;
  };
  return {
    root,
    files,
    baseUrl: env.baseUrl,
    titleOfFile: (file) => titles.get(file),
    fileOfRoute: (route) => routes.get(route),
    routeOfFile: (file) => [...routes].find(([, f]) => f === file)?.[0],
    otherRoutes,
    tags: new Set(Object.keys(tagsFile)),
    authors: new Set(Object.keys(authorsFile)),
    anchorsOfFile: (file) => anchorsOfFile(file),
    labels: loadUiLabels(root),
    englishLabels: loadEnglishLabels(root),
    terms: loadTermList(root),
  };
}
