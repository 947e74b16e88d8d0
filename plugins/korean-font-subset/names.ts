/** Names shared by the plugin and its tests (safe to import anywhere: no Node-only code). */
export const PLUGIN_NAME = 'korean-font-subset';
/** The subset's file name before the bundler adds its content hash (assets/fonts/<name>-<hash>.woff2). */
export const FONT_FILE_BASENAME = 'korean-font-subset';
export const FONT_FILE_NAME = `${FONT_FILE_BASENAME}.woff2`;
export const STYLESHEET_NAME = `${FONT_FILE_BASENAME}.css`;
