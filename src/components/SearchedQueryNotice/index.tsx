/**
 * "‘라벨링’ 검색 결과" when the local engine searched a converted query, with the query as typed
 * offered ("‘fkqpffld’(으)로 검색"), as Korean portals do. The modal offers it as a button, /search as a link.
 * Rendered into a live region (useStatusSlot.ts), so a screen reader announces it.
 *
 * Styled inline: the site's CSS is one stylesheet every page loads up front (Docusaurus merges every chunk's CSS),
 * and this notice belongs to code that loads with search.
 */
import type {CSSProperties, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {SearchedQuery} from '@site/plugins/search-local/client/searchedQuery';

const NOTICE: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0.25rem 0.75rem',
  margin: 0,
  padding: '0.5rem 0',
};
/** A link in both places (the modal's is a button: it searches again, it goes nowhere). */
const OFFER: CSSProperties = {color: 'var(--ifm-link-color)', font: 'inherit', textDecoration: 'underline'};

type Offer = {to: string} | {onClick: () => void};

export default function SearchedQueryNotice({
  notice: {query, searchedQuery},
  offer,
}: {
  notice: SearchedQuery;
  offer: Offer;
}): ReactNode {
  const label = (
    <Translate id="search.searchedQuery.searchAsTyped" values={{query}}>
      {'‘{query}’(으)로 검색'}
    </Translate>
  );
  return (
    <p style={NOTICE}>
      <span>
        <Translate id="search.searchedQuery.results" values={{query: <strong>{searchedQuery}</strong>}}>
          {'‘{query}’ 검색 결과'}
        </Translate>
      </span>{' '}
      {'to' in offer ? (
        <Link style={OFFER} to={offer.to}>
          {label}
        </Link>
      ) : (
        <button type="button" className="clean-btn" style={OFFER} onClick={offer.onClick}>
          {label}
        </button>
      )}
    </p>
  );
}
