/**
 * The DocSearch v3 record schema (the one Algolia's Docusaurus crawler template produces), shared by
 * the extractor, the local engine and the Algolia upload. Safe for browser code.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

/** Values copied from the page's `docsearch:*` meta tags (language, version, docusaurus_tag, …). */
export type PageMeta = Record<string, string | string[]>;

export interface DocSearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** As the crawler: level 100 − 10·N for headings, 0 for content; position in the page. */
  weight: {pageRank: number; level: number; position: number};
  [meta: string]: unknown;
}

export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - 10 * Number(type.slice(3));
}

export function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}
