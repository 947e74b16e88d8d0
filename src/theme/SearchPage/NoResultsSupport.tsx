/**
 * /search's no-results screen: after the theme's "검색 결과가 없습니다." line, an e-mail to the support address
 * carrying the query and the page, and the 문의하기 page (SupportLinks). The theme's page has no place for it, so
 * it goes into an element of ours after that line (found by its translated text, the one mark it has), created
 * after hydration and removed as soon as the line goes (a new query with results). Guarded by
 * tests/e2e/support-links.spec.ts.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import SupportLinks from '@site/src/components/SupportLinks';
import {NO_RESULTS_LEAD, noResultsMail} from '@site/src/utils/supportMail';

const HOST_CLASS = 'search-page-no-results-support';

function noResultsLine(text: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('.main-wrapper p')).find(
    (p) => p.textContent?.trim() === text,
  );
}

export default function NoResultsSupport({query}: {query: string}): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const root = document.querySelector('.main-wrapper');
    if (!root) return undefined;
    const text = translate({id: 'theme.SearchPage.noResultsText', message: 'No results were found'}).trim();
    let element: HTMLElement | null = null;
    const update = (): void => {
      const line = noResultsLine(text);
      if (!line) {
        element?.remove();
        element = null;
        setHost(null);
        return;
      }
      if (element && element.previousElementSibling === line) return;
      element?.remove();
      element = document.createElement('div');
      element.className = HOST_CLASS;
      line.after(element);
      setHost(element);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      element?.remove();
    };
  }, []);

  if (!host || query.trim() === '') return null;
  return createPortal(
    <SupportLinks lead={NO_RESULTS_LEAD} mail={noResultsMail(query, window.location.href)} />,
    host,
  );
}
