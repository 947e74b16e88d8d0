/**
 * Browser code of plugins/offscreen-blocks. After `load`, the blocks below the screen are drawn top to bottom in
 * idle moments, a slice of a few milliseconds at a time, so no task holds a tap for long and the page soon behaves
 * like any other. A jump lands by the height of everything above its target, and undrawn blocks only guess theirs:
 * before one (a link into the page, a route with a hash, back or forward, a reload, the End key) every block is
 * drawn at once, for the rest of the visit.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {pageLoaded} from '@site/plugins/shared/client/pageLoaded';
import './offscreenBlocks.css';

/** Short enough that a tap during the drawing waits a frame at most, even on a slow phone. */
const SLICE_MS = 8;

function drawEveryBlock(): void {
  document.documentElement.setAttribute('data-blocks-drawn', '');
}

const blocksDrawn = (): boolean => document.documentElement.hasAttribute('data-blocks-drawn');

const whenIdle = (run: () => void): void => void (window.requestIdleCallback ?? setTimeout)(run);

function drawInSlices(blocks: Element[], from: number): void {
  if (blocksDrawn()) return;
  const start = performance.now();
  let next = from;
  while (next < blocks.length && performance.now() - start < SLICE_MS) {
    blocks[next].setAttribute('data-drawn', '');
    // Laid out now, inside the slice, rather than all together in the next frame.
    blocks[next].getBoundingClientRect();
    next += 1;
  }
  if (next < blocks.length) whenIdle(() => drawInSlices(blocks, next));
  else drawEveryBlock();
}

function isInPageLink(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.hash !== '' && link.pathname === location.pathname;
}

if (ExecutionEnvironment.canUseDOM) {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (location.hash !== '' || (navigation !== undefined && navigation.type !== 'navigate')) drawEveryBlock();
  // Before the browser scrolls: hashchange and popstate come after the scroll to a link's target, and the End key
  // scrolls by the page's height as it is when the key goes down.
  document.addEventListener(
    'click',
    (event) => {
      if (isInPageLink(event.target)) drawEveryBlock();
    },
    {capture: true},
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'End') drawEveryBlock();
    },
    {capture: true},
  );
  // Registered before the router's own listener, so the blocks are drawn before it renders the restored page.
  window.addEventListener('popstate', drawEveryBlock);
  void pageLoaded().then(() =>
    whenIdle(() => drawInSlices(Array.from(document.querySelectorAll('.markdown > *')), 0)),
  );
}

/** A route reached in-app with a hash (a search result, a top question) is scrolled to once it renders. */
export function onRouteUpdate({location}: {location: Location}): void {
  if (location.hash !== '') drawEveryBlock();
}
