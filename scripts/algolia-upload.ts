/**
 * `npm run search:upload`: feeds an Algolia index with the records the local index is built from, so
 * Algolia mode needs no crawler. Run it after `npm run build`:
 *
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:upload [-- --dir build]
 *
 * It sets the index settings of Algolia's Docusaurus crawler template, the search glossary as synonyms and the
 * lexicon's product rules as Query Rules (the local engine reads queries with the same glossary and rules), then
 * replaces all records atomically
 * (replaceAllObjects: copy to a temporary index, fill it, move it over the live one). It refuses an empty
 * record set, which would empty the live index. The admin key is read here and nowhere else.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {algoliasearch, type IndexSettings, type SynonymHit} from 'algoliasearch';
import type {GlossaryGroup} from '../plugins/search-local/shared/glossary';
import {PAGE_TYPE_ATTRIBUTE} from '../plugins/search-local/shared/pageTypes';
import {KEYWORDS_ATTRIBUTE, type DocSearchRecord} from '../plugins/search-local/shared/records';
import {collectSiteRecords} from '../plugins/search-local/server/site';
import {SITE} from '../src/config/constants';
import {env} from '../src/config/env';
import {searchLocalPluginOptions} from '../src/config/search';
import {PRODUCT_RULES} from '../src/config/search-product-rules';
import {productQueryRules, type ProductRuleSource} from './lib/algoliaQueryRules';
import {REPO_ROOT} from './lib/paths';

/**
 * Index settings of the DocSearch crawler template for Docusaurus v3 (algolia/docsearch templates.mdx), plus the
 * page type: records carry `page_type` (filterable) and `weight.pageRank` by page type, the first attribute of the
 * custom ranking, so a guide ranks above the glossary, limits, release notes, category indexes and blog posts that
 * tie with it, as in the local engine (plugins/search-local/shared/pageTypes.ts).
 */
export const INDEX_SETTINGS: IndexSettings = {
  attributesForFaceting: [
    'type',
    'lang',
    'language',
    'version',
    'docusaurus_tag',
    `filterOnly(${PAGE_TYPE_ATTRIBUTE})`,
  ],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    // A page's front-matter keywords (on its title's record): what the page is about, as its title is.
    `unordered(${KEYWORDS_ATTRIBUTE})`,
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
  indexLanguages: [SITE.locale],
  queryLanguages: [SITE.locale],
};

/**
 * The search glossary (src/config/search-glossary.ts) as Algolia two-way synonyms, so Algolia mode finds 레이블링 for
 * 라벨링 and epoch for 에폭 as the local engine does. The objectID is the group's first word, so a re-upload replaces.
 */
export function glossarySynonyms(glossary: readonly GlossaryGroup[]): SynonymHit[] {
  return glossary.map((group) => ({objectID: `glossary-${group[0]}`, type: 'synonym', synonyms: [...group]}));
}

export interface UploadOptions {
  appId: string;
  adminApiKey: string;
  indexName: string;
  records: DocSearchRecord[];
  /** Words that find each other; replaces every synonym of the index. */
  glossary: readonly GlossaryGroup[];
  /** The lexicon's product rules; replace every Query Rule of the index. */
  productRules?: readonly ProductRuleSource[];
  /** Only for tests: where the Algolia API lives (e.g. a local fake). */
  hosts?: {url: string; protocol: 'http' | 'https'}[];
}

export class EmptyUploadError extends Error {
  override name = 'EmptyUploadError';
}

export async function uploadRecords({
  appId,
  adminApiKey,
  indexName,
  records,
  glossary,
  productRules = [],
  hosts,
}: UploadOptions): Promise<void> {
  if (records.length === 0) {
    throw new EmptyUploadError(
      `No records to upload: replacing "${indexName}" with nothing would empty it. Run \`npm run build\` first.`,
    );
  }
  const client = algoliasearch(
    appId,
    adminApiKey,
    hosts && {hosts: hosts.map((host) => ({...host, accept: 'readWrite' as const}))},
  );
  const {taskID} = await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  // On the live index: replaceAllObjects copies settings, rules and synonyms to its temporary index.
  const synonyms = await client.saveSynonyms({
    indexName,
    synonymHit: glossarySynonyms(glossary),
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({indexName, taskID: synonyms.taskID});
  const rules = await client.saveRules({
    indexName,
    rules: productQueryRules(productRules),
    clearExistingRules: true,
  });
  await client.waitForTask({indexName, taskID: rules.taskID});
  await client.replaceAllObjects({indexName, objects: records as never[], batchSize: 1000});
}

function requiredEnv(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set (see README.md § Search).`);
  return value;
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const outDir = path.resolve(REPO_ROOT, values.dir!);
  const records = await collectSiteRecords(outDir, {
    siteBaseUrl: new URL(env.baseUrl, env.siteUrl).href,
    defaultLvl0: searchLocalPluginOptions.defaultLvl0,
    docPageTypes: searchLocalPluginOptions.docPageTypes,
    siteKeywords: searchLocalPluginOptions.siteKeywords,
  });
  const indexName = requiredEnv('ALGOLIA_INDEX_NAME');
  console.log(
    `Uploading ${records.length} records from ${path.relative(REPO_ROOT, outDir)}/ to ${indexName}…`,
  );
  await uploadRecords({
    appId: requiredEnv('ALGOLIA_APP_ID'),
    adminApiKey: requiredEnv('ALGOLIA_ADMIN_API_KEY'),
    indexName,
    records,
    glossary: searchLocalPluginOptions.glossary,
    productRules: PRODUCT_RULES,
  });
  console.log('Done: settings, glossary synonyms and product rules applied, records replaced.');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
