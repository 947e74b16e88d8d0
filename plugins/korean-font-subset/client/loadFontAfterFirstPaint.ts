/**
 * Browser side of plugins/korean-font-subset: the web font is added with the FontFace API once the page
 * has loaded, never from the stylesheet. A font the stylesheet names is fetched at top priority while the
 * first frame is laid out, so the server-rendered HTML waited for ~115 KB of font on every page (first
 * paint 0.6 s later than the plain template on slow 4G). Until it arrives, text is set in a Korean system
 * font sized to Pretendard's metrics (the generated fallback @font-face), so the swap barely moves anything.
 */

import {holdPageSettled} from '../../shared/client/pageSettled';

export interface DeferredFont {
  family: string;
  /** CSS font-weight range, e.g. '400 800'. */
  weight: string;
  /** The content-hashed URL of the subset the bundler emitted. */
  url: string;
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

export function loadFontAfterFirstPaint(font: DeferredFont): void {
  if (typeof document === 'undefined' || !('fonts' in document) || typeof FontFace === 'undefined') return;
  const face = new FontFace(font.family, `url(${font.url}) format('woff2')`, {
    weight: font.weight,
    style: 'normal',
    display: 'swap',
  });
  // FontFaceSet is set-like; TypeScript's DOM lib without dom.iterable does not declare add().
  const addToDocument = () => (document.fonts as FontFaceSet & Pick<Set<FontFace>, 'add'>).add(face);
  // What the page loads only in case the reader needs it waits for the font (plugins/shared/client/pageSettled.ts).
  let settled = (): void => undefined;
  holdPageSettled(new Promise<void>((resolve) => (settled = resolve)));
  // A reader who has this subset cached gets it at once, before hydration: no download, no visible swap.
  if (rememberedUrl() === font.url) {
    addToDocument();
    void face.load().then(settled, settled);
    return;
  }
  // Otherwise the face joins the document only once downloaded. Adding a face re-lays out the page's
  // text, and an unloaded one changes nothing on screen (the fallback draws until it arrives):
  // added before loading, a long page was laid out twice.
  const start = () =>
    void face.load().then(
      () => {
        remember(font.url);
        addToDocument();
        settled();
      },
      settled, // offline or blocked: the fallback stays, as with a failed stylesheet font
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}
