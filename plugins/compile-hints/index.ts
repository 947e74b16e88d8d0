/**
 * The scripts every page runs at startup, marked for eager compilation: V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` on a file's first line (Chrome 136+; other engines read a comment). Nearly every
 * function of main.js runs while a page starts (React, the router, the layout, client modules), and V8 compiles
 * each one lazily, on the main thread, the first time it is called: evaluating main.js was every page's longest
 * task. With the hint V8 compiles the file on a background thread while it streams in.
 *
 * React DOM goes into an initial chunk of its own (`react-dom.<hash>.js`, loaded by every page beside main.js).
 * Inside main.js its module, one 167 KB function, still took ~25 ms to compile on the main thread when React was
 * first required, hint or not (timed around each module's factory: ~0 ms once V8's code cache has it); as a script
 * of its own, with the hint, it is compiled in the background too.
 *
 * Measured on `/search?q=라벨링` (cold, unthrottled, longest main-thread task per load):
 * - no hint: 64–123 ms, a task over 50 ms in every load (6 loads);
 * - hint on main.js: 50–73 ms (8 loads); 5 of 12 loads without a task over 50 ms;
 * - and React DOM apart: 10 of 12 loads without one, the same time to the first result.
 * The lazily loaded chunks (the search modal, the worker) are not hinted: they run a small part of their code, and
 * hinting them changed nothing measurable. Guarded by tests/e2e/first-load.spec.ts.
 */
import type {Plugin} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** React DOM's chunk, named so the hint (and a reader of the build) can find it. */
export const REACT_DOM_CHUNK = 'react-dom';

/** The startup bundles (their names, content hash and all, as the build emits them). */
export const HINTED_BUNDLE = new RegExp(`^assets/js/(main|${REACT_DOM_CHUNK})\\.[0-9a-f]+\\.js$`);

export default function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              [REACT_DOM_CHUNK]: {
                test: /[\\/]node_modules[\\/]react-dom[\\/]/,
                name: REACT_DOM_CHUNK,
                chunks: 'initial',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: HINTED_BUNDLE,
            // After the minifier, which drops comments, and before the content hash is computed.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
