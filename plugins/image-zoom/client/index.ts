/**
 * Browser code: after the page's load event, medium-zoom (loaded on the first page that has an image to zoom),
 * the gestures and the keyboard access. Each route change attaches the zoom to the new page's images.
 * The stylesheet stays eager: it is part of the global CSS anyway.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Zoom} from 'medium-zoom';
import {IMAGE_ZOOM} from '@site/src/config/constants';
import {pageLoaded} from '@site/plugins/shared/client/pageLoaded';
import './imageZoom.css';

let loaded = false;
let zoom: Promise<Zoom> | undefined;
let keyboard: typeof import('./keyboard') | undefined;

const overlayColour = (): string =>
  document.documentElement.dataset.theme === 'dark' ? IMAGE_ZOOM.overlayDark : IMAGE_ZOOM.overlayLight;

function loadZoom(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) => {
    const instance = mediumZoom({
      background: overlayColour(),
      scrollOffset: IMAGE_ZOOM.closeOnScrollPx,
      margin: 24,
    });
    // The overlay follows the colour mode, also when it changes while the page is open.
    new MutationObserver(() => instance.update({background: overlayColour()})).observe(
      document.documentElement,
      {attributes: true, attributeFilter: ['data-theme']},
    );
    return instance;
  });
  return zoom;
}

/** Makes the current page's images zoomable, and only them. */
function attachToPage(): void {
  const hasImages = document.querySelector(IMAGE_ZOOM.selector) !== null;
  // A page with no image to zoom never downloads the library.
  if (!hasImages && !zoom) return;
  void loadZoom().then((instance) => {
    instance.detach();
    if (hasImages) instance.attach(IMAGE_ZOOM.selector);
  });
  keyboard?.makeZoomableImagesFocusable();
}

if (ExecutionEnvironment.canUseDOM) {
  void pageLoaded().then(() => {
    loaded = true;
    attachToPage();
    void import('./gestures').then(({attachImageZoomGestures}) => attachImageZoomGestures());
    void import('./keyboard').then((module) => {
      keyboard = module;
      module.attachKeyboardZoom();
    });
  });
}

/** A page reached in-app: its images, once the first page's load has started the zoom. */
export function onRouteDidUpdate(): void {
  if (loaded) attachToPage();
}
