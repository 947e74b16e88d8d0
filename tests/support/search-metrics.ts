/** MRR@k and recall@k of the local engine over the relevance set, on the index a build ships. */
import fs from 'node:fs';
import path from 'node:path';
import {decodeGlossary, decodeIndex} from '../../plugins/search-local/shared/compactIndex';
import {INDEX_MANIFEST, type IndexManifest} from '../../plugins/search-local/shared/indexFiles';
import type {GlossaryGroup} from '../../plugins/search-local/shared/glossary';
import type {DocSearchRecord} from '../../plugins/search-local/shared/records';
import {createResponder} from '../../plugins/search-local/shared/respond';
import {SITE} from '../../src/config/constants';
import {SEARCH} from './spec';
import type {RelevanceCase} from './search-relevance';
import {BASE_PATH} from './site';

export interface BuiltIndex {
  records: DocSearchRecord[];
  glossary: readonly GlossaryGroup[];
}

export function loadBuiltIndex(buildDir: string): BuiltIndex {
  const manifestPath = path.join(buildDir, INDEX_MANIFEST);
  if (!fs.existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run \`npm run build\` first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as IndexManifest;
  const data: unknown = JSON.parse(fs.readFileSync(path.join(buildDir, manifest.file), 'utf8'));
  return {records: decodeIndex(data), glossary: decodeGlossary(data)};
}

/** What the modal sends (contextual search on the ko docs). */
export const MODAL_REQUEST = {
  hitsPerPage: SEARCH.hitsPerPage,
  facetFilters: [
    `language:${SITE.locale}`,
    [`docusaurus_tag:${SEARCH.defaultSearchTag}`, 'docusaurus_tag:docs-default-current'],
  ],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  attributesToSnippet: [`content:${SEARCH.snippetWords}`],
};

export interface CaseResult extends RelevanceCase {
  /** 1-based rank of the first hit on an expected page within the top k hits, or undefined. */
  rank?: number;
  top: string[];
  /** The query the engine searched when it rewrote the one typed (wrong keyboard layout). */
  searchedQuery?: string;
}

export function evaluate({records, glossary}: BuiltIndex, cases: RelevanceCase[], k = 5) {
  const responder = createResponder(records, glossary);
  const results: CaseResult[] = cases.map((c) => {
    const response = responder.respond({...MODAL_REQUEST, query: c.query});
    const hits = response.hits.slice(0, k);
    const routes = hits.map((h) => '/' + new URL(h.url_without_anchor).pathname.slice(BASE_PATH.length));
    const index = routes.findIndex((r) => c.expected.includes(r));
    return {
      ...c,
      rank: index >= 0 ? index + 1 : undefined,
      top: routes,
      ...(response.searchedQuery !== undefined && {searchedQuery: response.searchedQuery}),
    };
  });
  const mrr = results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / results.length;
  const recall = results.filter((r) => r.rank).length / results.length;
  return {results, mrr, recall};
}
