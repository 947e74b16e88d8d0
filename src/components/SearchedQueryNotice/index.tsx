/**
 * Issue 12 §2: "‘라벨링’ 검색 결과" when the local engine searched a converted query, with the query as typed
 * offered ("‘fkqpffld’(으)로 검색"), as Korean portals do. The modal offers it as a button, /search as a link.
 * Rendered into a live region (useStatusSlot.ts), so a screen reader announces it.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {SearchedQuery} from '@site/plugins/search-local/client/searchedQuery';
import styles from './styles.module.css';

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
    <p className={styles.notice}>
      <span>
        <Translate id="search.searchedQuery.results" values={{query: <strong>{searchedQuery}</strong>}}>
          {'‘{query}’ 검색 결과'}
        </Translate>
      </span>{' '}
      {'to' in offer ? (
        <Link className={styles.offer} to={offer.to}>
          {label}
        </Link>
      ) : (
        <button type="button" className={styles.offer} onClick={offer.onClick}>
          {label}
        </button>
      )}
    </p>
  );
}
