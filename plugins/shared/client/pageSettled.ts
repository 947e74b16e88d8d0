/**
 * When a page has everything the reader sees: `load`, then what client modules fetch after it for the reader's eyes
 * (the web font, which waits for `load` to stay off the first paint). Downloads the page may never need, such as
 * the search worker, start after it, so they take no bandwidth from what is on screen. Browser only.
 */
const held: Promise<unknown>[] = [];

/** Holds the page's settling until `pending` settles. Call it while the page loads, before `load`. */
export function holdPageSettled(pending: Promise<unknown>): void {
  held.push(pending);
}

/** Resolves once the page has loaded (`load`). */
export const pageLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), {once: true});
  });

/** Runs `callback` once the page has loaded and everything held has arrived or failed. */
export function whenPageSettled(callback: () => void): void {
  void pageLoaded()
    .then(() => Promise.allSettled(held))
    .then(callback);
}
