/**
 * The DocSearch v3 record schema (the one Algolia's Docusaurus crawler template produces), shared by
 * the extractor, the local engine and the Algolia upload. Safe for browser code.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

import {PAGE_RANK, pageTypeOf} from './pageTypes';

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
  /** As the crawler: level 100 − 10·N for headings, 0 for content; position in the page; pageRank by page type. */
  weight: {pageRank: number; level: number; position: number};
  /** On a page's first record only: its front-matter `keywords`, words readers search for (server/extract.ts). */
  keywords?: string[];
  [meta: string]: unknown;
}

/** The record attribute of a page's keywords (a searchable attribute in Algolia). */
export const KEYWORDS_ATTRIBUTE = 'keywords';

export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - 10 * Number(type.slice(3));
}

/** What a record of a page is made of; its URLs, objectID and weight follow from these. */
export interface PageRecordFields {
  /** The page's absolute URL, without an anchor. */
  pageUrl: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  anchor: string | null;
  /** The record's position in its page (0, 1, …). */
  position: number;
  meta: PageMeta;
}

/** A record's objectID, URL and weight, as the crawler template derives them from its page and place. */
export const derived = {
  objectID: (pageUrl: string, position: number): string => `${position}-${pageUrl}`,
  url: (pageUrl: string, anchor: string | null): string => (anchor ? `${pageUrl}#${anchor}` : pageUrl),
  weight: (type: RecordType, position: number, meta: Record<string, unknown>): DocSearchRecord['weight'] => ({
    pageRank: PAGE_RANK[pageTypeOf(meta)],
    level: levelWeight(type),
    position,
  }),
};

/** One record as the crawler template shapes it, built from a page's HTML (server/extract.ts). */
export function pageRecord({
  pageUrl,
  type,
  hierarchy,
  content,
  anchor,
  position,
  meta,
}: PageRecordFields): DocSearchRecord {
  return {
    objectID: derived.objectID(pageUrl, position),
    type,
    hierarchy,
    content,
    url: derived.url(pageUrl, anchor),
    url_without_anchor: pageUrl,
    anchor,
    ...meta,
    weight: derived.weight(type, position, meta),
  };
}

/**
 * The record as a plain object, every field its own: what a hit carries to the page (a record read from the
 * shipped index derives some fields when read, and a copy of its own fields alone would lack them).
 */
export function plainRecord(record: DocSearchRecord): DocSearchRecord {
  const {objectID, type, hierarchy, content, url, url_without_anchor, anchor, weight} = record;
  const plain: DocSearchRecord = {
    objectID,
    type,
    hierarchy,
    content,
    url,
    url_without_anchor,
    anchor,
    weight,
  };
  for (const key of Object.keys(record)) if (!(key in plain)) plain[key] = record[key];
  return plain;
}

export function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}
