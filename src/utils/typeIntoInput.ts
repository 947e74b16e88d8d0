/**
 * Types `text` into an input React controls, as a reader would: the value is set through the element's own setter
 * (React's would swallow the change) and an `input` event tells React, whose onChange then runs. The search modal
 * searches what is typed this way (its start screen's suggestions, the home page's search field).
 */
export function typeIntoInput(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}
