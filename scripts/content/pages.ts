/**
 * The site's pages as the sources say: docs in the order of sidebars.ts, posts from blog/. Tests and scripts read
 * this instead of keeping their own list, so a new page needs no edit outside its own file and its sidebar entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sidebars from '../../sidebars';
import {DOCS_SIDEBAR_ID} from '../../src/config/constants';
import {REPO_ROOT} from '../lib/paths';

type SidebarItem =
  | string
  | {type?: string; id?: string; items?: SidebarItem[]; link?: {type?: string; id?: string; slug?: string}};

function walk(items: SidebarItem[], visit: (item: Exclude<SidebarItem, string>) => void): void {
  for (const item of items) {
    if (typeof item === 'string') visit({type: 'doc', id: item});
    else {
      visit(item);
      if (item.items) walk(item.items, visit);
    }
  }
}

const sidebarItems = (): SidebarItem[] => sidebars[DOCS_SIDEBAR_ID] as unknown as SidebarItem[];

/** Doc ids in sidebar order (a category's own doc page included). */
export function sidebarDocIds(): string[] {
  const ids: string[] = [];
  walk(sidebarItems(), (item) => {
    if (item.type === 'doc' && item.id) ids.push(item.id);
    if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
  });
  return ids;
}

/** Slugs of the generated category index pages (/docs/category/<slug>). */
export function sidebarCategorySlugs(): string[] {
  const slugs: string[] = [];
  walk(sidebarItems(), (item) => {
    if (item.link?.type === 'generated-index' && item.link.slug) {
      slugs.push(item.link.slug.replace(/^\/category\//, ''));
    }
  });
  return slugs;
}

/**
 * Every doc: the sidebar's in its order, then any page outside it (one that names its sidebar in front matter,
 * such as the support page), by file name. Partials (`_name.mdx`, `_folder/`) are no pages.
 */
export function allDocIds(root = REPO_ROOT): string[] {
  const inSidebar = sidebarDocIds();
  const files = fs
    .readdirSync(path.join(root, 'docs'), {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) =>
      path.relative(path.join(root, 'docs'), path.join(e.parentPath, e.name)).split(path.sep).join('/'),
    )
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();
  return [...inSidebar, ...files.filter((id) => !inSidebar.includes(id))];
}

/** The Markdown file of a doc id (docs/<id>.md or .mdx), relative to the root. */
export function docFile(id: string, root = REPO_ROOT): string | undefined {
  return ['.md', '.mdx']
    .map((ext) => `docs/${id}${ext}`)
    .find((file) => fs.existsSync(path.join(root, file)));
}

export interface BlogPost {
  /** Relative path of the post's Markdown file. */
  file: string;
  /** The route under /blog/. */
  slug: string;
  title: string;
}

/** Every post: a folder with index.md(x) or a lone .md(x) file; the slug as Docusaurus derives it. */
export function blogPosts(root = REPO_ROOT): BlogPost[] {
  const dir = path.join(root, 'blog');
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      if (entry.name.startsWith('_')) return [];
      if (entry.isDirectory()) {
        const index = ['index.md', 'index.mdx'].find((name) =>
          fs.existsSync(path.join(dir, entry.name, name)),
        );
        return index ? [{file: `blog/${entry.name}/${index}`, name: entry.name}] : [];
      }
      return /\.mdx?$/.test(entry.name)
        ? [{file: `blog/${entry.name}`, name: entry.name.replace(/\.mdx?$/, '')}]
        : [];
    })
    .map(({file, name}) => {
      const {data} = matter(fs.readFileSync(path.join(root, file), 'utf8'));
      // Without a `slug`, Docusaurus turns a date prefix into folders: 2025-06-18-name → 2025/06/18/name.
      const slug =
        typeof data.slug === 'string'
          ? data.slug.replace(/^\//, '')
          : name.replace(/^(\d{4})-(\d{2})-(\d{2})-/, '$1/$2/$3/');
      return {file, slug, title: String(data.title ?? '')};
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}
