/**
 * Local mode: `/search?q=fkqpffld&asTyped=1` searches the query as typed, never converted (the notice's offer,
 * PageSearchedQuery.tsx). The page's view of the search client gets the choice for that one query.
 *
 * The theme's page searches again only when its query changes, so when `asTyped` alone changes (the offer is
 * followed, or Back returns to the converted search) the returned key changes and the page is mounted anew.
 * When the reader edits the query, the choice was for the old one: the parameter is dropped from the URL
 * (marked in the location's state, so that this drop does not remount the page under the reader's typing).
 */
import {useLayoutEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {AS_TYPED_URL_PARAM, pageSearch} from '@site/plugins/search-local/client';

interface Seen {
  query: string;
  asTyped: boolean;
  /** The query `asTyped` was chosen for. */
  asTypedFor: string | null;
  generation: number;
}

interface DropState {
  asTypedDropped?: boolean;
}

export function useAsTypedSearch(query: string, enabled: boolean): number {
  const history = useHistory();
  const location = useLocation<DropState | undefined>();
  const asTyped = enabled && new URLSearchParams(location.search).get(AS_TYPED_URL_PARAM) === '1';
  const [seen, setSeen] = useState<Seen>({query, asTyped, asTypedFor: asTyped ? query : null, generation: 0});
  if (seen.query !== query || seen.asTyped !== asTyped) {
    const remount = seen.query === query && !location.state?.asTypedDropped;
    setSeen({
      query,
      asTyped,
      asTypedFor: asTyped ? (seen.asTyped ? seen.asTypedFor : query) : null,
      generation: seen.generation + (remount ? 1 : 0),
    });
  }
  const searchesAsTyped = asTyped && seen.asTypedFor === query;
  useLayoutEffect(() => {
    if (!enabled) return;
    pageSearch.searchAsTyped(searchesAsTyped ? query : null);
    if (asTyped && !searchesAsTyped) {
      const params = new URLSearchParams(location.search);
      params.delete(AS_TYPED_URL_PARAM);
      history.replace({...location, search: `?${params.toString()}`, state: {asTypedDropped: true}});
    }
  }, [enabled, asTyped, searchesAsTyped, query, history, location]);
  return seen.generation;
}
