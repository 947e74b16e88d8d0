/**
 * Browser code: `mediumZoom(selector, options)` as docusaurus-plugin-image-zoom calls it, answered at once
 * with a stand-in that loads the real library on this first call and replays `update`/`detach` on it.
 * The real module is imported by file path, which the `medium-zoom$` alias (./index.ts) does not catch.
 */
import type {Zoom, ZoomOptions, ZoomSelector} from 'medium-zoom';

/** The part of medium-zoom's API that docusaurus-plugin-image-zoom uses. */
export type LazyZoom = Pick<Zoom, 'update' | 'detach'>;

export default function lazyMediumZoom(selector?: ZoomSelector, options?: ZoomOptions): LazyZoom {
  let zoom: Zoom | undefined;
  let detached = false;
  let pendingUpdate: ZoomOptions | undefined;
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
