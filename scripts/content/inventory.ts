/**
 * Reads every doc, blog post and Markdown page and measures it: Hangul length, figures, headings, descriptions,
 * alt text, leftover template text, the product version a page is written against (front matter `baseline`),
 * and, for the report, its hedges, its links to the reference pages, its figures' off-list terms and its last
 * change in git. Used by tests/unit/content.test.ts (which enforces the bar), by the content rules and by
 * `npm run content:report` (scripts/content/report.ts). It reads no rule: the rules read it.
 *
 * The bar: the pages the specification names keep their depth floors, a guard against thinning them; any other
 * page is judged by what fits every page (front matter, alt text, a figure when it walks through a screen), so a
 * short how-to or a short notice is a valid page.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {SPEC_BLOG_POST_SLUGS, SPEC_DOC_IDS} from '../../tests/support/routes';

/** Screen readers read the whole alt text before the caption, so it stays short. */
export const ALT_TEXT_MAX = 100;

/** The product version a page was checked against, e.g. `v2.5`. */
export const BASELINE = /^v\d+\.\d+/;

export type PageKind = 'intro' | 'guide' | 'reference' | 'post' | 'page';

/**
 * Reference pages (FAQ, glossary, limits, release notes): tables and short answers, no screen to
 * draw, so they need no figure. Their own shape (questions, terms) is checked in content.test.ts.
 */
export const REFERENCE_PAGES = ['docs/faq.md', 'docs/glossary.md', 'docs/limits.md', 'docs/release_notes.md'];

export interface PageInventory {
  file: string;
  kind: PageKind;
  /** A page the specification names: held to the depth floor of its kind. */
  pinned: boolean;
  /** Numbered steps that name a screen's labels in bold: the page walks through a screen. */
  walksThroughScreen: boolean;
  title?: string;
  description?: string;
  /** Product version the page is written against (front matter `baseline`, e.g. `v2.5`). */
  baseline?: string;
  hangul: number;
  figures: number;
  headings: number;
  imagesWithoutAlt: string[];
  /** Alt text of every image (Markdown and HTML), in order. */
  altTexts: string[];
  missingImages: string[];
  /** Local SVG figures the page shows, relative to the root. */
  svgFigures: string[];
  leftovers: string[];
  /** Sentences that tell the reader we do not know, or send them off without a path. */
  hedges: string[];
  /** Links to each reference page and to the support page. */
  referenceLinks: Record<ReferencePage, number>;
}

/** Phrases that leave a stuck reader where they were: say what they can do now and where to ask instead. */
export const HEDGES: RegExp[] = [
  /안내가\s?없습니다/,
  /근거\s?자료/,
  /관리자에게\s?문의/,
  /확인되지\s?않았습니다/,
  /알려져\s?있지\s?않습니다/,
  /아직\s?(?:정리|확인)되지\s?않/,
];

/** The reference pages and the support page, as the report counts links to them. */
export const REFERENCE_LINK_TARGETS = {
  glossary: 'docs/glossary.md',
  limits: 'docs/limits.md',
  faq: 'docs/faq.md',
  support: 'docs/support.md',
} as const;
export type ReferencePage = keyof typeof REFERENCE_LINK_TARGETS;

/** Minimum Hangul syllables of the specification's pages, per kind: a regression guard. */
export const HANGUL_FLOOR: Record<PageKind, number> = {
  intro: 3000,
  guide: 1500,
  reference: 1500,
  post: 3000,
  page: 1000,
};

/** Text that must never ship: template leftovers and placeholders, each with an example it catches. */
export const LEFTOVERS: {pattern: RegExp; example: string}[] = [
  {pattern: /lorem ipsum/i, example: 'Lorem ipsum dolor sit amet'},
  {pattern: /\bTODO\b/, example: 'TODO: 스크린샷 추가'},
  {pattern: /\bTBD\b/, example: '출시일 TBD'},
  {pattern: /준비\s?중입니다/, example: '이 문서는 준비 중입니다.'},
  {pattern: /Docusaurus Tutorial/i, example: 'Docusaurus Tutorial - Basics'},
  {pattern: /Markdown page example/i, example: 'Markdown page example'},
  {pattern: /Welcome to Docusaurus/i, example: 'Welcome to Docusaurus'},
  {
    pattern: /Let's discover \*\*Docusaurus/i,
    example: "Let's discover **Docusaurus in less than 5 minutes**.",
  },
];

