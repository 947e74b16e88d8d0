/**
 * Part of ./loadFontAfterFirstPaint.ts, loaded only by pages with blocks the web font never draws (code blocks):
 * the swap without relaying out the off-screen ones.
 */

/**
 * Keeps the off-screen blocks the font never draws out of the swap's relayout. Adding a face re-lays out
 * every text of the page, whatever its font: on the code-heavy post 9,986 layout objects, ~0.4 s at 4x CPU
 * slowdown, most of them code tokens whose monospace glyphs do not change. Each off-screen block
 * gets `content-visibility: auto` with its current size as intrinsic size, so the browser skips it until the
 * reader scrolls near it; its size, hence the page's geometry, stays exactly as it is. All boxes are read
 * before any style is written, so the reads cost no extra layout.
 */
function keepOffscreenBlocksOutOfSwap(selector: string): void {
  const offscreen = Array.from(document.querySelectorAll<HTMLElement>(selector))
    .map((block) => ({block, box: block.getBoundingClientRect()}))
    .filter(({box}) => box.bottom < 0 || box.top > window.innerHeight);
  for (const {block, box} of offscreen) {
    block.style.containIntrinsicSize = `auto ${box.width}px auto ${box.height}px`;
    block.style.contentVisibility = 'auto';
  }
}

/**
 * Runs `then` once React has hydrated the page: Docusaurus sets `data-has-hydrated` on <html> in an effect
 * of its root, which runs after every component's mount effects. The code block's mount effect measures its
 * <pre> (the word-wrap button), which would force a skipped block to be laid out at once.
 */
function afterHydration(then: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hasHydrated === 'true') {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.hasHydrated !== 'true') return;
    observer.disconnect();
    then();
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

/** Adds the face once the page has hydrated, with the off-screen `selector` blocks kept out of the relayout. */
export function addAfterHydrationAroundOffscreenBlocks(selector: string, add: () => void): void {
  afterHydration(() => {
    keepOffscreenBlocksOutOfSwap(selector);
    add();
  });
}
