/**
 * Reads one built HTML page: what it is (doc or blog post), its title, description, order hints, and the
 * HTML of its content alone, prepared for conversion to Markdown (html-to-markdown.ts). Everything else
 * on the page — navbar, sidebar, breadcrumbs, table of contents, pagination, footer — is left behind.
 * Selectors are Docusaurus's stable theme class names (ThemeClassNames) and Infima's, not CSS-module names.
 */
import * as cheerio from 'cheerio';
import type {AnyNode} from 'domhandler';

export type PageKind = 'doc' | 'post';

export interface Page {
  kind: PageKind;
  /** Absolute URL of the HTML page (canonical). */
  url: string;
  title: string;
  /** The page's meta description (front matter `description`). */
  description: string;
  /** Absolute URL of the next doc in sidebar order (docs only). */
  next?: string;
  /** Absolute URL of the previous doc in sidebar order (docs only). */
  previous?: string;
  /** ISO date of a blog post. */
  published?: string;
  /** Date and authors of a blog post, as the page shows them. */
  byline?: string;
  /** The content's HTML, cleaned: links and images absolute, code blocks and admonitions plain HTML. */
  contentHtml: string;
}

function kindOf(htmlClass: string): PageKind | undefined {
  const classes = htmlClass.split(/\s+/);
  if (classes.includes('docs-doc-page')) return 'doc';
  if (classes.includes('blog-post-page')) return 'post';
  return undefined;
}

function text($: cheerio.CheerioAPI, node: cheerio.Cheerio<AnyNode>): string {
  return $(node).text().replace(/\s+/g, ' ').trim();
}

/** The content root of each kind of page, as a fragment of HTML. */
function contentOf($: cheerio.CheerioAPI, kind: PageKind): cheerio.Cheerio<AnyNode> {
  if (kind === 'post') return $('main article .markdown').first();
  const markdown = $('main .theme-doc-markdown').first();
  if (markdown.length > 0) return markdown;
  // A generated category index has no Markdown, only a card per doc (its description is the meta one).
  const root = $('<div></div>');
  const list = $('<ul></ul>');
  $('main article a.card').each((_, card) => {
    const title = $(card).find('h2').attr('title') ?? text($, $(card).find('h2'));
    const description = $(card).find('p').attr('title') ?? text($, $(card).find('p'));
    const item = $('<li></li>').append(
      $('<a></a>')
        .attr('href', $(card).attr('href') ?? '')
        .text(title),
    );
    if (description) item.append(`: ${description}`.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;')));
    list.append(item);
  });
  return root.append(list);
}

/** Rewrites the content in place so that a generic HTML → Markdown conversion gives clean Markdown. */
function prepare($: cheerio.CheerioAPI, content: cheerio.Cheerio<AnyNode>, pageUrl: string): void {
  // Chrome inside the content: heading anchors ("#"), copy/wrap buttons, icons.
  content.find('.hash-link, button, svg, script, style, noscript').remove();
  // The page's own title is written by the Markdown header.
  content.find('h1').first().closest('header').remove();
  content.find('h1').first().remove();

  // Prism code blocks: one <pre><code class="language-x"> with the code as text, line by line.
  content.find('.theme-code-block').each((_, block) => {
    const language = /(?:^|\s)language-([\w-]+)/.exec($(block).attr('class') ?? '')?.[1];
    const lines = $(block).find('.token-line');
    const code =
      lines.length > 0
        ? lines
            .map((__, line) => $(line).text())
            .get()
            .join('\n')
        : $(block).find('pre').text();
    const title = $(block).children('div').not(':has(pre)').first();
    const code$ = $('<code></code>').text(code.replace(/\n+$/, ''));
    if (language) code$.addClass(`language-${language}`);
    const replacement = $('<div></div>');
    if (title.length > 0 && text($, title))
      replacement.append($('<p></p>').append($('<code></code>').text(text($, title))));
    replacement.append($('<pre></pre>').append(code$));
    $(block).replaceWith(replacement.contents());
  });

  // Admonitions (:::tip …): a blockquote that starts with the bold heading.
  content.find('.theme-admonition').each((_, admonition) => {
    const children = $(admonition).children();
    const heading = text($, children.first());
    const quote = $('<blockquote></blockquote>');
    if (heading) quote.append($('<p></p>').append($('<strong></strong>').text(heading)));
    quote.append(children.last().contents());
    $(admonition).replaceWith(quote);
  });

  // Images: the bundler inlines small SVG figures as data: URIs, which carry nothing a reader of
  // Markdown can use; their alt text (every figure has one) says what they show.
  content.find('img').each((_, img) => {
    const src = $(img).attr('src') ?? '';
    const alt = $(img).attr('alt') ?? '';
    if (src.startsWith('data:')) $(img).replaceWith($('<em></em>').text(`(그림: ${alt})`));
    else $(img).attr('src', new URL(src, pageUrl).href);
  });

  // Links absolute, in-page anchors included, so that they work wherever the Markdown is pasted.
  content.find('a[href]').each((_, link) => {
    $(link).attr('href', new URL($(link).attr('href')!, pageUrl).href);
  });
}

export function readPage(html: string, fallbackUrl: string): Page | undefined {
  const $ = cheerio.load(html);
  const kind = kindOf($('html').attr('class') ?? '');
  if (!kind) return undefined;
  const url = $('link[rel="canonical"]').attr('href') ?? fallbackUrl;
  const absolute = (href: string | undefined) => (href ? new URL(href, url).href : undefined);
  const title = text($, $('main h1').first());
  const content = contentOf($, kind);
  prepare($, content, url);

  const page: Page = {
    kind,
    url,
    title,
    description: $('meta[name="description"]').attr('content')?.trim() ?? '',
    contentHtml: content.html() ?? '',
  };
  if (kind === 'doc') {
    page.next = absolute($('.pagination-nav__link--next').attr('href'));
    page.previous = absolute($('.pagination-nav__link--prev').attr('href'));
  } else {
    const header = $('main article header').first();
    page.published = header.find('time').attr('datetime');
    const authors = header
      .find('.avatar__name')
      .map((_, name) => text($, $(name)))
      .get();
    page.byline = [text($, header.find('time')), ...authors].filter(Boolean).join(' · ');
  }
  return page;
}
