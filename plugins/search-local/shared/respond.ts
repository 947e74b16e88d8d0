/**
 * Answers one normalised search request from the engine in Algolia's response shape: hits with
 * hierarchy, _highlightResult, _snippetResult, url, type and objectID; nbHits, page, nbPages and the
 * query echoed verbatim (the search page drops results whose query differs). Safe for browser code.
 */
import {SearchEngine, type HighlightTerm} from './engine';
import {facetCounts, facetFilter} from './facets';
import {highlight, snippet, type HighlightValue, type Tags} from './highlight';
import {HIERARCHY_LEVELS, plainRecord, type DocSearchRecord} from './records';
import type {SearchRequest} from './requests';
import type {GlossaryGroup} from './glossary';

/** Defaults of the crawler template's index settings, used when a request doesn't say. */
export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  attributesToSnippet: ['content:10'],
  snippetEllipsisText: '…',
} as const;

export interface SearchHit extends DocSearchRecord {
  _highlightResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
  _snippetResult: {
    hierarchy?: Record<string, Omit<HighlightValue, 'matchedWords'>>;
    content?: Omit<HighlightValue, 'matchedWords'>;
  };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
  /**
   * Not Algolia's: set when the engine searched another query than the one typed (the 두벌식 conversion of
   * 'fkqpffld' is '라벨링'), so the UI can say "‘라벨링’ 검색 결과" and offer the original. `query` stays verbatim.
   */
  searchedQuery?: string;
}

function parseSnippetSpecs(specs: readonly string[]): {attribute: string; size: number}[] {
  return specs.map((spec) => {
    const [attribute, size] = spec.split(':');
    return {attribute: attribute!, size: Number(size) || 10};
  });
}

function toHit(record: DocSearchRecord, terms: HighlightTerm[], request: SearchRequest): SearchHit {
  const tags: Tags = {
    pre: request.highlightPreTag ?? INDEX_DEFAULTS.highlightPreTag,
    post: request.highlightPostTag ?? INDEX_DEFAULTS.highlightPostTag,
  };
  const ellipsis = request.snippetEllipsisText ?? INDEX_DEFAULTS.snippetEllipsisText;
  // Only levels that exist: the search page reads every key of _highlightResult.hierarchy and crashes on null.
  const hierarchy: Record<string, HighlightValue> = {};
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (text !== null) hierarchy[level] = highlight(text, terms, tags);
  }
  const snippets: SearchHit['_snippetResult'] = {};
  for (const {attribute, size} of parseSnippetSpecs(
    request.attributesToSnippet ?? INDEX_DEFAULTS.attributesToSnippet,
  )) {
    if (attribute === 'content') {
      if (record.content !== null) snippets.content = snippet(record.content, terms, size, tags, ellipsis);
    } else if (attribute.startsWith('hierarchy.')) {
      const text =
        record.hierarchy[attribute.slice('hierarchy.'.length) as (typeof HIERARCHY_LEVELS)[number]];
      if (text)
        (snippets.hierarchy ??= {})[attribute.slice('hierarchy.'.length)] = snippet(
          text,
          terms,
          size,
          tags,
          ellipsis,
        );
    }
  }
  return {
    ...plainRecord(record),
    _highlightResult: {
      hierarchy,
      ...(record.content !== null && {content: highlight(record.content, terms, tags)}),
    },
    _snippetResult: snippets,
  };
}

/** The ids of one page of distinct-URL hits, and how many distinct URLs there are in all. */
function distinctPage(
  engine: SearchEngine,
  ids: ArrayLike<number>,
  offset: number,
  size: number,
): {first: number[]; count: number} {
  const seen = new Uint8Array(engine.urlCount);
  const first: number[] = [];
  let count = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const url = engine.urlIds[id]!;
    if (seen[url]) continue;
    seen[url] = 1;
    count++;
    if (count > offset && first.length < size) first.push(id);
  }
  return {first, count};
}

let queryCounter = 0;

export function respond(engine: SearchEngine, request: SearchRequest): SearchResponse {
  const started = Date.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? INDEX_DEFAULTS.hitsPerPage;
  const page = request.page ?? 0;
  const accept = facetFilter(request.facetFilters);
  const result = query.trim()
    ? engine.query(query, accept, JSON.stringify(request.facetFilters ?? null), request.asTyped !== true)
    : undefined;
  const ids = result ? result.ranking.ids : engine.records.flatMap((r, id) => (accept(r) ? [id] : []));
  // One hit per URL (the template's distinct on `url`, which includes the anchor); records are only built for the page.
  const {first, count} = distinctPage(engine, ids, page * hitsPerPage, hitsPerPage);
  const terms = result?.highlight ?? [];
  const hits = first.map((id) => toHit(engine.records[id]!, terms, request));
  const facets =
    request.facets === undefined
      ? undefined
      : facetCounts(
          [...ids].map((id) => engine.records[id]!),
          request.facets,
        );
  return {
    hits,
    nbHits: count,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(count / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName ?? '',
    processingTimeMS: Date.now() - started,
    ...(facets && {facets}),
    ...(request.clickAnalytics && {queryID: `local-${++queryCounter}`}),
    ...(result && result.searched !== query && {searchedQuery: result.searched}),
  };
}

/** What the client needs once the index is loaded; built in the lazily loaded chunk (see indexLoader.ts). */
export interface Responder {
  respond: (request: SearchRequest) => SearchResponse | Promise<SearchResponse>;
}

export function createResponder(
  records: DocSearchRecord[],
  glossary: readonly GlossaryGroup[] = [],
): {respond: (request: SearchRequest) => SearchResponse} {
  const engine = new SearchEngine(records, glossary);
  return {respond: (request) => respond(engine, request)};
}
