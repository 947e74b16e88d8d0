/**
 * Algolia-style `_highlightResult` / `_snippetResult` values: the matched parts of a text wrapped in the
 * request's highlight tags, and ~N-word snippets around the first match. Text is HTML-escaped because
 * the UI renders these values as HTML. Safe for browser code.
 */
import type {HighlightTerm} from './engine';
import {MIN_BIGRAM_COVERAGE, normalize} from './tokenizer';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface Tags {
  pre: string;
  post: string;
}

type Range = [start: number, end: number];

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The normalised text and, for each of its UTF-16 units, the [start, end) of the original character. */
function normalizedWithMap(text: string): {normalized: string; origin: Range[]} {
  let normalized = '';
  const origin: Range[] = [];
  let index = 0;
  for (const char of text) {
    const n = normalize(char);
    for (let i = 0; i < n.length; i++) origin.push([index, index + char.length]);
    normalized += n;
    index += char.length;
  }
  return {normalized, origin};
}

function findAll(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length))
    found.push(at);
  return found;
}

/** Ranges of the original text matched by the query words, merged, plus which words matched. */
export function matchRanges(text: string, terms: HighlightTerm[]): {ranges: Range[]; matchedWords: string[]} {
  const {normalized, origin} = normalizedWithMap(text);
  const ranges: Range[] = [];
  const matchedWords: string[] = [];
  for (const term of terms) {
    for (const option of term.options) {
      const hits = option.map((needle) =>
        findAll(normalized, needle).map((at): Range => [at, at + needle.length]),
      );
      // One needle must be found; for bigrams, the share the engine requires (MIN_BIGRAM_COVERAGE).
      const found = hits.filter((h) => h.length > 0).length;
      if (found === 0 || (option.length === 1 ? false : found / option.length < MIN_BIGRAM_COVERAGE))
        continue;
      for (const [start, end] of hits.flat()) ranges.push([origin[start]![0], origin[end - 1]![1]]);
      matchedWords.push(term.word);
      break;
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return {ranges: merged, matchedWords};
}

function render(text: string, ranges: Range[], from: number, to: number, tags: Tags): string {
  let out = '';
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    out += escapeHtml(text.slice(at, s)) + tags.pre + escapeHtml(text.slice(s, e)) + tags.post;
    at = e;
  }
  return out + escapeHtml(text.slice(at, to));
}

function matchLevel(matched: number, total: number): HighlightValue['matchLevel'] {
  return matched === 0 ? 'none' : matched === total ? 'full' : 'partial';
}

export function highlight(text: string, terms: HighlightTerm[], tags: Tags): HighlightValue {
  const {ranges, matchedWords} = matchRanges(text, terms);
  const fullyHighlighted = ranges.length === 1 && ranges[0]![0] === 0 && ranges[0]![1] === text.length;
  return {
    value: render(text, ranges, 0, text.length, tags),
    matchLevel: matchLevel(matchedWords.length, terms.length),
    matchedWords,
    ...(matchedWords.length > 0 && {fullyHighlighted}),
  };
}

/** A window of `size` words around the first match (one word of context before it for short windows, two for long). */
export function snippet(
  text: string,
  terms: HighlightTerm[],
  size: number,
  tags: Tags,
  ellipsis: string,
): Omit<HighlightValue, 'matchedWords' | 'fullyHighlighted'> {
  const {ranges, matchedWords} = matchRanges(text, terms);
  const spans = [...text.matchAll(/\S+/g)].map((m): Range => [m.index, m.index + m[0].length]);
  const level = matchLevel(matchedWords.length, terms.length);
  if (spans.length <= size) return {value: render(text, ranges, 0, text.length, tags), matchLevel: level};
  const firstMatch = ranges[0]?.[0] ?? 0;
  const matchWord = Math.max(
    0,
    spans.findIndex(([, end]) => end > firstMatch),
  );
  const before = size > 5 ? 2 : 1;
  const first = Math.max(0, Math.min(matchWord - before, spans.length - size));
  const last = Math.min(spans.length, first + size) - 1;
  const value =
    (first > 0 ? ellipsis : '') +
    render(text, ranges, spans[first]![0], spans[last]![1], tags) +
    (last < spans.length - 1 ? ellipsis : '');
  return {value, matchLevel: level};
}
