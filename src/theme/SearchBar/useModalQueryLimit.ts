/**
 * The modal's input takes at most SEARCH.queryMaxLength characters, the length at which search and the /search page
 * cut a query. DocSearch v4 renders its input with maxLength 512 and has no prop for it, so the limit is set when
 * the input gains focus, which it does as the modal opens and before any key reaches it. React leaves the
 * attribute alone afterwards, as DocSearch's own value never changes.
 */
import {useEffect} from 'react';
import {SEARCH} from '@site/src/config/constants';

function limitModalInput(event: FocusEvent): void {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.classList.contains('DocSearch-Input'))
    input.maxLength = SEARCH.queryMaxLength;
}

export function useModalQueryLimit(): void {
  useEffect(() => {
    document.addEventListener('focusin', limitModalInput);
    return () => document.removeEventListener('focusin', limitModalInput);
  }, []);
}
