/**
 * The image zoom for keyboard readers, loaded with the gestures after the page's load event (./index.ts). medium-zoom opens on a click only, and an image is not
 * in the tab order, so each zoomable image becomes a focusable button (its alt text stays its name) that Enter
 * or Space opens. medium-zoom already closes on Escape; focus then returns to the image.
 */
import {IMAGE_ZOOM} from '@site/src/config/constants';

export function makeZoomableImagesFocusable(): void {
  for (const image of Array.from(document.querySelectorAll<HTMLImageElement>(IMAGE_ZOOM.selector))) {
    if (image.hasAttribute('tabindex')) continue;
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target;
  if (!(target instanceof HTMLImageElement) || !target.matches(IMAGE_ZOOM.selector)) return;
  // Space would scroll the page; Enter has no default on an image but is handled the same way.
  event.preventDefault();
  // The image is hidden while its zoomed copy shows, which drops focus: give it back once the zoom closes.
  target.addEventListener('medium-zoom:closed', () => target.focus(), {once: true});
  target.click();
}

export function attachKeyboardZoom(): void {
  document.addEventListener('keydown', onKeyDown);
  makeZoomableImagesFocusable();
}
