/**
 * Keeps DocSearch's modal stylesheet out of the first load. Docusaurus merges every stylesheet, lazily imported
 * ones included, into one `styles.css` (its `styles` cache group: facebook/docusaurus#2006), so the modal's CSS,
 * which the theme's SearchBar imports only when the modal is about to open, landed in every page. This plugin moves
 * that one file into an async chunk that loads with the modal; the navbar button's rules (`button.css`) and the
 * variables it reads (./button-variables.css) stay global as client modules. Order stays deterministic: with
 * `future.v4.useCssCascadeLayers`, @docsearch/css sits in its own layer and our unlayered CSS wins.
 */
import type {Plugin} from '@docusaurus/types';

const PLUGIN_NAME = 'lazy-docsearch-css';

export default function lazyDocSearchCss(): Plugin {
  return {
    name: PLUGIN_NAME,

    getClientModules: () => [
      require.resolve('./button-variables.css'),
      require.resolve('@docsearch/css/dist/button.css'),
    ],

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Outranks Docusaurus's `styles` group (priority 50) for this one file, in async chunks only.
              docsearchModalStyles: {
                name: 'docsearch-modal',
                type: 'css/mini-extract',
                test: /[\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css$/,
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
