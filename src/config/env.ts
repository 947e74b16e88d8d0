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

/** An http(s) URL, or the build stops: a mistyped endpoint would lose every reader's answer silently. */
function readUrlEnv(name: string): string | undefined {
  const value = readEnv(name);
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return url.href;
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
  /**
   * Where "이 문서가 도움이 되었나요?" POSTs `{page, helpful, comment}` as JSON. Unset: "아니오" composes an
   * e-mail to the support address instead, and nothing is sent anywhere.
   */
  feedbackUrl: readUrlEnv('FEEDBACK_URL'),
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
