/**
 * Turns one built HTML page into DocSearch v3 records with the selectors of Algolia's Docusaurus
 * crawler template (algolia/docsearch `templates.mdx`), so local search and an Algolia index fed
 * by `npm run search:upload` see the same records. Node only (cheerio).
 */
import * as cheerio from 'cheerio';
import {
  emptyHierarchy,
  HIERARCHY_LEVELS,
  KEYWORDS_ATTRIBUTE,
  pageRecord,
  type DocSearchRecord,
  type Hierarchy,
  type PageMeta,
  type RecordType,
} from '../shared/records';
import {PAGE_TYPE_ATTRIBUTE} from '../shared/pageTypes';
import {pageTypeFromHtmlClass, type DocPageTypes} from './pageType';

/** Crawler template: lvl0 is the active sidebar category, else the active navbar item. */
const LVL0_SELECTOR =
  '.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active';
/** Template selectors, in one pass so nodes come in document order. */
const NODE_SELECTOR =
  'header h1, article h1, article h2, article h3, article h4, article h5, article h6, article td:first-child, ' +
  'article p, article li, article td:last-child';
/**
 * Chrome inside <article> that the template would otherwise index: breadcrumbs, the mobile TOC,
 * edit/tags footers, heading anchors, blog post author cards and doc card lists.
 */
const NOISE_SELECTOR = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-blog-footer-edit-meta-row',
  'article footer',
  '.hash-link',
  '.avatar',
  // Doc card lists (category index pages, DocCardList): links to other pages, which have their own records.
  '[class^="docCardListItem"]',
  '[class*=" docCardListItem"]',
  'nav',
  'script',
  'style',
].join(', ');
/** Block children whose text belongs to their own record, not their parent's. */
const NESTED_BLOCKS = 'p, li, ul, ol, table, pre, h1, h2, h3, h4, h5, h6';

/** Keep every record well under Algolia's 10 KB record limit. */
export const MAX_CONTENT_CHARS = 2000;

export interface ExtractOptions {
  /** lvl0 when the page has no active sidebar category or navbar item (the template says 'Documentation'). */
  defaultLvl0: string;
  /** Docs that are not guides (the FAQ, the glossary, reference tables), by doc id: they rank below guides. */
  docPageTypes?: DocPageTypes;
  /** The keywords meta of pages without front-matter `keywords` (the site's own), left out of the records. */
  siteKeywords?: string;
}

export function cleanText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function readMeta($: cheerio.CheerioAPI): PageMeta {
  const meta: PageMeta = {};
  $('meta[name^="docsearch:"]').each((_, el) => {
    const name = $(el).attr('name')!.slice('docsearch:'.length);
    const content = $(el).attr('content') ?? '';
    // As the crawler does: a comma-separated version becomes a list.
    meta[name] =
      name === 'version' && content.includes(',') ? content.split(',').map((v) => v.trim()) : content;
  });
  return meta;
}

/**
 * The page's front-matter `keywords`, which Docusaurus writes into `<meta name="keywords">` joined by commas: words
 * readers search for that the page's text may not have. A page without its own carries the site's, which are not.
 */
function readKeywords($: cheerio.CheerioAPI, siteKeywords: string | undefined): string[] {
  const content = $('meta[name="keywords"]').last().attr('content') ?? '';
  if (content === siteKeywords) return [];
  // A comma between digits (10,000개) is a thousands separator inside a keyword.
  return [
    ...new Set(
      content
        .split(/(?<!\d),|,(?!\d{3}(?!\d))/)
        .map(cleanText)
        .filter(Boolean),
    ),
  ];
}

function headingLevel(el: {tagName: string}): number | undefined {
  const match = /^h([1-6])$/.exec(el.tagName);
  return match ? Number(match[1]) : undefined;
}

export function extractRecords(html: string, pageUrl: string, options: ExtractOptions): DocSearchRecord[] {
  const $ = cheerio.load(html);
  const meta = readMeta($);
  meta[PAGE_TYPE_ATTRIBUTE] = pageTypeFromHtmlClass($('html').attr('class') ?? '', options.docPageTypes);
  const keywords = readKeywords($, options.siteKeywords);
  const lvl0 = cleanText($(LVL0_SELECTOR).last().text()) || options.defaultLvl0;
  $(NOISE_SELECTOR).remove();

  const urlWithoutAnchor = pageUrl.split('#')[0]!;
  const hierarchy: Hierarchy = {...emptyHierarchy(), lvl0};
  const records: DocSearchRecord[] = [];
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null, recordMeta = meta): void => {
    records.push(
      pageRecord({
        pageUrl: urlWithoutAnchor,
        type,
        hierarchy: {...hierarchy},
        content,
        anchor,
        position: records.length,
        meta: recordMeta,
      }),
    );
  };

  const setLevel = (level: number, text: string): void => {
    const key = HIERARCHY_LEVELS[level]!;
    hierarchy[key] = text;
    for (let deeper = level + 1; deeper < HIERARCHY_LEVELS.length; deeper++) {
      hierarchy[HIERARCHY_LEVELS[deeper]!] = null;
    }
  };

  const seen = new Set<unknown>();
  $(NODE_SELECTOR).each((_, el) => {
    if (seen.has(el) || !('tagName' in el)) return;
    seen.add(el);
    const level = headingLevel(el);
    if (level !== undefined) {
      const text = cleanText($(el).text());
      if (!text) return;
      setLevel(level, text);
      anchor = level === 1 ? null : ($(el).attr('id') ?? anchor);
      push(`lvl${level}` as RecordType, null);
      return;
    }
    const isFirstCell = el.tagName === 'td' && $(el).is(':first-child');
    const isLastCell = el.tagName === 'td' && $(el).is(':last-child');
    if (isFirstCell) {
      const text = cleanText($(el).text());
      if (text) {
        setLevel(5, text);
        push('lvl5', null);
      }
      if (!isLastCell) return;
    }
    // A content node's own text: nested blocks (a sub-list, a paragraph in a list item) get their own records. A
    // row's last cell also carries the middle cells that are sentences (4+ words) or a label of the screen (bold,
    // as the docs write them: 빨간 ⊗ | 전체 취소 | …), which the crawler template leaves out; another short one is a
    // label the first cell names already (an English name, a range).
    const cells = isLastCell && !isFirstCell ? $(el).parent().children('td').slice(1).toArray() : [el];
    const text = cells
      .map((cell) => ({
        own: cleanText($(cell).clone().find(NESTED_BLOCKS).remove().end().text()),
        bold: cleanText($(cell).find('strong').text()),
      }))
      .filter(
        ({own, bold}, i) => own && (i === cells.length - 1 || own.split(' ').length >= 4 || bold === own),
      )
      .map(({own}) => own)
      .join(' · ');
    // A list item opening with a link to another page (a guide's next steps) describes that page: it ranks like a
    // line of a category index, below the page it names.
    const link =
      el.tagName === 'li' ? cleanText($(el).children('a[href]:not([href^="#"])').first().text()) : '';
    const itemMeta = link && text.startsWith(link) ? {...meta, [PAGE_TYPE_ATTRIBUTE]: 'index'} : meta;
    if (text) push('content', text.slice(0, MAX_CONTENT_CHARS), itemMeta);
  });
  // The page's keywords are the page's, on its first record (its title, lvl1), as DocSearch shows a page.
  if (keywords.length > 0 && records[0]) records[0][KEYWORDS_ATTRIBUTE] = keywords;
  return records;
}
