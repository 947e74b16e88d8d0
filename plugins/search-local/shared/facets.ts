/**
 * Algolia facet filters over records: AND across the outer list, OR inside a nested list, and
 * negation with `-attr:value` or `attr:-value`. Safe for browser code.
 */
import type {DocSearchRecord} from './records';
import type {FacetFilters} from './requests';

function parseFilters(filters: FacetFilters | undefined): (string | string[])[] {
  if (filters === undefined) return [];
  if (typeof filters !== 'string') return filters;
  const trimmed = filters.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as (string | string[])[];
  return trimmed ? trimmed.split(',').map((f) => f.trim()) : [];
}

function recordValues(record: DocSearchRecord, attribute: string): string[] {
  const value = record[attribute];
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? [] : [String(value)];
}

type Test = (record: DocSearchRecord) => boolean;

/** One `attr:value` filter, parsed once per request rather than once per record. */
function compileOne(filter: string): Test {
  const separator = filter.indexOf(':');
  if (separator < 0) return () => false;
  let attribute = filter.slice(0, separator).trim();
  let value = filter.slice(separator + 1).trim();
  let negated = false;
  if (attribute.startsWith('-')) [attribute, negated] = [attribute.slice(1), true];
  else if (value.startsWith('-')) [value, negated] = [value.slice(1), true];
  return (record) => {
    const raw = record[attribute];
    const found = Array.isArray(raw) ? raw.map(String).includes(value) : raw != null && String(raw) === value;
    return negated ? !found : found;
  };
}

/** A predicate for records passing the request's facet filters. */
export function facetFilter(filters: FacetFilters | undefined): (record: DocSearchRecord) => boolean {
  const groups = parseFilters(filters).map((group) =>
    (Array.isArray(group) ? group : [group]).map(compileOne),
  );
  return (record) => groups.every((group) => group.some((test) => test(record)));
}

/** Facet value counts over the matched records, for the attributes a request asks for. */
export function facetCounts(
  records: DocSearchRecord[],
  facets: string | string[] | undefined,
): Record<string, Record<string, number>> | undefined {
  if (facets === undefined) return undefined;
  const attributes = (Array.isArray(facets) ? facets : [facets]).filter((a) => a !== '*');
  const counts: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const values: Record<string, number> = {};
    for (const record of records) {
      for (const value of recordValues(record, attribute)) values[value] = (values[value] ?? 0) + 1;
    }
    counts[attribute] = values;
  }
  return counts;
}
