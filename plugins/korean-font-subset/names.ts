/** Names shared by the plugin and its tests (safe to import anywhere: no Node-only code). */
export const PLUGIN_NAME = 'korean-font-subset';
/** The subset's file name before the bundler adds its content hash (assets/fonts/<name>-<hash>.woff2). */
export const FONT_FILE_BASENAME = 'korean-font-subset';
export const FONT_FILE_NAME = `${FONT_FILE_BASENAME}.woff2`;
/** The metric-matched fallback @font-face rules (local system fonts: nothing to download). */
export const STYLESHEET_NAME = `${FONT_FILE_BASENAME}-fallback.css`;
/** The generated client module that loads the subset after the first paint. */
export const LOADER_NAME = `${FONT_FILE_BASENAME}-loader.js`;
