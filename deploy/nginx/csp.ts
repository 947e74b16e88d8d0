/**
 * The Content-Security-Policy of the production server, derived from the build itself so that it allows
 * exactly what the site needs and nothing more:
 *  - scripts: our own files plus the sha256 of every inline script Docusaurus writes into the HTML
 *    (the colour-mode script on every page, the wrong-base-URL banner on the home page). A Docusaurus
 *    upgrade that changes them changes the hashes, which is why they are computed, never copied by hand;
 *  - styles: our own files plus inline style attributes (React and the image zoom set `style=`, the
 *    server HTML has hundreds of them, and CSP cannot hash attributes without `unsafe-hashes` per value);
 *  - connections: our own origin (local search index) plus the Algolia hosts of the configured app only, and the
 *    page-feedback endpoint's origin when FEEDBACK_URL is set.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {listHtmlPages} from '../../plugins/shared/builtFiles';

/** Script types the browser executes; JSON-LD and other data blocks are not scripts for CSP. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `'sha256-…'` source expressions for every distinct inline script in the built HTML, sorted. */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of listHtmlPages(buildDir).map((page) => path.join(buildDir, page))) {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    $('script:not([src])').each((_, element) => {
      const type = ($(element).attr('type') ?? '').trim().toLowerCase();
      if (!EXECUTABLE_SCRIPT_TYPES.has(type)) return;
      const digest = createHash('sha256').update($(element).text(), 'utf8').digest('base64');
      hashes.add(`'sha256-${digest}'`);
    });
  }
  return [...hashes].sort();
}

/**
 * Hosts the DocSearch client (algoliasearch v5) talks to for one application: the DSN host for reads,
 * then three fallbacks. Insights are off in our config, so insights.algolia.io is not needed.
 */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ];
}

export interface CspOptions {
  scriptHashes: string[];
  /** Algolia application id when the site is built with DocSearch keys; undefined in local-search mode. */
  algoliaAppId?: string;
  /** FEEDBACK_URL when set: its origin receives the page-feedback POSTs. */
  feedbackUrl?: string;
}

export function contentSecurityPolicy({scriptHashes, algoliaAppId, feedbackUrl}: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(algoliaAppId ? algoliaHosts(algoliaAppId) : []),
      ...(feedbackUrl ? [new URL(feedbackUrl).origin] : []),
    ],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
