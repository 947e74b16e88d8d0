/**
 * search-local: the DocSearch UI answered from a build-time index when Algolia isn't configured. In local mode it
 * builds the index from the built HTML in postBuild, gives pages the search client and its worker (client/index.ts),
 * aliases `algoliasearch/lite` for the search page, hides Algolia's branding and serves the last build's index under
 * `docusaurus start`. In both modes it gives browser code its options (the no-results link). In Algolia mode it
 * gives the page the query reader's vocabulary and wraps the search page's client, so that Algolia is sent each
 * query as local mode reads it. See README.md.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import type {ClientOptions, SearchLocalOptions, SearchMode} from './options';
import {prepareDevIndex} from './server/devIndex';
import {readQueryVocabulary} from './server/queryVocabulary';
import {collectSiteRecords} from './server/site';
import {nameIndexInPages} from './server/indexMeta';
import {writeIndex} from './server/writeIndex';

export type {SearchLocalOptions, SearchMode} from './options';

export const PLUGIN_NAME = 'search-local';
/** The search worker's chunk name (the `name` client/workerClient.ts gives `new Worker`). */
const WORKER_CHUNK = 'search';
/** Browser code reads its options from this module (a JSON file written in contentLoaded). */
const CLIENT_OPTIONS_MODULE = '@search-local/options';
/** The query reader's vocabulary, for Algolia mode (a JSON file written in contentLoaded). */
const QUERY_VOCABULARY_MODULE = '@search-local/query-vocabulary';
/** Algolia mode: algoliasearch's lite client for the browser, which the search page's reading client wraps. */
const ALGOLIA_LITE_MODULE = '@search-local/algolia-lite';
/** Where the Markdown the query reader's vocabulary is read from lives, under the site's directory. */
const CONTENT_DIRS = ['docs', 'blog'];

/**
 * Rspack's persistent cache is keyed on Docusaurus's theme aliases, not on plugin aliases, so a build in one
 * mode would reuse the other mode's resolution of `algoliasearch/lite` (seen: an Algolia-mode build whose
 * search page still used the local shim), and a build after a new alias its old failure to resolve the module
 * (seen: `@search-local/query-vocabulary`). Give each mode and set of aliases its own cache version.
 */
function separateCache(
  config: Configuration,
  mode: SearchMode,
  alias: Record<string, string>,
): Configuration {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (!cache || typeof cache !== 'object' || !('version' in cache)) return {};
  const aliases = createHash('sha256').update(Object.keys(alias).sort().join()).digest('hex').slice(0, 8);
  return {
    experiments: {cache: {...cache, version: `${String(cache.version)}-search-${mode}-${aliases}`}},
  } as Configuration;
}

// Loaded by Docusaurus through jiti as CommonJS, hence __dirname rather than import.meta.
export default function pluginSearchLocal(context: LoadContext, options: SearchLocalOptions): Plugin {
  const client = (file: string): string => path.join(__dirname, 'client', file);
  let clientOptionsFile: string | undefined;
  let vocabularyFile: string | undefined;
  const writeClientData: NonNullable<Plugin['contentLoaded']> = async ({actions}) => {
    const clientOptions: ClientOptions = {newIssueUrl: options.newIssueUrl};
    clientOptionsFile = await actions.createData('client-options.json', JSON.stringify(clientOptions));
    // Algolia mode reads queries in the page (client/algoliaReading.ts); local mode in its worker, from the index,
    // and never loads this module's chunk (the bundle has it in both modes).
    const vocabulary =
      options.mode === 'local'
        ? {glossary: [], latinWords: [], letterNameWords: []}
        : await readQueryVocabulary(
            CONTENT_DIRS.map((dir) => path.join(context.siteDir, dir)),
            options.glossary ?? [],
          );
    vocabularyFile = await actions.createData('query-vocabulary.json', JSON.stringify(vocabulary));
  };
  const clientDataAlias = (): Record<string, string> => ({
    ...(clientOptionsFile && {[`${CLIENT_OPTIONS_MODULE}$`]: clientOptionsFile}),
    ...(vocabularyFile && {[`${QUERY_VOCABULARY_MODULE}$`]: vocabularyFile}),
  });

  if (options.mode !== 'local') {
    // Algolia mode: the modal and the search page send Algolia the query as local mode reads it.
    return {
      name: PLUGIN_NAME,
      contentLoaded: writeClientData,
      configureWebpack: (config) => {
        const alias = {
          ...clientDataAlias(),
          [`${ALGOLIA_LITE_MODULE}$`]: require.resolve('algoliasearch/dist/lite/builds/browser'),
          'algoliasearch/lite$': client('algoliaLiteShim.ts'),
        };
        return {...separateCache(config, options.mode, alias), resolve: {alias}};
      },
    };
  }
  const {siteConfig, outDir, generatedFilesDir} = context;
  const devIndexDir = path.join(generatedFilesDir, PLUGIN_NAME, 'dev-index');
  const siteBaseUrl = new URL(siteConfig.baseUrl, siteConfig.url).href;

  return {
    name: PLUGIN_NAME,

    getClientModules() {
      return [client('index.ts'), client('branding.css')];
    },

    contentLoaded: writeClientData,

    configureWebpack(config, isServer) {
      const alias = {...clientDataAlias(), 'algoliasearch/lite$': client('liteClientShim.ts')};
      return {
        ...separateCache(config, options.mode, alias),
        resolve: {alias},
        ...(!isServer && {
          // Only `docusaurus start` reads devServer.
          devServer: {static: [{directory: devIndexDir, publicPath: siteConfig.baseUrl, watch: false}]},
          // The worker stays one script: the bundler's default vendor splitting of async chunks moved es-hangul
          // into a chunk of its own, which the worker fetched with a blocking importScripts before it could run.
          // Every other chunk is split as before (the default: async chunks only).
          optimization: {
            splitChunks: {chunks: (chunk) => chunk.name !== WORKER_CHUNK && !chunk.canBeInitial()},
          },
        }),
      };
    },

    async loadContent() {
      if (process.env.NODE_ENV !== 'development') return;
      const records = await prepareDevIndex(outDir, devIndexDir);
      if (records === undefined) {
        logger.warn(
          `[search-local] No search index in ${outDir} yet: run \`npm run build\` once, then restart, for search in dev mode.`,
        );
      } else {
        logger.info(`[search-local] Dev mode searches the last build's index (${records} records).`);
      }
    },

    async postBuild({outDir: builtDir}) {
      const records = await collectSiteRecords(builtDir, {
        siteBaseUrl,
        defaultLvl0: options.defaultLvl0,
        docPageTypes: options.docPageTypes,
        siteKeywords: options.siteKeywords,
      });
      const {file, bytes} = await writeIndex(builtDir, records, siteConfig.url, options.glossary);
      const pages = await nameIndexInPages(builtDir, file);
      logger.info(
        `[search-local] Wrote ${file}: ${records.length} records, ${Math.round(bytes / 1024)} KB; named in ${pages} pages.`,
      );
    },
  };
}
