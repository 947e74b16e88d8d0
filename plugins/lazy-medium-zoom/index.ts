/**
 * Keeps medium-zoom (3.1 KB gzip) out of every page's first load.
 *
 * docusaurus-plugin-image-zoom's client module imports `medium-zoom` statically, so the library sat in
 * `main.js` of every page, images or not, although the plugin first calls it a second after the page starts
 * (and again a second after each navigation). This plugin aliases the bare `medium-zoom` import to
 * ./lazyMediumZoom.ts, which has the same call signature and loads the library on that first call.
 * It relies only on medium-zoom's public API (`mediumZoom(selector, options)`, `update`, `detach`), which is
 * all the plugin calls: tests/unit/repository-config.test.ts fails if the plugin starts calling anything else.
 * Guarded by tests/e2e/image-zoom.spec.ts (zoom works) and tests/e2e/first-load.spec.ts (not in main.js).
 * Remove when docusaurus-plugin-image-zoom loads medium-zoom lazily itself.
 */
import type {Plugin} from '@docusaurus/types';

export default function lazyMediumZoom(): Plugin {
  return {
    name: 'lazy-medium-zoom',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'medium-zoom$': require.resolve('./lazyMediumZoom')}}};
    },
  };
}
