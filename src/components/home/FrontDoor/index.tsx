/**
 * The home page's first screen, as a help center's front door: the site's name, a search field, the suggested
 * searches (src/config/search-suggestions.ts) and, below it, the top questions (TopQuestions).
 *
 * The field is a plain GET form to /search, so it works before the page's code runs. Once it runs, typing hands the
 * text to the navbar's search modal (openSearchModal.ts), which searches as the reader types: a tap or a click opens
 * it at once; typed text moves once it is committed, never in the middle of a Hangul syllable the IME is composing
 * (the modal then takes the keys). Guarded by tests/e2e/home.spec.ts.
 */
import {useRef, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {ROUTES, SEARCH, SITE} from '@site/src/config/constants';
import {SEARCH_SUGGESTIONS} from '@site/src/config/search-suggestions';
import {openSearchModalWith, preloadSearchModal} from './openSearchModal';
import styles from './styles.module.css';

function useHandOver(): (field: HTMLInputElement) => void {
  const busy = useRef(false);
  return (field) => {
    if (busy.current) return;
    busy.current = true;
    void openSearchModalWith(field).finally(() => {
      busy.current = false;
    });
  };
}

function SearchField(): ReactNode {
  const composing = useRef(false);
  const handOver = useHandOver();
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    handOver(event.currentTarget.elements.namedItem('q') as HTMLInputElement);
  };
  return (
    <form
      role="search"
      action={useBaseUrl(ROUTES.search)}
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
    >
      <label htmlFor="home-search" className={styles.label}>
        무엇을 도와드릴까요?
      </label>
      <div className={styles.field}>
        <input
          id="home-search"
          className={styles.input}
          type="search"
          name="q"
          maxLength={SEARCH.queryMaxLength}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="예: 데이터셋 만들기, 학습 실패"
          aria-describedby="home-search-hint"
          onFocus={preloadSearchModal}
          onPointerEnter={preloadSearchModal}
          onClick={(event) => handOver(event.currentTarget)}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            if (event.currentTarget.value) handOver(event.currentTarget);
          }}
          onInput={(event) => {
            const native = event.nativeEvent as InputEvent;
            if (composing.current || native.isComposing || !event.currentTarget.value) return;
            handOver(event.currentTarget);
          }}
        />
        <button type="submit" className={`button button--primary ${styles.submit}`}>
          검색
        </button>
      </div>
      <p id="home-search-hint" className={styles.hint}>
        입력하면 검색 창이 열리고, 입력하는 동안 결과가 바뀝니다.
      </p>
    </form>
  );
}

function SuggestedSearches(): ReactNode {
  return (
    <nav aria-labelledby="home-suggested-searches" className={styles.suggestions}>
      <h2 id="home-suggested-searches" className={styles.suggestionsTitle}>
        {SEARCH_SUGGESTIONS.headings.queries}
      </h2>
      <ul className={styles.chips}>
        {SEARCH_SUGGESTIONS.queries.map((query) => (
          <li key={query}>
            <Link className={styles.chip} to={`${ROUTES.search}?q=${encodeURIComponent(query)}`}>
              {query}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function FrontDoor(): ReactNode {
  return (
    <header className={styles.frontDoor}>
      <div className={`container ${styles.inner}`}>
        <Heading as="h1" className={styles.title}>
          {SITE.title}
        </Heading>
        <SearchField />
        <SuggestedSearches />
      </div>
    </header>
  );
}
