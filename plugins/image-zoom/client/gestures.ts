/**
 * Image-zoom behaviours that medium-zoom lacks:
 *   - ctrl/meta-click on a zoomable image opens the original image in a new tab instead of zooming;
 *   - a press held for IMAGE_ZOOM.grabPressMs on the zoomed image grabs it: it grows by
 *     IMAGE_ZOOM.grabScaleExtra and follows the pointer until released; the release does not close it;
 *   - the zoom transition lasts IMAGE_ZOOM.transitionSeconds (medium-zoom's is 0.3 s).
 * Escape, a 40 px scroll and a window resize already close the zoom in medium-zoom itself.
 * Listeners sit on window in the capture phase, so they see clicks before medium-zoom's document
 * listener, and they survive client-side navigation without re-binding.
 */
import {IMAGE_ZOOM} from '@site/src/config/constants';

const ZOOMABLE_CLASS = 'medium-zoom-image';
const OPENED_CLASS = 'medium-zoom-image--opened';
const GRABBED_CLASS = 'zoom-image--grabbed';

interface Grab {
  pointerId: number;
  startX: number;
  startY: number;
  timer: number;
  /** The zoomed copies (medium-zoom may add a high-resolution one) and their transforms before the grab. */
  grabbed?: {images: HTMLElement[]; baseTransforms: string[]};
}

let grab: Grab | undefined;
/** Set when a grab ends: the click that the same press produces must not close the zoom. */
let swallowNextClick = false;

function openedImages(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`img.${OPENED_CLASS}`));
}

/** The grabbed transform: the base zoom scaled by (1 + extra) around the zoom centre, moved by (dx, dy). */
function grabbedTransform(base: string, dx: number, dy: number): string {
  const m = new DOMMatrix(base || 'none');
  const factor = 1 + IMAGE_ZOOM.grabScaleExtra;
  return new DOMMatrix([m.a * factor, m.b, m.c, m.d * factor, m.e + dx, m.f + dy]).toString();
}

function moveGrabbed(dx: number, dy: number): void {
  if (!grab?.grabbed) return;
  const {images, baseTransforms} = grab.grabbed;
  images.forEach((image, i) => {
    image.style.transform = grabbedTransform(baseTransforms[i]!, dx, dy);
  });
}

function startGrab(): void {
  if (!grab) return;
  const images = openedImages();
  if (images.length === 0) return;
  grab.grabbed = {images, baseTransforms: images.map((image) => image.style.transform)};
  for (const image of images) {
    image.classList.add(GRABBED_CLASS);
    // Follow the pointer closely; inline !important beats medium-zoom's injected !important rule.
    image.style.setProperty('transition', 'transform 0.1s ease-out', 'important');
  }
  moveGrabbed(0, 0);
}

function endPress(): void {
  if (!grab) return;
  window.clearTimeout(grab.timer);
  const {grabbed} = grab;
  grab = undefined;
  if (!grabbed) return;
  grabbed.images.forEach((image, i) => {
    image.classList.remove(GRABBED_CLASS);
    image.style.removeProperty('transition');
    image.style.transform = grabbed.baseTransforms[i]!;
  });
  swallowNextClick = true;
}

function onPointerDown(event: PointerEvent): void {
  swallowNextClick = false;
  const target = event.target;
  if (!(target instanceof HTMLImageElement) || !target.classList.contains(OPENED_CLASS)) return;
  if (event.button !== 0 || event.ctrlKey || event.metaKey) return;
  // Stop the browser's native image drag, which would steal the pointer.
  event.preventDefault();
  endPress();
  grab = {
    pointerId: event.pointerId,
    startX: event.clientX,
    startY: event.clientY,
    timer: window.setTimeout(startGrab, IMAGE_ZOOM.grabPressMs),
  };
}

function onPointerMove(event: PointerEvent): void {
  if (!grab?.grabbed || event.pointerId !== grab.pointerId) return;
  moveGrabbed(event.clientX - grab.startX, event.clientY - grab.startY);
}

function onPointerEnd(event: PointerEvent): void {
  if (grab && event.pointerId === grab.pointerId) endPress();
}

function onClick(event: MouseEvent): void {
  if (swallowNextClick) {
    swallowNextClick = false;
    event.stopPropagation();
    event.preventDefault();
    return;
  }
  const target = event.target;
  if (!(target instanceof HTMLImageElement) || !target.classList.contains(ZOOMABLE_CLASS)) return;
  if (!(event.ctrlKey || event.metaKey)) return;
  // Keep medium-zoom from zooming (or closing); open the original file instead, as a link would.
  event.stopPropagation();
  event.preventDefault();
  window.open(openableUrl(target.currentSrc || target.src), '_blank', 'noopener,noreferrer');
}

/**
 * The bundler inlines small images as data: URLs, and browsers refuse to open a data: URL in a new
 * tab. Such an image is handed over as a blob: URL of the same bytes instead (built synchronously,
 * so the click's user activation still allows the new tab).
 */
function openableUrl(src: string): string {
  const match = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(src);
  if (!match) return src;
  const [, mime = 'application/octet-stream', params = '', payload = ''] = match;
  const bytes = params.includes(';base64')
    ? Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(payload));
  const url = URL.createObjectURL(new Blob([bytes], {type: mime}));
  // The new tab loads it at once; a minute later the object can go.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return url;
}

/**
 * The transition length comes from the typed constants, so it is set here rather than in the CSS file: in a
 * rule for the zoom's own elements, not on <html>. A custom property set on the root is inherited by every
 * element, so Chromium restyled the whole page for it, a long task after every page's load; a rule whose selectors match nothing yet restyles nothing.
 */
function setTransitionDuration(): void {
  const style = document.createElement('style');
  style.textContent = `img.medium-zoom-image, div.medium-zoom-overlay { --zoom-transition-duration: ${IMAGE_ZOOM.transitionSeconds}s; }`;
  document.head.append(style);
}

/** Binds the gestures once; loaded by ./index.ts after the page's load event. */
export function attachImageZoomGestures(): void {
  setTransitionDuration();
  window.addEventListener('pointerdown', onPointerDown, {capture: true});
  window.addEventListener('pointermove', onPointerMove, {capture: true});
  window.addEventListener('pointerup', onPointerEnd, {capture: true});
  window.addEventListener('pointercancel', onPointerEnd, {capture: true});
  window.addEventListener('click', onClick, {capture: true});
  // A zoom closed by Escape, scroll or resize while grabbed must not leave a pending grab behind.
  window.addEventListener('keyup', (event) => event.key === 'Escape' && endPress());
  window.addEventListener('resize', endPress);
}
