/**
 * Moves Prism (the code highlighter, ~25 KB gzip) out of the first-load bundle (issue 6).
 *
 * theme-classic registers a client module, lib/prism-include-languages.js, that imports prism-react-renderer
 * and adds `prism.additionalLanguages` on every page at startup, so Prism sat in main.js even on pages with no
 * code. Here that client module is replaced by an empty one, and the same registration runs from
 * ./theme/CodeBlock/Content, which wraps the theme's component: Prism now arrives with the first code block,
 * and the languages are registered before anything is highlighted (on the server and in the browser).
 */
import type {Plugin} from '@docusaurus/types';
import path from 'node:path';

const PLUGIN_NAME = 'lazy-prism-languages';
const here = __dirname;

/** theme-classic's client module, wherever npm put the package. */
const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function lazyPrismLanguages(): Plugin {
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(here, 'theme'),
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
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
