/**
 * Keeps the DocSearch modal out of the first-load bundle (issue 6).
 *
 * The theme's SearchBar imports the button and the keyboard hook from '@docsearch/react' and lazy-loads the
 * modal from '@docsearch/react/modal'. But @docsearch/react ships one pre-bundled file for all three (with
 * autocomplete-core and Algolia's lite client inside), and a module cannot be split, so the whole ~27 KB
 * gzip modal landed in main.js on every page. The bare '@docsearch/react' import now resolves to
 * ./docsearch-button.tsx (the button and hook only); '@docsearch/react/modal' still reaches the real
 * package, in its own chunk, when search is about to open.
 */
import type {Plugin} from '@docusaurus/types';
import path from 'node:path';

const PLUGIN_NAME = 'lazy-docsearch-modal';
const here = __dirname;

export default function lazyDocSearchModal(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack() {
      return {
        resolve: {
          // `$`: exact match only, so '@docsearch/react/modal' and '/style' are untouched.
          alias: {'@docsearch/react$': path.join(here, 'docsearch-button.tsx')},
        },
      };
    },
  };
}
