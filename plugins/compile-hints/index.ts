/**
 * The scripts every page runs at startup, marked for eager compilation with V8's explicit compile hint (the comment
 * `//# allFunctionsCalledOnLoad` on a file's first line, Chrome 136+; other engines read a comment): nearly every
 * function of main.js runs while a page starts, and V8 would compile each lazily on the main thread. With the hint
 * it compiles the file on a background thread while it streams in. React (React DOM, React, its scheduler) gets an
 * initial chunk of its own that runs its modules as soon as it loads, in a task before main.js's.
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
