/**
 * How alike two queries are, for keeping the held-out set apart from the tuning sets: the Dice coefficient of
 * their character bigrams once spaces and punctuation are gone, so "자동 라벨링 돌린 거 얼마나 진행됐는지" and
 * "자동 라벨링 얼마나 진행됐는지" count as twins however they are spaced.
 */

/** Lower case, NFC, no spaces, punctuation or symbols: what is left is what the reader typed. */
export function normaliseQuery(query: string): string {
  return query
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');
}

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const chars = [...text];
  for (let i = 0; i + 1 < chars.length; i++) {
    const gram = chars[i]! + chars[i + 1]!;
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** A query's normalised text and bigrams, computed once when one query is compared with many. */
export interface QueryProfile {
  text: string;
  grams: Map<string, number>;
  size: number;
}

export function queryProfile(query: string): QueryProfile {
  const text = normaliseQuery(query);
  const grams = bigrams(text);
  let size = 0;
  for (const n of grams.values()) size += n;
  return {text, grams, size};
}

/** Dice of the bigram multisets of the normalised queries, 0 to 1; one-character queries compare as equal or not. */
export function profileSimilarity(a: QueryProfile, b: QueryProfile): number {
  if (a.text === b.text) return 1;
  if (a.size + b.size === 0) return 0;
  let shared = 0;
  for (const [gram, n] of a.grams) shared += Math.min(n, b.grams.get(gram) ?? 0);
  return (2 * shared) / (a.size + b.size);
}

export const querySimilarity = (a: string, b: string): number =>
  profileSimilarity(queryProfile(a), queryProfile(b));

/** From this similarity on, a held-out query is a near-twin of a tuning query. */
export const TWIN_SIMILARITY = 0.6;
