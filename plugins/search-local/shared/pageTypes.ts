/**
 * What kind of page a record comes from, decided at build time from its route (server/pageType.ts) and carried
 * by every record as `page_type`: search ranks a guide whose headings are about the query above a page that only
 * mentions it (the glossary, the limits table, release notes, a category index, a blog post). Algolia mode gets
 * the same order from `weight.pageRank`, the first attribute of the index's customRanking. Safe for browser code.
 */

export const PAGE_TYPES = ['guide', 'faq', 'glossary', 'reference', 'index', 'blog', 'page'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The record attribute (like the crawler's `docusaurus_tag`, copied onto each record of the page). */
export const PAGE_TYPE_ATTRIBUTE = 'page_type';

/**
 * weight.pageRank by page type: guides and the FAQ (whose questions are the readers' own) first, then the pages
 * that list or mention a subject. Algolia compares it only between records that tie on every textual criterion.
 */
export const PAGE_RANK: Record<PageType, number> = {
  guide: 3,
  faq: 3,
  glossary: 2,
  reference: 1,
  blog: 1,
  index: 0,
  page: 0,
};

export function pageTypeOf(meta: Record<string, unknown>): PageType {
  const type = meta[PAGE_TYPE_ATTRIBUTE];
  return (PAGE_TYPES as readonly unknown[]).includes(type) ? (type as PageType) : 'guide';
}
