/**
 * Client module: the image-zoom gestures (./gestures.ts) and keyboard access (./keyboard.ts) load after the
 * page's load event, not with it.
 * The zoom itself starts 500 ms after load (docusaurus-plugin-image-zoom), so nothing can be
 * zoomed before the gestures are bound, and every page's first load stays lighter.
 * The stylesheet stays eager: it is part of the global CSS anyway.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {pageLoaded} from '@site/plugins/shared/client/pageSettled';
import './imageZoom.css';

let keyboard: typeof import('./keyboard') | undefined;

if (ExecutionEnvironment.canUseDOM) {
  const attach = (): void => {
    void import('./gestures').then(({attachImageZoomGestures}) => attachImageZoomGestures());
    void import('./keyboard').then((module) => {
      keyboard = module;
      module.attachKeyboardZoom();
    });
  };
  void pageLoaded().then(attach);
}

/** Images of a page reached in-app become focusable once the keyboard module has loaded. */
export function onRouteDidUpdate(): void {
  keyboard?.makeZoomableImagesFocusable();
}
