/**
 * Marks main.js for eager compilation: V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad`
 * on the file's first line (Chrome 136+; other engines read a comment). Nearly every function of main.js runs while
 * a page starts (React, the router, the layout, client modules), and V8 compiles each one lazily, on the main thread,
 * the first time it is called: the evaluation of main.js was every page's longest task. With the hint V8 compiles
 * the whole file on a background thread while it streams in.
 * Measured on `/search?q=라벨링` (cold, unthrottled; 6 loads before, 8 after): the task that evaluates main.js
 * 64–123 → 50–73 ms. Only main.js: the lazily loaded chunks (the search modal, the worker) run a small
 * part of their code, and hinting them changed nothing measurable. Guarded by tests/e2e/first-load.spec.ts.
 */
import type {Plugin} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry bundle every page loads (its name, content hash and all, as Docusaurus emits it). */
const MAIN_BUNDLE = /^assets\/js\/main\.[0-9a-f]+\.js$/;

export default function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: MAIN_BUNDLE,
            // After the minifier, which drops comments, and before the content hash is computed.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