/** Any other page: enough to say one thing; a notice of two sentences passes. */
export const ANY_PAGE_FLOOR = 80;

/** The pages the specification names, plus the reference pages: their depth is pinned. */
const PINNED_PAGES = new Set([
  ...SPEC_DOC_IDS.map((id) => `docs/${id}`),
  ...REFERENCE_PAGES.map((file) => file.replace(/\.mdx?$/, '')),
  'src/pages/markdown-page',
]);
const isPinned = (relative: string): boolean =>
  PINNED_PAGES.has(relative.replace(/\.mdx?$/, '')) ||
  (relative.startsWith('blog/') &&
    SPEC_BLOG_POST_SLUGS.some((slug) => relative.split('/')[1]?.endsWith(`-${slug}`)));

const HANGUL = /[\uac00-\ud7a3]/g;
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const HTML_IMAGE = /<img\b[^>]*>/g;

function kindOf(relative: string): PageKind {
  if (relative === 'docs/intro.md') return 'intro';
  if (REFERENCE_PAGES.includes(relative)) return 'reference';
  if (relative.startsWith('docs/')) return 'guide';
  if (relative.startsWith('blog/')) return 'post';
  return 'page';
}

/** Drops fenced code so code comments and strings count neither as prose nor as leftovers. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Links from a page to each reference page, by relative path or by route. */
function referenceLinksOf(relative: string, prose: string): Record<ReferencePage, number> {
  const counts = {glossary: 0, limits: 0, faq: 0, support: 0};
  for (const [, target] of prose.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
    const file = target.startsWith('/docs/')
      ? `${target.slice(1)}.md`
      : path.posix.normalize(path.posix.join(path.posix.dirname(relative), target));
    for (const [name, page] of Object.entries(REFERENCE_LINK_TARGETS)) {
      if (file === page || file === page.replace(/\.md$/, '')) counts[name as ReferencePage] += 1;
    }
  }
  return counts;
}

