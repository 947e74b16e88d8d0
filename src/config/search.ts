/**
 * Search configuration. The DocSearch UI is always the one from @docusaurus/theme-search-algolia;
 * which backend answers it is decided once here from the environment (see env.ts).
 */
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchLocalOptions} from '../../plugins/search-local';
import {EXTERNAL_URLS, SITE} from './constants';
import {env, searchMode} from './env';
import {SEARCH_GLOSSARY} from './search-glossary';

/**
 * The theme's schema requires appId, apiKey and indexName to be non-empty strings, so local mode
 * passes placeholders; they never reach the network because the local client replaces the Algolia one.
 */
const LOCAL_PLACEHOLDERS = {appId: 'LOCAL', apiKey: 'local-search-only', indexName: 'local'} as const;

export const algolia = {
  appId: env.algolia.appId ?? LOCAL_PLACEHOLDERS.appId,
  apiKey: env.algolia.apiKey ?? LOCAL_PLACEHOLDERS.apiKey,
  indexName: env.algolia.indexName ?? LOCAL_PLACEHOLDERS.indexName,
  contextualSearch: true,
  insights: false,
  searchPagePath: 'search',
} satisfies AlgoliaThemeConfig['algolia'];

export {searchMode};

/** Options of plugins/search-local: it builds and serves the local index only in local mode. */
export const searchLocalPluginOptions = {
  mode: searchMode,
  defaultLvl0: '문서',
  // Docs that answer by listing or defining, not by walking through a task: a guide about the query ranks first.
  // The support page lists who answers which question, naming every subject; the quick start walks through every
  // step in a paragraph and links each to its guide, as a category index does.
  docPageTypes: {
    faq: 'faq',
    glossary: 'glossary',
    limits: 'reference',
    release_notes: 'reference',
    support: 'reference',
    intro: 'index',
  },
  newIssueUrl: `${EXTERNAL_URLS.repository}/issues/new`,
  siteKeywords: SITE.keywords,
  glossary: SEARCH_GLOSSARY,
} satisfies SearchLocalOptions;
