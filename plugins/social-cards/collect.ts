/**
 * The pages that get a share card, read from the content plugins' loaded content: every doc and category
 * index (section: its sidebar categories), every blog post ("블로그") and every Markdown page. Listing pages
 * (blog index, tags, authors, archive), the search page and the home page keep the site's designed card.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {AllContent} from '@docusaurus/types';
import {markdownPageTitle, SECTION_FALLBACKS, sectionLabel} from './card';

export interface CardSpec {
  permalink: string;
  title: string;
  section: string;
}

/** The parts of a loaded sidebar item this module reads. */
interface SidebarNode {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarNode[];
  link?: {type: string; id?: string; permalink?: string; title?: string};
}

/** Each doc id's categories, and each category index page, as the sidebars nest them. */
function walkSidebar(
  items: readonly SidebarNode[],
  ancestors: string[],
  docCategories: Map<string, string[]>,
  categoryPages: CardSpec[],
): void {
  for (const item of items) {
    if (item.type === 'category') {
      const label = item.label ?? '';
      if (item.link?.type === 'generated-index' && item.link.permalink) {
        categoryPages.push({
          permalink: item.link.permalink,
          title: item.link.title ?? label,
          section: sectionLabel(ancestors, SECTION_FALLBACKS.docs),
        });
      } else if (item.link?.type === 'doc' && item.link.id && !docCategories.has(item.link.id)) {
        // The category's own page sits where the category does, as its breadcrumbs show it.
        docCategories.set(item.link.id, ancestors);
      }
      walkSidebar(item.items ?? [], [...ancestors, label], docCategories, categoryPages);
    } else if ((item.type === 'doc' || item.type === 'ref') && item.id && !docCategories.has(item.id)) {
      docCategories.set(item.id, ancestors);
    }
  }
}

function docCards(content: DocsContent): CardSpec[] {
  return content.loadedVersions.flatMap((version) => {
    const docCategories = new Map<string, string[]>();
    const categoryPages: CardSpec[] = [];
    for (const sidebar of Object.values(version.sidebars)) {
      walkSidebar(sidebar as readonly SidebarNode[], [], docCategories, categoryPages);
    }
    const docs = version.docs.map((doc) => ({
      permalink: doc.permalink,
      title: doc.title,
      section: sectionLabel(docCategories.get(doc.id) ?? [], SECTION_FALLBACKS.docs),
    }));
    return [...docs, ...categoryPages];
  });
}

function postCards(content: BlogContent): CardSpec[] {
  return content.blogPosts.map(({metadata}) => ({
    permalink: metadata.permalink,
    title: metadata.title,
    section: SECTION_FALLBACKS.blog,
  }));
}

function markdownPageCards(content: PagesContent): CardSpec[] {
  return content.flatMap((page) => {
    const title = page.type === 'mdx' ? markdownPageTitle(page) : undefined;
    return title ? [{permalink: page.permalink, title, section: SECTION_FALLBACKS.page}] : [];
  });
}

/** Every card of the site, one per page, from the default instance of each content plugin. */
export function collectCards(allContent: AllContent): CardSpec[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const pages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
  const cards = [
    ...(docs ? docCards(docs) : []),
    ...(blog ? postCards(blog) : []),
    ...(pages ? markdownPageCards(pages) : []),
  ];
  const seen = new Set<string>();
  for (const {permalink} of cards) {
    if (seen.has(permalink)) throw new Error(`[social-cards] two pages claim the card of ${permalink}`);
    seen.add(permalink);
  }
  return cards;
}
