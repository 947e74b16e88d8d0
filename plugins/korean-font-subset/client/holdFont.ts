/**
 * Lets other client code hold the web font back while the page fetches what its reader is waiting for. On
 * `/search?q=…` the subset (~115 KB) otherwise downloads while the index (~93 KB) and the results are still coming:
 * Lighthouse (mobile) put the first result 0.5–0.8 s later whenever the font's download began before the results
 * were painted, even once it began after the index had arrived.
 * Browser only; nothing runs at import time. In every page's main.js, so it stays small.
 */

/** The longest the font waits for holds: a hold that never settles must not cost the reader the font. */
export const MAX_FONT_HOLD_MS = 3000;

const holds: Promise<unknown>[] = [];

/** Holds the font until `done` settles (fulfilled or rejected), or MAX_FONT_HOLD_MS have passed. */
export function holdWebFontUntil(done: Promise<unknown>): void {
  holds.push(done);
}

/** Resolves once every hold registered so far has settled, or after MAX_FONT_HOLD_MS. */
export function fontHoldsReleased(): Promise<void> {
  if (holds.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.allSettled(holds).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, MAX_FONT_HOLD_MS)),
  ]);
}
