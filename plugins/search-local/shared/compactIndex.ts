/**
 * The shipped index: records packed into a string table, per-page rows and content written in pieces of one
 * vocabulary (./textPieces.ts), read back in the browser as records the engine indexes without joining their text.
 * Safe for browser code.
 */
import {
  derived,
  emptyHierarchy,
  HIERARCHY_LEVELS,
  KEYWORDS_ATTRIBUTE,
  type DocSearchRecord,
  type Hierarchy,
  type PageMeta,
  type RecordType,
} from './records';
import type {GlossaryGroup} from './glossary';
import {PAGE_TYPE_ATTRIBUTE} from './pageTypes';
import {joinPieces, readPieces, toPieces} from './textPieces';

export const COMPACT_INDEX_VERSION = 2;

const TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * One row: [page, type, lvl0..lvl6 and anchor as string ids (-1 = null), content in pieces, its own page type if
 * any]. A section's records repeat its headings and anchor, so each is written once, in the string table.
 */
type Row = (number | string | null)[];

export interface CompactIndex {
  v: typeof COMPACT_INDEX_VERSION;
  /** Origin every page path is relative to (siteConfig.url). */
  origin: string;
  /** Headings and anchors, each once. */
  strings: string[];
  /** The pieces the rows' content is written in (./textPieces.ts). */
  vocabulary: string[];
  /** Per page, its path, what its records share, and its front-matter keywords (on its first record when read). */
  pages: {path: string; meta: PageMeta; keywords?: string[]}[];
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
    if (record.keywords) pages[page]!.keywords = record.keywords;
    const levels = HIERARCHY_LEVELS.map((level) => stringId(record.hierarchy[level]));
    const row: Row = [page, TYPES.indexOf(record.type), ...levels, stringId(record.anchor), record.content];
    // A record typed apart from its page (extract.ts: a list item naming another page).
    const type = record[PAGE_TYPE_ATTRIBUTE] as string | undefined;
    if (type !== undefined && type !== pages[page]!.meta[PAGE_TYPE_ATTRIBUTE]) row.push(type);
    rows.push(row);
  }
  const {vocabulary, pieces} = toPieces(records.map((record) => record.content));
  rows.forEach((row, i) => (row[10] = pieces[i]!));
  return {
    v: COMPACT_INDEX_VERSION,
    origin,
    strings,
    vocabulary,
    pages,
    rows,
    ...(glossary.length > 0 && {glossary}),
  };
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
  KEYWORDS_ATTRIBUTE,
]);

export class IndexFormatError extends Error {
  override name = 'IndexFormatError';
}

/** The glossary an index carries (none in an index written before it had one). */
export function decodeGlossary(data: unknown): readonly GlossaryGroup[] {
  const glossary = (data as CompactIndex | undefined)?.glossary;
  return Array.isArray(glossary) ? glossary : [];
}

/** What the records of one page share. */
interface IndexPage {
  url: string;
  vocabulary: readonly string[];
}

const SOURCE = Symbol('source');

/**
 * A record read from the shipped index. Its content stays in pieces until something reads it (a hit's snippet):
 * the engine indexes the pieces (`contentPieces`), so loading the index joins no text. Its URLs, objectID and
 * weight are derived when read. `plainRecord` (./records.ts) copies it into a plain object, as hits carry it.
 */
export class IndexRecord implements DocSearchRecord {
  [meta: string]: unknown;
  readonly [SOURCE]: {
    page: IndexPage;
    position: number;
    pieces: string | null;
    content?: string | null;
  };

  constructor(
    readonly type: RecordType,
    readonly hierarchy: Hierarchy,
    readonly anchor: string | null,
    source: IndexRecord[typeof SOURCE],
    meta: PageMeta,
  ) {
    this[SOURCE] = source;
    Object.assign(this, meta);
  }

  get content(): string | null {
    const source = this[SOURCE];
    if (source.content === undefined) {
      source.content = source.pieces === null ? null : joinPieces(source.pieces, source.page.vocabulary);
    }
    return source.content;
  }

  get url_without_anchor(): string {
    return this[SOURCE].page.url;
  }

  get url(): string {
    return derived.url(this.url_without_anchor, this.anchor);
  }

  get objectID(): string {
    return derived.objectID(this.url_without_anchor, this[SOURCE].position);
  }

  get weight(): DocSearchRecord['weight'] {
    return derived.weight(this.type, this[SOURCE].position, this);
  }

  /** The vocabulary the content's pieces number into. */
  get vocabulary(): readonly string[] {
    return this[SOURCE].page.vocabulary;
  }

  /** The vocabulary numbers of the content's pieces, into `out`; returns how many (0 without content). */
  contentPieces(out: number[]): number {
    const {pieces} = this[SOURCE];
    return pieces === null ? 0 : readPieces(pieces, out);
  }
}

function sameHeadings(a: Row, b: Row): boolean {
  for (let i = 2; i < 2 + HIERARCHY_LEVELS.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function decodeIndex(data: unknown): IndexRecord[] {
  const index = data as CompactIndex;
  if (
    !index ||
    index.v !== COMPACT_INDEX_VERSION ||
    !Array.isArray(index.rows) ||
    !Array.isArray(index.pages) ||
    !Array.isArray(index.vocabulary)
  ) {
    throw new IndexFormatError('The search index has an unknown format.');
  }
  const pages: IndexPage[] = index.pages.map(({path}) => ({
    url: path.startsWith('http') ? path : index.origin + path,
    vocabulary: index.vocabulary,
  }));
  // Per page, the position of its next record. Plain loops: at 1,000 pages this runs for 42k records in the
  // worker before the first search can be answered.
  const positions = new Uint32Array(index.pages.length);
  const records = new Array<IndexRecord>(index.rows.length);
  // Consecutive records of one section share one hierarchy object (records never change their hierarchy).
  let hierarchy = emptyHierarchy();
  let previous: Row = [];
  for (let r = 0; r < index.rows.length; r++) {
    const row = index.rows[r]!;
    const page = row[0] as number;
    if (!sameHeadings(row, previous)) {
      hierarchy = emptyHierarchy();
      for (let i = 0; i < HIERARCHY_LEVELS.length; i++) {
        const id = row[2 + i] as number;
        if (id !== -1) hierarchy[HIERARCHY_LEVELS[i]!] = index.strings[id]!;
      }
    }
    previous = row;
    const {meta, keywords} = index.pages[page]!;
    const position = positions[page]++;
    let recordMeta = row.length > 11 ? {...meta, [PAGE_TYPE_ATTRIBUTE]: row[11] as string} : meta;
    if (position === 0 && keywords) recordMeta = {...recordMeta, [KEYWORDS_ATTRIBUTE]: keywords};
    records[r] = new IndexRecord(
      TYPES[row[1] as number]!,
      hierarchy,
      row[9] === -1 ? null : index.strings[row[9] as number]!,
      {page: pages[page]!, position, pieces: row[10] as string | null},
      recordMeta,
    );
  }
  return records;
}