export function inventoryPage(root: string, relative: string): PageInventory {
  const absolute = path.join(root, relative);
  const {data, content} = matter(fs.readFileSync(absolute, 'utf8'));
  const prose = withoutCode(content);
  const imagesWithoutAlt: string[] = [];
  const missingImages: string[] = [];
  const altTexts: string[] = [];
  const svgFigures: string[] = [];
  let figures = 0;

  for (const [, alt, src] of prose.matchAll(MARKDOWN_IMAGE)) {
    figures += 1;
    altTexts.push(alt.trim());
    if (!alt.trim()) imagesWithoutAlt.push(src);
    if (!/^(https?:)?\/\//.test(src) && !src.startsWith('/')) {
      const target = path.resolve(path.dirname(absolute), decodeURI(src));
      if (!fs.existsSync(target)) missingImages.push(src);
      else if (target.endsWith('.svg'))
        svgFigures.push(path.relative(root, target).split(path.sep).join('/'));
    }
  }
  for (const [tag] of prose.matchAll(HTML_IMAGE)) {
    figures += 1;
    const alt = /\balt=(?:"([^"]+)"|'([^']+)'|\{([^}]+)\})/.exec(tag);
    if (alt) altTexts.push((alt[1] ?? alt[2] ?? alt[3]).trim());
    else imagesWithoutAlt.push(tag);
  }

  return {
    file: relative,
    kind: kindOf(relative),
    pinned: isPinned(relative),
    walksThroughScreen: /^[ \t]*\d+\.[ \t].*\*\*[^*\n]+\*\*/m.test(prose),
    title: typeof data.title === 'string' ? data.title : undefined,
    description: typeof data.description === 'string' ? data.description : undefined,
    baseline: typeof data.baseline === 'string' ? data.baseline : undefined,
    hangul: (prose.match(HANGUL) ?? []).length,
    figures,
    headings: (prose.match(/^#{2,6}\s/gm) ?? []).length,
    imagesWithoutAlt,
    altTexts,
    missingImages,
    svgFigures,
    hedges: prose
      .split(/(?<=[.!?])\s+|\n/)
      .filter((sentence) => HEDGES.some((hedge) => hedge.test(sentence)))
      .map((sentence) => sentence.trim()),
    referenceLinks: referenceLinksOf(relative, prose),
    leftovers: LEFTOVERS.filter(({pattern}) => pattern.test(prose)).map(({pattern}) => String(pattern)),
  };
}

function markdownFiles(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** Docusaurus makes no route of a file or folder whose name starts with `_` (MDX partials). */
export const isPartial = (file: string): boolean => file.split(/[\\/]/).some((part) => part.startsWith('_'));

/** Every Markdown file readers can reach, partials included (they render inside pages). */
export function contentFiles(root: string): string[] {
  return [
    ...markdownFiles(root, 'docs'),
    ...markdownFiles(root, 'blog'),
    ...markdownFiles(root, 'src/pages'),
  ];
}

/** One entry per page (partials are measured where they are imported, not as pages). */
export function inventorySite(root: string): PageInventory[] {
  return contentFiles(root)
    .filter((file) => !isPartial(file))
    .map((file) => inventoryPage(root, file));
}

/** Alt texts longer than ALT_TEXT_MAX, each with its length. */
export function longAltTexts(page: PageInventory): string[] {
  return page.altTexts
    .filter((alt) => [...alt].length > ALT_TEXT_MAX)
    .map((alt) => `${[...alt].length} characters: ${alt}`);
}

/**
 * Date of the last commit that touched the file, as Docusaurus' showLastUpdateTime reads it
 * (committer time); `uncommitted` for a file git does not know yet.
 */
export function lastUpdatedOf(root: string, file: string): string {
  const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {cwd: root, encoding: 'utf8'});
  return out.trim().slice(0, 10) || 'uncommitted';
}

/** Why a page falls short of the content bar; empty when it passes. */
export function problemsOf(page: PageInventory): string[] {
  const problems: string[] = [];
  const floor = page.pinned ? HANGUL_FLOOR[page.kind] : ANY_PAGE_FLOOR;
  if (page.hangul < floor) problems.push(`${page.hangul} Hangul syllables, floor ${floor}`);
  const needsFigure = page.pinned
    ? page.kind === 'intro' || page.kind === 'guide' || page.kind === 'post'
    : page.walksThroughScreen;
  if (needsFigure && page.figures === 0) {
    problems.push(page.pinned ? 'no figure' : 'no figure, though its steps walk through a screen');
  }
  if (!BASELINE.test(page.baseline ?? '')) problems.push('no baseline in front matter');
  for (const alt of longAltTexts(page)) problems.push(`alt text of ${alt.split(':')[0]}`);
  if (!page.title) problems.push('no title in front matter');
  if (!page.description || page.description.length < 20) problems.push('no description in front matter');
  for (const src of page.imagesWithoutAlt) problems.push(`image without alt text: ${src}`);
  for (const src of page.missingImages) problems.push(`image file missing: ${src}`);
  for (const pattern of page.leftovers) problems.push(`leftover template text ${pattern}`);
  return problems;
}

/**
 * `lastUpdated` maps a file to its git date and `figureTerms` counts a page's off-list figure terms; the unit
 * test leaves both out to stay fast.
 */
export function printInventory(
  pages: PageInventory[],
  lastUpdated?: (file: string) => string,
  figureTerms?: (page: PageInventory) => number,
): void {
  console.table(
    pages.map((p) => ({
      file: p.file,
      baseline: p.baseline ?? '—',
      ...(lastUpdated ? {updated: lastUpdated(p.file)} : {}),
      hangul: p.hangul,
      figures: p.figures,
      headings: p.headings,
      'alt>100': longAltTexts(p).length,
      hedges: p.hedges.length,
      '→용어집': p.referenceLinks.glossary,
      '→제한': p.referenceLinks.limits,
      '→FAQ': p.referenceLinks.faq,
      '→문의': p.referenceLinks.support,
      ...(figureTerms ? {'그림 용어': figureTerms(p)} : {}),
      ok: problemsOf(p).length === 0 && (!figureTerms || figureTerms(p) === 0) ? '✔' : '✖',
    })),
  );
}
