/**
 * Browser code: `mediumZoom(selector, options)` as docusaurus-plugin-image-zoom calls it, answered at once
 * with a stand-in that loads the real library on the first call that finds an image to zoom, and replays
 * `update`/`detach` on it.
 * The real module is imported by file path, which the `medium-zoom$` alias (./index.ts) does not catch.
 */
import type {Zoom, ZoomOptions, ZoomSelector} from 'medium-zoom';

/** The part of medium-zoom's API that docusaurus-plugin-image-zoom uses. */
export type LazyZoom = Pick<Zoom, 'update' | 'detach'>;

/** Whether the selector names anything to zoom now (the plugin calls again after each navigation). */
function hasTargets(selector?: ZoomSelector): boolean {
  if (typeof selector !== 'string') return true;
  return document.querySelector(selector) !== null;
}

export default function lazyMediumZoom(selector?: ZoomSelector, options?: ZoomOptions): LazyZoom {
  let zoom: Zoom | undefined;
  let detached = false;
  let pendingUpdate: ZoomOptions | undefined;
  // A page with no image to zoom never downloads the library.
  if (hasTargets(selector))
    void import('medium-zoom/dist/medium-zoom.esm.js').then(({default: mediumZoom}) => {
      if (detached) return;
      const real = mediumZoom(selector, options);
      if (pendingUpdate) real.update(pendingUpdate);
      zoom = real;
    });
  const lazy: LazyZoom = {
    update(update) {
      if (zoom) zoom.update(update);
      else pendingUpdate = {...pendingUpdate, ...update};
      return lazy as Zoom;
    },
    detach() {
      detached = true;
      zoom?.detach();
      return lazy as Zoom;
    },
  };
  return lazy;
}
