/**
 * Resolves once the page has loaded (`load`): what the reader does not need for the first paint (the web font, the
 * image zoom) starts after it, so it takes no bandwidth from what is on screen. Browser only.
 */
export const pageLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), {once: true});
  });
