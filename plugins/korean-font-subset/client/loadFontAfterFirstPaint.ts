/**
 * Browser side of plugins/korean-font-subset: the web font is added with the FontFace API once the page
 * has loaded, never from the stylesheet. A font the stylesheet names is fetched at top priority while the
 * first frame is laid out, so the server-rendered HTML waited for ~115 KB of font on every page (first
 * paint 0.6 s later than the plain template on slow 4G, issue 11). Until it arrives, text is set in a
 * Korean system font sized to Pretendard's metrics (the generated fallback @font-face), so the swap
 * barely moves anything.
 */

export interface DeferredFont {
  family: string;
  /** CSS font-weight range, e.g. '400 800'. */
  weight: string;
  /** The content-hashed URL of the subset the bundler emitted. */
  url: string;
  /** Selector of blocks the font never draws (KoreanFontSubsetOptions.untouchedBlocks), or null. */
  untouchedBlocks: string | null;
}

/** localStorage key holding the URL of the last subset this browser downloaded (so it is in its cache). */
const CACHED_FONT_KEY = 'korean-font-subset:cached';

function rememberedUrl(): string | null {
  try {
    return localStorage.getItem(CACHED_FONT_KEY);
  } catch {
    return null; // storage disabled: treat as a first visit
  }
}

function remember(url: string): void {
  try {
    localStorage.setItem(CACHED_FONT_KEY, url);
  } catch {
    // storage disabled or full: the next page waits for `load` again, nothing worse
  }
}

/**
 * Keeps the off-screen blocks the font never draws out of the swap's relayout. Adding a face re-lays out
 * every text of the page, whatever its font: on the code-heavy post 9,986 layout objects, ~0.4 s at 4x CPU
 * slowdown, most of them code tokens whose monospace glyphs do not change (issue 11). Each off-screen block
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

export function loadFontAfterFirstPaint(font: DeferredFont): void {
  if (typeof document === 'undefined' || !('fonts' in document) || typeof FontFace === 'undefined') return;
  const face = new FontFace(font.family, `url(${font.url}) format('woff2')`, {
    weight: font.weight,
    style: 'normal',
    display: 'swap',
  });
  // FontFaceSet is set-like; TypeScript's DOM lib without dom.iterable does not declare add().
  const addToDocument = () => (document.fonts as FontFaceSet & Pick<Set<FontFace>, 'add'>).add(face);
  // A reader who has this subset cached gets it at once, before hydration: no download, no visible swap.
  if (rememberedUrl() === font.url) {
    addToDocument();
    return;
  }
  // Otherwise the face joins the document only once downloaded. Adding a face re-lays out the page's
  // text, and an unloaded one changes nothing on screen (the fallback draws until it arrives):
  // added before loading, a long page was laid out twice, ~0.2 s each at 4x CPU slowdown (issue 11).
  const load = () =>
    face.load().then(
      () => {
        remember(font.url);
        const {untouchedBlocks} = font;
        if (!untouchedBlocks || !document.querySelector(untouchedBlocks)) {
          addToDocument();
          return;
        }
        afterHydration(() => {
          keepOffscreenBlocksOutOfSwap(untouchedBlocks);
          addToDocument();
        });
      },
      () => undefined, // offline or blocked: the fallback stays, as with a failed stylesheet font
    );
  if (document.readyState === 'complete') void load();
  else window.addEventListener('load', () => void load(), {once: true});
}
