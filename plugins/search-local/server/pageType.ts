/**
 * A built page's type (shared/pageTypes.ts), read from the classes Docusaurus puts on its <html>: a blog post
 * (`blog-post-page`), a doc (`docs-doc-id-<id>`, typed by the site's list, a guide otherwise), a docs page without
 * a doc id (a category's generated index), or any other page. Node only.
 */
import type {PageType} from '../shared/pageTypes';

/** Doc ids (front matter `id` or file path) whose pages are not guides, and what they are. */
export type DocPageTypes = Readonly<Record<string, PageType>>;

export function pageTypeFromHtmlClass(htmlClass: string, docTypes: DocPageTypes = {}): PageType {
  const classes = htmlClass.split(/\s+/);
  if (classes.includes('blog-post-page')) return 'blog';
  if (!classes.includes('plugin-docs')) return 'page';
  const docId = classes.find((c) => c.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length);
  if (docId === undefined) return 'index';
  return docTypes[docId] ?? 'guide';
}
