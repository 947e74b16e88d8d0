/**
 * The text files for AI assistants (llmstxt.org): one Markdown document per page, llms.txt (an index of
 * links to those documents, with a one-line description each) and llms-full.txt (every document in one file).
 */
import type {Page} from './page';

export interface ConvertedPage extends Page {
  /** Absolute URL of the page's Markdown copy. */
  markdownUrl: string;
  /** The page's content converted to Markdown, without its title. */
  body: string;
}

export interface IndexOptions {
  /** H1 of llms.txt: the site's name. */
  title: string;
  /** The blockquote under it: what the site is, in one or two sentences. */
  summary: string;
  /** A paragraph after the summary: how the files are organised. */
  details?: string;
  /** Section headings for docs and blog posts. */
  sections: {docs: string; posts: string};
  /** "원문" label before the page URL in each document. */
  sourceLabel: string;
}

/** One page as a Markdown document: title, description, source URL (and a post's date and authors), content. */
export function pageDocument(page: ConvertedPage, options: Pick<IndexOptions, 'sourceLabel'>): string {
  return [
    `# ${page.title}`,
    page.description && `> ${page.description}`,
    page.byline,
    `${options.sourceLabel}: ${page.url}`,
    page.body,
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

/**
 * Docs in sidebar order, which every doc page states through its previous/next links: start at the doc
 * no other doc points to and follow "next". Docs outside the sidebar (no links) follow, by URL.
 */
export function inSidebarOrder<T extends Pick<Page, 'url' | 'next' | 'previous'>>(docs: T[]): T[] {
  const byUrl = new Map(docs.map((doc) => [doc.url, doc]));
  const linked = (url: string | undefined) => url !== undefined && byUrl.has(url);
  const ordered: T[] = [];
  const seen = new Set<string>();
  for (const head of docs.filter((doc) => linked(doc.next) && !linked(doc.previous))) {
    for (let doc: T | undefined = head; doc && !seen.has(doc.url); doc = byUrl.get(doc.next ?? '')) {
      seen.add(doc.url);
      ordered.push(doc);
    }
  }
  const rest = docs.filter((doc) => !seen.has(doc.url)).sort((a, b) => a.url.localeCompare(b.url));
  return ordered.concat(rest);
}

/** Blog posts newest first, as the blog lists them. */
export function newestFirst<T extends Pick<Page, 'url' | 'published'>>(posts: T[]): T[] {
  return [...posts].sort(
    (a, b) => (b.published ?? '').localeCompare(a.published ?? '') || a.url.localeCompare(b.url),
  );
}

function linkLine(page: ConvertedPage): string {
  const title = page.title.replace(/[[\]\\]/g, '\\$&');
  const description = page.description.replace(/\s+/g, ' ');
  return `- [${title}](${page.markdownUrl})${description ? `: ${description}` : ''}`;
}

export function llmsTxt(pages: ConvertedPage[], options: IndexOptions): string {
  const docs = inSidebarOrder(pages.filter((page) => page.kind === 'doc'));
  const posts = newestFirst(pages.filter((page) => page.kind === 'post'));
  const sections: [string, ConvertedPage[]][] = [
    [options.sections.docs, docs],
    [options.sections.posts, posts],
  ];
  return [
    `# ${options.title}`,
    `> ${options.summary}`,
    options.details,
    ...sections
      .filter(([, list]) => list.length > 0)
      .map(([heading, list]) => [`## ${heading}`, list.map(linkLine).join('\n')].join('\n\n')),
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

/** llms-full.txt: the index's header, then every document in the index's order, separated by rules. */
export function llmsFullTxt(pages: ConvertedPage[], options: IndexOptions): string {
  const ordered = [
    ...inSidebarOrder(pages.filter((page) => page.kind === 'doc')),
    ...newestFirst(pages.filter((page) => page.kind === 'post')),
  ];
  const header = [`# ${options.title}`, `> ${options.summary}`].join('\n\n');
  return [header, ...ordered.map((page) => pageDocument(page, options).trim())]
    .join('\n\n---\n\n')
    .concat('\n');
}
