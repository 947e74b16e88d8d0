/**
 * The plugin's options, given by docusaurus.config.ts (the plugin reads no site config module of its own).
 * Types only: imported by the Node side and, for ClientOptions, by the browser side.
 */

import type {PageType} from './shared/pageTypes';

/** 'algolia': the theme runs as shipped; 'local': the DocSearch UI is answered from the build-time index. */
export type SearchMode = 'algolia' | 'local';

export interface SearchLocalOptions {
  mode: SearchMode;
  /** lvl0 of pages outside the docs and blog (the crawler template says 'Documentation'). */
  defaultLvl0: string;
  /** Docs that are not guides, by doc id (faq, glossary, reference): search ranks them below guides. */
  docPageTypes?: Readonly<Record<string, PageType>>;
  /** "New issue" page the no-results screen's 'Let us know.' link opens (title and body are added). */
  newIssueUrl: string;
  /** The keywords meta of pages without front-matter `keywords` (the site's own): not a page's search words. */
  siteKeywords?: string;
  /** Words that find each other (synonyms, loanwords, variant spellings); written into the index. */
  glossary?: readonly (readonly string[])[];
}

/** What browser code needs of the options, served as the module `@search-local/options`. */
export type ClientOptions = Pick<SearchLocalOptions, 'newIssueUrl'>;
