/**
 * While an IME composes a Hangul syllable, Enter and Escape belong to the IME (Escape cancels the
 * syllable, Enter commits it), so the modal must not act on them.
 *
 * DocSearch's own keys are safe already: autocomplete-core ignores a keydown whose `isComposing` is set, so Enter
 * opens no hit. But `useDocSearchKeyboardEvents` (the theme's window keydown listener) closes the modal on any
 * key whose `code` is Escape, composing or not. And Safari sends the Enter that commits a syllable after
 * compositionend, with `isComposing` false but keyCode 229, which autocomplete would take as "open the hit".
 * This listener runs first (window, capture phase) and keeps such keys from every listener of the page; the IME
 * itself is not affected (nothing is prevented). Guarded by tests/e2e/search-ime.spec.ts.
 */
import {useEffect} from 'react';

/** keyCode of a key the IME is processing (the platform's VK_PROCESSKEY). */
const IME_PROCESS_KEY_CODE = 229;
const MODAL_KEYS = new Set(['Enter', 'NumpadEnter', 'Escape']);

function isImeModalKey(event: KeyboardEvent): boolean {
  const composing = event.isComposing || event.keyCode === IME_PROCESS_KEY_CODE;
  return composing && (MODAL_KEYS.has(event.key) || MODAL_KEYS.has(event.code));
}

export function useImeSafeModalKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isImeModalKey(event)) return;
      // The modal's root (not `.DocSearch-Modal`: that name marks the lazy modal code, scripts/perf/budgets.ts).
      const inModal = event.target instanceof Element && event.target.closest('.DocSearch-Container');
      if (inModal) event.stopPropagation();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
