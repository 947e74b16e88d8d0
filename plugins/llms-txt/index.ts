/**
 * Markdown for AI assistants (llmstxt.org). After the build, every doc and blog post page is converted
 * from its built HTML to Markdown — so MDX components appear as readers see them — and written beside it
 * (docs/intro.html → docs/intro.md), plus llms.txt and llms-full.txt at the base path.
 *
 * Why not @signalwire/docusaurus-plugin-llms-txt 1.2.2, which also converts the HTML: under our base path it
 * doubles it in every internal link (…/dlabflow/dlabflow/docs/…), it inlines figures as base64 data URIs
 * and it writes task lists as `<!-- -->` items.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {llmsFullTxt, llmsTxt, pageDocument, type ConvertedPage, type IndexOptions} from './documents';
import {htmlToMarkdown} from './html-to-markdown';
import {readPage} from './page';
import {listHtmlPages} from '../shared/builtFiles';

export type LlmsTxtOptions = IndexOptions;

/** Converts the pages of a build folder and writes the Markdown files; returns the converted pages. */
export async function writeMarkdownCopies(
  outDir: string,
  siteBaseUrl: string,
  options: IndexOptions,
): Promise<ConvertedPage[]> {
  const pages: ConvertedPage[] = [];
  for (const file of listHtmlPages(outDir).filter((page) => path.posix.basename(page) !== '404.html')) {
    const route = file.replace(/\.html$/, '');
    const page = readPage(
      await fs.readFile(path.join(outDir, file), 'utf8'),
      new URL(route, siteBaseUrl).href,
    );
    if (!page) continue;
    const converted: ConvertedPage = {
      ...page,
      markdownUrl: new URL(`${route}.md`, siteBaseUrl).href,
      body: await htmlToMarkdown(page.contentHtml),
    };
    // A theme upgrade that renames the content's container must fail the build, not ship empty copies.
    if (!converted.title || !converted.body) throw new Error(`[llms-txt] ${file}: no title or content found`);
    await fs.writeFile(path.join(outDir, `${route}.md`), pageDocument(converted, options));
    pages.push(converted);
  }
  return pages;
}

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin<void> {
  return {
    name: 'llms-txt',
    async postBuild({outDir, siteConfig}) {
      const started = performance.now();
      const siteBaseUrl = new URL(siteConfig.baseUrl, siteConfig.url).href;
      const pages = await writeMarkdownCopies(outDir, siteBaseUrl, options);
      if (pages.length === 0) throw new Error('[llms-txt] no doc or blog post page found in the build');
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(pages, options));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(pages, options));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[llms-txt] Wrote llms.txt, llms-full.txt and ${pages.length} Markdown pages in ${seconds} s.`,
      );
    },
  };
}
