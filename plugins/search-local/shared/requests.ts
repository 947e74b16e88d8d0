/**
 * The search requests the DocSearch UI sends, in both shapes: the modal's `{requests: [...]}` and the
 * search page helper's legacy `[{indexName, params}]`, normalised to flat parameter objects as
 * algoliasearch v5 lite does before it sends them. Safe for browser code.
 */

export type FacetFilters = string | (string | string[])[];

export interface SearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  /**
   * Not Algolia's: search the query as typed, never converted (no `searchedQuery` in the response). The UI
   * sends it when the reader chooses the original over the converted query (client/searchClient.ts).
   */
  asTyped?: boolean;
  [param: string]: unknown;
}

interface LegacyRequest {
  indexName?: string;
  params?: Record<string, unknown> | string;
  [param: string]: unknown;
}

export type SearchMethodParams = {requests: (SearchRequest | LegacyRequest)[]} | LegacyRequest[];

/** A v3-style `params` string (`query=a&hitsPerPage=20&facetFilters=%5B...%5D`). */
function parseParamString(params: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = /^[[{]|^(true|false|\d+)$/.test(value) ? JSON.parse(value) : value;
    } catch {
      parsed[key] = value;
    }
  }
  return parsed;
}

function flatten({params, ...rest}: LegacyRequest): SearchRequest {
  const flat = typeof params === 'string' ? parseParamString(params) : (params ?? {});
  return {...rest, ...flat};
}

export function normalizeRequests(input: SearchMethodParams): SearchRequest[] {
  const list = Array.isArray(input) ? input : input.requests;
  return list.map((request) => flatten(request as LegacyRequest));
}
