/**
 * What the build and the page agree on about a share card: its size, where it lives and how it is described.
 * Safe for browser code (the theme wraps import it), so no Node modules here.
 */

/** The Open Graph size: KakaoTalk, Slack and X show a 1.91:1 image this size without cropping. */
export const CARD_SIZE = {width: 1200, height: 630} as const;

/** Cards are written under the build's base path here, one per page, named after the page's route. */
export const CARD_DIR = 'img/social-cards';

/** The card of the page at `permalink` (as Docusaurus gives it, base path included), relative to the base path. */
export function cardPath(permalink: string, baseUrl: string): string {
  const route = permalink.startsWith(baseUrl)
    ? permalink.slice(baseUrl.length)
    : permalink.replace(/^\//, '');
  const name = route.replace(/\/+$/, '') || 'index';
  return `${CARD_DIR}/${name}.png`;
}

/** The section line of pages outside the docs' sidebar categories. */
export const SECTION_FALLBACKS = {docs: '문서', blog: '블로그', page: '안내'} as const;

/** The section line of a card: the page's sidebar categories, outermost first. */
export function sectionLabel(categories: readonly string[], fallback: string): string {
  return categories.length > 0 ? categories.join(' › ') : fallback;
}

/** og:image:alt: what the card shows, for readers of a preview who cannot see it. */
export function cardAlt(title: string, section: string): string {
  return `${section} · ${title}`;
}

/** The title a Markdown page shows (as MDXPage reads it): the page's own, else its front matter's. */
export function markdownPageTitle(page: {title?: string; frontMatter: {title?: string}}): string | undefined {
  return page.title ?? page.frontMatter.title;
}
