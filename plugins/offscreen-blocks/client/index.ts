/**
 * Browser code: blocks wait to be drawn (./offscreenBlocks.css) only while the reader moves through a page by
 * scrolling. A jump lands by the height of everything above its target, and undrawn blocks only guess theirs: so
 * before a link into a page, a route with a hash, back or forward, or a reload that restores the position, every
 * block is drawn, for the rest of the visit.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import './offscreenBlocks.css';

function drawEveryBlock(): void {
  document.documentElement.setAttribute('data-blocks-drawn', '');
}

function isInPageLink(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.hash !== '' && link.pathname === location.pathname;
}

if (ExecutionEnvironment.canUseDOM) {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (location.hash !== '' || (navigation !== undefined && navigation.type !== 'navigate')) drawEveryBlock();
  // Before the browser scrolls to the link's target: hashchange and popstate come after that scroll.
  document.addEventListener(
    'click',
    (event) => {
      if (isInPageLink(event.target)) drawEveryBlock();
    },
    {capture: true},
  );
  // Registered before the router's own listener, so the blocks are drawn before it renders the restored page.
  window.addEventListener('popstate', drawEveryBlock);
}

/** A route reached in-app with a hash (a search result, a top question) is scrolled to once it renders. */
export function onRouteUpdate({location}: {location: Location}): void {
  if (location.hash !== '') drawEveryBlock();
}
