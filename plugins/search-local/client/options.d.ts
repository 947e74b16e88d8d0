/** The plugin's client options, written at build time and aliased by index.ts (configureWebpack). */
declare module '@search-local/options' {
  const options: import('../options').ClientOptions;
  export default options;
}
