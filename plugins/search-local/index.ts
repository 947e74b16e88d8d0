/**
 * search-local: the DocSearch UI answered from a build-time index when Algolia isn't configured. In local mode it
 * builds the index from the built HTML in postBuild, gives pages the search client and its worker (client/index.ts),
 * aliases `algoliasearch/lite` for the search page, hides Algolia's branding and serves the last build's index under
 * `docusaurus start`. In both modes it gives browser code its options (the no-results link). See README.md.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import type {ClientOptions, SearchLocalOptions, SearchMode} from './options';
import {prepareDevIndex} from './server/devIndex';
import {collectSiteRecords} from './server/site';
import {nameIndexInPages} from './server/indexMeta';
import {writeIndex} from './server/writeIndex';

export type {SearchLocalOptions, SearchMode} from './options';

export const PLUGIN_NAME = 'search-local';
/** The search worker's chunk name (the `name` client/workerClient.ts gives `new Worker`). */
const WORKER_CHUNK = 'search';
/** Browser code reads its options from this module (a JSON file written in contentLoaded). */
const CLIENT_OPTIONS_MODULE = '@search-local/options';

/**
 * Rspack's persistent cache is keyed on Docusaurus's theme aliases, not on plugin aliases, so a build in one
 * mode would reuse the other mode's resolution of `algoliasearch/lite` (seen: an Algolia-mode build whose
 * search page still used the local shim). Give each mode its own cache version.
 */
function separateCache(config: Configuration, mode: SearchMode): Configuration {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (!cache || typeof cache !== 'object' || !('version' in cache)) return {};
  return {
    experiments: {cache: {...cache, version: `${String(cache.version)}-search-${mode}`}},
  } as Configuration;
}

// Loaded by Docusaurus through jiti as CommonJS, hence __dirname rather than import.meta.
export default function pluginSearchLocal(context: LoadContext, options: SearchLocalOptions): Plugin {
  const client = (file: string): string => path.join(__dirname, 'client', file);
  let clientOptionsFile: string | undefined;
  const writeClientOptions: Plugin['contentLoaded'] = async ({actions}) => {
    const clientOptions: ClientOptions = {newIssueUrl: options.newIssueUrl};
    clientOptionsFile = await actions.createData('client-options.json', JSON.stringify(clientOptions));
  };
  const clientOptionsAlias = (): Record<string, string> =>
    clientOptionsFile ? {[`${CLIENT_OPTIONS_MODULE}$`]: clientOptionsFile} : {};

  if (options.mode !== 'local') {
    return {
      name: PLUGIN_NAME,
      contentLoaded: writeClientOptions,
      configureWebpack: (config) => ({
        ...separateCache(config, options.mode),
        resolve: {alias: clientOptionsAlias()},
      }),
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

    contentLoaded: writeClientOptions,

    configureWebpack(config, isServer) {
      return {
        ...separateCache(config, options.mode),
        resolve: {
          alias: {...clientOptionsAlias(), 'algoliasearch/lite$': client('liteClientShim.ts')},
        },
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
      });
      const {file, bytes} = await writeIndex(builtDir, records, siteConfig.url, options.glossary);
      const pages = await nameIndexInPages(builtDir, file);
      logger.info(
        `[search-local] Wrote ${file}: ${records.length} records, ${Math.round(bytes / 1024)} KB; named in ${pages} pages.`,
      );
    },
  };
}
