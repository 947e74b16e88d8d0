/**
 * The modal's no-results screen, in both search modes: below DocSearch's own lines (its 'Let us know.' link opens an
 * issue, which needs a code-hosting account most readers lack), an e-mail to the support address carrying the query
 * and the page, and the 문의하기 page (SupportLinks). DocSearch has no prop for content there, so it goes into an
 * element of ours at the end of `.DocSearch-NoResults`, rendered through a portal of this tree (the router's context
 * is here). React never reconciles that element in DocSearch's tree (it only appends or inserts before its own
 * nodes). Loaded when the modal opens (index.tsx). Guarded by tests/e2e/support-links.spec.ts.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SupportLinks from '@site/src/components/SupportLinks';
import {NO_RESULTS_LEAD, noResultsMail} from '@site/src/utils/supportMail';

const HOST_CLASS = 'search-no-results-support';

/** DocSearch closes on Escape (its window listener), as the start screen's page links close it. */
function closeModal(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape', bubbles: true}));
}

export default function NoResultsSupport(): ReactNode {
  const [slot, setSlot] = useState<{host: HTMLElement; query: string} | null>(null);

  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    if (!container) return undefined;
    const update = (): void => {
      const screen = container.querySelector('.DocSearch-NoResults');
      if (!screen) {
        setSlot(null);
        return;
      }
      let host = screen.querySelector<HTMLElement>(`.${HOST_CLASS}`);
      if (!host) {
        host = document.createElement('div');
        host.className = HOST_CLASS;
        screen.appendChild(host);
      }
      const query = container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      setSlot((current) => (current?.host === host && current.query === query ? current : {host, query}));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  if (!slot) return null;
  return createPortal(
    <SupportLinks
      lead={NO_RESULTS_LEAD}
      mail={noResultsMail(slot.query, window.location.href)}
      onPage={closeModal}
    />,
    slot.host,
  );
}
