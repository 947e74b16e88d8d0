/**
 * Collects the records of a whole built site (docs, blog posts and pages) from its output folder.
 * Used by the plugin's postBuild and by scripts/algolia-upload.ts, so both feed the same records.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {extractRecords, type ExtractOptions} from './extract';
import type {DocSearchRecord} from '../shared/records';
import {listHtmlPages} from '../../shared/builtFiles';

export interface SiteOptions extends ExtractOptions {
  /** Site origin + base URL, e.g. https://grit-docs.github.io/dlabflow/ (fallback when a page has no canonical link). */
  siteBaseUrl: string;
}

/** Pages readers search for: pages/blog posts ('default') and docs ('docs-<plugin>-<version>'). Blog list, tag and author pages are left out, as contextual search filters them anyway. */
export function isSearchableTag(tag: unknown): boolean {
  return tag === 'default' || (typeof tag === 'string' && tag.startsWith('docs-'));
}

/** Blog list, archive, tag and author pages only repeat post titles: index the posts themselves. */
function isBlogListing(html: string): boolean {
  const htmlClass = /<html[^>]+class=["']?([^"'>]*)/i.exec(html)?.[1] ?? '';
  return htmlClass.includes('plugin-blog') && !htmlClass.includes('blog-post-page');
}

function isNoIndex(html: string): boolean {
  // Docusaurus writes name="robots" for noIndex pages; the search page uses property="robots".
  return /<meta[^>]+(?:name|property)=["']?robots["']?[^>]+content=["']?[^"'>]*noindex/i.test(html);
}

function pageUrl(html: string, file: string, siteBaseUrl: string): string {
  const canonical = /<link[^>]+rel=["']?canonical["']?[^>]+href=["']?([^"'\s>]+)/i.exec(html)?.[1];
  if (canonical) return canonical;
  const route = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return new URL(route, siteBaseUrl).href;
}

export async function collectSiteRecords(outDir: string, options: SiteOptions): Promise<DocSearchRecord[]> {
  const records: DocSearchRecord[] = [];
  for (const file of listHtmlPages(outDir)) {
    if (file === '404.html') continue;
    const html = await fs.readFile(path.join(outDir, file), 'utf8');
    if (isNoIndex(html) || isBlogListing(html)) continue;
    const pageRecords = extractRecords(html, pageUrl(html, file, options.siteBaseUrl), options);
    if (pageRecords.length > 0 && isSearchableTag(pageRecords[0]!.docusaurus_tag))
      records.push(...pageRecords);
  }
  // Files are read in sorted order, but canonical URLs decide the final order: sort for determinism.
  return records.sort((a, b) =>
    a.url_without_anchor === b.url_without_anchor
      ? a.weight.position - b.weight.position
      : a.url_without_anchor < b.url_without_anchor
        ? -1
        : 1,
  );
}
