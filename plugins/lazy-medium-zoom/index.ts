/**
 * Keeps medium-zoom out of every page's first load: docusaurus-plugin-image-zoom's client module imports it
 * statically, although it first calls it a second after the page starts. The bare `medium-zoom` import is aliased
 * to ./lazyMediumZoom.ts, which has the same call signature and loads the library on that first call.
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
