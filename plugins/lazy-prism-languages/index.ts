/**
 * Moves Prism (the code highlighter) out of the first-load bundle.
 *
 * theme-classic registers a client module, lib/prism-include-languages.js, that imports prism-react-renderer
 * and adds `prism.additionalLanguages` on every page at startup, so Prism sat in main.js even on pages with no
 * code. Here that client module is replaced by an empty one, and the same registration runs with the
 * highlighting code block (./HighlightedContent), before anything is highlighted.
 *
 * In the browser Prism is not needed while a page shows the server's highlighting: ./theme/CodeBlock/Content
 * loads it only to highlight in the other colour mode or after client-side navigation.
 */
import type {Plugin} from '@docusaurus/types';
import path from 'node:path';

const PLUGIN_NAME = 'lazy-prism-languages';
/**
 * The highlighting code block: imported as is on the server (every block is rendered highlighted into the
 * HTML), lazily in the browser (only blocks that must be highlighted there load Prism).
 */
const HIGHLIGHTED = '@lazy-prism-languages/highlighted';
const here = __dirname;

/** theme-classic's client module, wherever npm put the package. */
const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function lazyPrismLanguages(): Plugin {
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(here, 'theme'),
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        resolve: {
          alias: {
            [`${HIGHLIGHTED}$`]: path.join(
              here,
              isServer ? 'HighlightedContent.tsx' : 'LazyHighlightedContent.tsx',
            ),
          },
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            path.join(here, 'no-client-module.ts'),
          ),
        ],
      };
    },
  };
}
