import {SEARCH} from '../config/constants';

/**
 * The search query cut to 64 characters, as DocSearch's modal does with its input's
 * maxLength. Used by the /search page (src/theme/SearchPage), whose `q` comes from
 * the URL and so can be any length. Never leaves half of a surrogate pair (an emoji) at the end.
 */
export function cutSearchQuery(query: string): string {
  if (query.length <= SEARCH.queryMaxLength) return query;
  const cut = query.slice(0, SEARCH.queryMaxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
