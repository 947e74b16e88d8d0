/**
 * Keeps DocSearch's modal stylesheet out of the first load.
 *
 * Docusaurus merges every stylesheet, lazily imported ones included, into one `styles.css` (its `styles`
 * split-chunks cache group; one file, one order: facebook/docusaurus#2006). The theme's SearchBar imports
 * `@docsearch/react/style` only when the modal is about to open, yet DocSearch v4's stylesheet (modal, Ask AI,
 * side panel: 5.9 KB gzip, Ask AI stays off here) landed in every page's CSS. This plugin moves that one
 * file from that group into an async one, so it loads with the modal; the navbar button's
 * rules (`button.css`, 0.8 KB gzip) and the variables it reads (./button-variables.css) stay global as client
 * modules.
 *
 * Order stays deterministic: with `future.v4.useCssCascadeLayers`, @docsearch/css sits in its own layer,
 * declared at the top of `styles.css`, and our unlayered CSS wins whatever loads last.
 * Guarded by tests/e2e/first-load.spec.ts. When Docusaurus splits lazy CSS itself, delete this plugin.
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
