/**
 * The home page's search field hands what was typed to the navbar's search modal (DocSearch), so that the reader
 * gets the same results, keys and start screen as everywhere: the modal is opened through its own button (which
 * loads its code first), and the text is typed into its input once it exists.
 */
import {typeIntoInput} from '@site/src/utils/typeIntoInput';

const SEARCH_BUTTON = '.navbar .DocSearch-Button';
const MODAL_INPUT = '.DocSearch-Container .DocSearch-Input';
/** Past this, the modal's code did not load (offline): the field's form goes to /search instead. */
const GIVE_UP_MS = 8000;

/** Has the theme load the modal's code now (its button loads it on focus), before the reader has typed. */
export function preloadSearchModal(): void {
  document.querySelector(SEARCH_BUTTON)?.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
}

function modalInput(): Promise<HTMLInputElement | undefined> {
  return new Promise((resolve) => {
    const found = (): boolean => {
      const input = document.querySelector<HTMLInputElement>(MODAL_INPUT);
      if (!input) return false;
      observer.disconnect();
      clearTimeout(timer);
      resolve(input);
      return true;
    };
    const observer = new MutationObserver(found);
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(undefined);
    }, GIVE_UP_MS);
    if (!found()) observer.observe(document.body, {childList: true, subtree: true});
  });
}

/**
 * Opens the modal and moves the field's text into it. Focus moves to the modal before the text is read: an IME
 * commits the syllable it was composing into the field when the field loses focus, so no keystroke is lost.
 */
export async function openSearchModalWith(field: HTMLInputElement): Promise<void> {
  const button = document.querySelector<HTMLButtonElement>(SEARCH_BUTTON);
  const input = button && (button.click(), await modalInput());
  if (!input) {
    field.form?.submit(); // no submit event: straight to /search
    return;
  }
  input.focus();
  const text = field.value;
  field.value = '';
  if (text) typeIntoInput(input, text);
}
