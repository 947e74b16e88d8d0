/**
 * Browser side of plugins/korean-font-subset (why after `load`, and the fallback meanwhile: its index.ts): the web
 * font is added with the FontFace API, never from the stylesheet.
 */

import {pageLoaded} from '@site/plugins/shared/client/pageLoaded';

export interface DeferredFont {
  family: string;
  /** CSS font-weight range, e.g. '400 800'. */
  weight: string;
  /** The content-hashed URL of the subset the bundler emitted. */
  url: string;
}

/** localStorage key holding the URL of the last subset this browser downloaded (so it is in its cache). */
const CACHED_FONT_KEY = 'korean-font-subset:cached';

/** Storage disabled or full: read as a first visit, and the next page waits for `load` again, nothing worse. */
function withStorage<T>(access: (storage: Storage) => T): T | null {
  try {
    return access(localStorage);
  } catch {
    return null;
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
  // A reader who has this subset cached gets it at once, before hydration: no download, no visible swap. Otherwise
  // the face joins the document once downloaded after `load`: adding a face re-lays out the page's text, and an
  // unloaded one changes nothing on screen (added before loading, a long page was laid out twice).
  const cached = withStorage((storage) => storage.getItem(CACHED_FONT_KEY)) === font.url;
  // Offline or blocked, the load fails and the metric-matched fallback stays.
  if (cached) {
    addToDocument();
    face.load().catch(() => undefined);
    return;
  }
  pageLoaded()
    .then(() => face.load())
    .then(() => {
      withStorage((storage) => storage.setItem(CACHED_FONT_KEY, font.url));
      addToDocument();
    })
    .catch(() => undefined);
}
