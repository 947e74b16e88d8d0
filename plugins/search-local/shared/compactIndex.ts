/**
 * The shipped index: records packed into a string table and per-page rows (about a third of the
 * full JSON), expanded back into full DocSearch records in the browser. Safe for browser code.
 */
import {
  emptyHierarchy,
  HIERARCHY_LEVELS,
  pageRecord,
  type DocSearchRecord,
  type PageMeta,
  type RecordType,
} from './records';
import type {GlossaryGroup} from './glossary';
import {PAGE_TYPE_ATTRIBUTE} from './pageTypes';

export const COMPACT_INDEX_VERSION = 1;

const TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** One row: [page, type, lvl0..lvl6 as string ids (-1 = null), content, anchor, its own page type if any]. */
type Row = (number | string | null)[];

export interface CompactIndex {
  v: typeof COMPACT_INDEX_VERSION;
  /** Origin every page path is relative to (siteConfig.url). */
  origin: string;
  strings: string[];
  pages: {path: string; meta: PageMeta}[];
  rows: Row[];
  /** The site's search glossary (synonyms), so the engine in the browser needs nothing else. */
  glossary?: readonly GlossaryGroup[];
}

export function encodeIndex(
  records: DocSearchRecord[],
  origin: string,
  glossary: readonly GlossaryGroup[] = [],
): CompactIndex {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const stringId = (value: string | null): number => {
    if (value === null) return -1;
    let id = stringIds.get(value);
    if (id === undefined) {
      id = strings.push(value) - 1;
      stringIds.set(value, id);
    }
    return id;
  };
  const pages: CompactIndex['pages'] = [];
  const pageIds = new Map<string, number>();
  const rows: CompactIndex['rows'] = [];
  for (const record of records) {
    const url = record.url_without_anchor;
    let page = pageIds.get(url);
    if (page === undefined) {
      const meta: PageMeta = {};
      for (const [key, value] of Object.entries(record)) {
        if (!RECORD_KEYS.has(key)) meta[key] = value as string | string[];
      }
      page = pages.push({path: url.startsWith(origin) ? url.slice(origin.length) : url, meta}) - 1;
      pageIds.set(url, page);
    }
    const levels = HIERARCHY_LEVELS.map((level) => stringId(record.hierarchy[level]));
    const row: Row = [page, TYPES.indexOf(record.type), ...levels, record.content, record.anchor];
    // A record typed apart from its page (extract.ts: a list item naming another page).
    const type = record[PAGE_TYPE_ATTRIBUTE] as string | undefined;
    if (type !== undefined && type !== pages[page]!.meta[PAGE_TYPE_ATTRIBUTE]) row.push(type);
    rows.push(row);
  }
  return {v: COMPACT_INDEX_VERSION, origin, strings, pages, rows, ...(glossary.length > 0 && {glossary})};
}

const RECORD_KEYS = new Set([
  'objectID',
  'type',
  'hierarchy',
  'content',
  'url',
  'url_without_anchor',
  'anchor',
  'weight',
]);

export class IndexFormatError extends Error {
  override name = 'IndexFormatError';
}

/** The glossary an index carries (none in an index written before it had one). */
export function decodeGlossary(data: unknown): readonly GlossaryGroup[] {
  const glossary = (data as CompactIndex | undefined)?.glossary;
  return Array.isArray(glossary) ? glossary : [];
}

export function decodeIndex(data: unknown): DocSearchRecord[] {
  const index = data as CompactIndex;
  if (
    !index ||
    index.v !== COMPACT_INDEX_VERSION ||
    !Array.isArray(index.rows) ||
    !Array.isArray(index.pages)
  ) {
    throw new IndexFormatError('The search index has an unknown format.');
  }
  // Per page, computed once: its absolute URL and the position of its next record. Plain loops: at 1,000 pages
  // this runs for 42k records in the worker before the first search can be answered.
  const pageUrls = index.pages.map(({path}) => (path.startsWith('http') ? path : index.origin + path));
  const positions = new Uint32Array(index.pages.length);
  const records = new Array<DocSearchRecord>(index.rows.length);
  for (let r = 0; r < index.rows.length; r++) {
    const row = index.rows[r]!;
    const page = row[0] as number;
    const hierarchy = emptyHierarchy();
    for (let i = 0; i < HIERARCHY_LEVELS.length; i++) {
      const id = row[2 + i] as number;
      if (id !== -1) hierarchy[HIERARCHY_LEVELS[i]!] = index.strings[id]!;
    }
    records[r] = pageRecord({
      pageUrl: pageUrls[page]!,
      type: TYPES[row[1] as number]!,
      hierarchy,
      content: row[9] as string | null,
      anchor: row[10] as string | null,
      position: positions[page]++,
      meta:
        row.length > 11
          ? {...index.pages[page]!.meta, [PAGE_TYPE_ATTRIBUTE]: row[11] as string}
          : index.pages[page]!.meta,
    });
  }
  return records;
}
