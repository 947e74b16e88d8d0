/**
 * Resolves once the page has loaded (`load`) and has painted its first text or image: what the reader does not need
 * for the first paint (the web font, the image zoom, the search worker) starts after both, so it takes no bandwidth
 * from what is on screen. Usually the paint comes first; when a busy device paints after `load`, a font requested
 * in between would compete with that paint (Lighthouse then counts the whole font download before it). Browser only.
 */
const loaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), {once: true});
  });

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** Without the Paint Timing API (older Safari), `load` alone. */
const firstContentfulPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const painted = () => performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({type: 'paint', buffered: true});
  });

export const afterLoadAndFirstPaint = (): Promise<void> =>
  Promise.all([
    loaded(),
    typeof PerformanceObserver === 'undefined' ? undefined : firstContentfulPaint(),
  ]).then(() => undefined);
