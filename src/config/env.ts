/**
 * Environment variables, read once at build time (Node only; never import this from browser code).
 * Every variable is optional: without any of them the site builds for the default deploy target
 * with local search.
 */
import type {SearchMode} from '../../plugins/search-local/options';
import {DEFAULT_BASE_URL, DEFAULT_SITE_URL, EXTERNAL_URLS} from './constants';

function readEnv(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** Docusaurus wants a leading and trailing slash on baseUrl; operators often forget one. */
function normaliseBaseUrl(raw: string): string {
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export const env = {
  /** Origin the site is deployed at (canonical URLs, sitemap, feeds). */
  siteUrl: readEnv('SITE_URL') ?? DEFAULT_SITE_URL,
  /** Path prefix every route lives under. */
  baseUrl: normaliseBaseUrl(readEnv('BASE_URL') ?? DEFAULT_BASE_URL),
  /** "Edit this page" target; set EDIT_URL to an empty-string-free value to change it. */
  editUrl: readEnv('EDIT_URL') ?? `${EXTERNAL_URLS.repository}/edit/main/`,
  /** The AI assistant page the floating chatbot button opens. */
  chatbotUrl: readEnv('CHATBOT_URL') ?? EXTERNAL_URLS.chatbot,
  /** Optional announcement bar: shown only when ANNOUNCEMENT_TEXT is set. */
  announcement: readEnv('ANNOUNCEMENT_TEXT')
    ? {id: readEnv('ANNOUNCEMENT_ID') ?? 'announcement', content: readEnv('ANNOUNCEMENT_TEXT')!}
    : undefined,
  /** Algolia DocSearch (public, search-only credentials). All three set → Algolia mode. */
  algolia: {
    appId: readEnv('ALGOLIA_APP_ID'),
    apiKey: readEnv('ALGOLIA_API_KEY'),
    indexName: readEnv('ALGOLIA_INDEX_NAME'),
  },
} as const;

export type {SearchMode};

export const searchMode: SearchMode =
  env.algolia.appId && env.algolia.apiKey && env.algolia.indexName ? 'algolia' : 'local';
