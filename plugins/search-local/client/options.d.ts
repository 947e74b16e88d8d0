/** The plugin's client options, written at build time and aliased by index.ts (configureWebpack). */
declare module '@search-local/options' {
  const options: import('../options').ClientOptions;
  export default options;
}

/** Algolia mode: the query reader's vocabulary (server/queryVocabulary.ts), written at build time. */
declare module '@search-local/query-vocabulary' {
  const vocabulary: import('../shared/algoliaQuery').QueryVocabulary;
  export default vocabulary;
}

/** Algolia mode: algoliasearch's own lite client, which `algoliasearch/lite` is aliased away from (index.ts). */
declare module '@search-local/algolia-lite' {
  export {liteClient} from 'algoliasearch/lite';
}
