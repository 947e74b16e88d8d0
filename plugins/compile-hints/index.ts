/**
 * The scripts every page runs at startup, marked for eager compilation: V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` on a file's first line (Chrome 136+; other engines read a comment). Nearly every
 * function of main.js runs while a page starts (React, the router, the layout, client modules), and V8 compiles
 * each one lazily, on the main thread, the first time it is called: evaluating main.js was every page's longest
 * task. With the hint V8 compiles the file on a background thread while it streams in.
 *
 * React (React DOM, React and its scheduler) goes into an initial chunk of its own, `react-dom.<hash>.js`, which
 * runs its modules as soon as it is loaded (RUN_ON_LOAD), in a task before main.js's. React DOM's module, one
 * 167 KB function, took ~23 ms on the main thread when first required, hint or not (timed around each module's
 * factory; ~0 ms once V8's code cache has it), and that was inside main.js's task.
 *
 * Measured on `/search?q=라벨링` (cold, unthrottled, longest main-thread task per load):
 * - no hint: 64–123 ms, a task over 50 ms in every load (6 loads);
 * - hint on main.js: 50–73 ms (8 loads); 4–5 of 12 loads without a task over 50 ms;
 * - React apart, run in its own task: 13 of 14 loads without one, the same time to the first result.
 * The lazily loaded chunks (the search modal, the worker) are not hinted: they run a small part of their code, and
 * hinting them changed nothing measurable or made the first hit later. Guarded by tests/e2e/first-load.spec.ts.
 */
import type {Plugin} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** React's chunk (React DOM, React, the scheduler), named so the hint (and a reader of the build) can find it. */
export const REACT_DOM_CHUNK = 'react-dom';

/** The global through which chunks reach the bundler's runtime (set here, so the footer below can name it). */
const CHUNK_LOADING_GLOBAL = 'webpackChunkDlabflow';

/** Emitted JS files of the chunks named (a regex alternation), content hash and all. */
const bundles = (names: string): RegExp => new RegExp(`^assets/js/(${names})\\.[0-9a-f]+\\.js$`);

/** The startup bundles. */
export const HINTED_BUNDLE = bundles(`main|${REACT_DOM_CHUNK}`);

/**
 * Appended to React's chunk: runs its modules (React, its scheduler, React DOM) as soon as the bundler's runtime
 * has the chunk, in the task that evaluates the chunk or the runtime, instead of inside main.js's evaluation. A
 * chunk's entry in the loading queue may carry a function the runtime calls with its `require` (the JSONP chunk
 * format of webpack 5 and Rspack: [chunk ids, modules, runtime function]); this pushes one that requires every
 * module of the entry just pushed, which is this chunk's.
 */
export const RUN_ON_LOAD = `;(function(q){var c=q[q.length-1];q.push([[],{},function(r){for(var id in c[1])r(id)}])})(self.${CHUNK_LOADING_GLOBAL}=self.${CHUNK_LOADING_GLOBAL}||[]);`;

export default function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        output: {chunkLoadingGlobal: CHUNK_LOADING_GLOBAL},
        optimization: {
          splitChunks: {
            cacheGroups: {
              [REACT_DOM_CHUNK]: {
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
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
            banner: RUN_ON_LOAD,
            raw: true,
            footer: true,
            test: bundles(REACT_DOM_CHUNK),
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
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
