/**
 * Reads every doc, blog post and Markdown page and measures what the content rules ask of it:
 * Hangul length, figures, headings, descriptions, alt text, leftover template text, the product
 * version a page is written against (front matter `baseline`) and, for the report, its last change in git.
 * Used by tests/unit/content.test.ts (which enforces the floors) and by `npm run content:report`.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {REPO_ROOT} from '../lib/paths';

export type PageKind = 'intro' | 'guide' | 'reference' | 'post' | 'page';

/**
 * Reference pages (FAQ, glossary, limits, release notes): tables and short answers, no screen to
 * draw, so they need no figure. Their own shape (questions, terms) is checked in content.test.ts.
 */
export const REFERENCE_PAGES = ['docs/faq.md', 'docs/glossary.md', 'docs/limits.md', 'docs/release_notes.md'];

/** Screen readers read the whole alt text before the caption; details belong in the caption. */
export const ALT_TEXT_MAX = 100;

export interface PageInventory {
  file: string;
  kind: PageKind;
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
  leftovers: string[];
}

/** Minimum Hangul syllables per kind of page (content issue). */
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

export function inventoryPage(root: string, relative: string): PageInventory {
  const absolute = path.join(root, relative);
  const {data, content} = matter(fs.readFileSync(absolute, 'utf8'));
  const prose = withoutCode(content);
  const imagesWithoutAlt: string[] = [];
  const missingImages: string[] = [];
  const altTexts: string[] = [];
  let figures = 0;

  for (const [, alt, src] of prose.matchAll(MARKDOWN_IMAGE)) {
    figures += 1;
    altTexts.push(alt.trim());
    if (!alt.trim()) imagesWithoutAlt.push(src);
    if (!/^(https?:)?\/\//.test(src) && !src.startsWith('/')) {
      const target = path.resolve(path.dirname(absolute), decodeURI(src));
      if (!fs.existsSync(target)) missingImages.push(src);
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
    title: typeof data.title === 'string' ? data.title : undefined,
    description: typeof data.description === 'string' ? data.description : undefined,
    baseline: typeof data.baseline === 'string' ? data.baseline : undefined,
    hangul: (prose.match(HANGUL) ?? []).length,
    figures,
    headings: (prose.match(/^#{2,6}\s/gm) ?? []).length,
    imagesWithoutAlt,
    altTexts,
    missingImages,
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
const isPartial = (file: string): boolean => file.split(path.sep).some((part) => part.startsWith('_'));

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
  const floor = HANGUL_FLOOR[page.kind];
  if (page.hangul < floor) problems.push(`${page.hangul} Hangul syllables, floor ${floor}`);
  if ((page.kind === 'intro' || page.kind === 'guide' || page.kind === 'post') && page.figures === 0) {
    problems.push('no figure');
  }
  if (!page.title) problems.push('no title in front matter');
  if (!page.description || page.description.length < 20) problems.push('no description in front matter');
  for (const src of page.imagesWithoutAlt) problems.push(`image without alt text: ${src}`);
  for (const src of page.missingImages) problems.push(`image file missing: ${src}`);
  for (const pattern of page.leftovers) problems.push(`leftover template text ${pattern}`);
  return problems;
}

/** `lastUpdated` maps a file to its git date; the unit test leaves it out to stay fast. */
export function printInventory(pages: PageInventory[], lastUpdated?: (file: string) => string): void {
  console.table(
    pages.map((p) => ({
      file: p.file,
      baseline: p.baseline ?? '—',
      ...(lastUpdated ? {updated: lastUpdated(p.file)} : {}),
      hangul: p.hangul,
      figures: p.figures,
      headings: p.headings,
      'alt>100': longAltTexts(p).length,
      ok: problemsOf(p).length === 0 ? '✔' : '✖',
    })),
  );
}

if (require.main === module) {
  const pages = inventorySite(REPO_ROOT);
  printInventory(pages, (file) => lastUpdatedOf(REPO_ROOT, file));
  const failing = pages.filter((p) => problemsOf(p).length > 0);
  for (const p of failing) console.error(`✖ ${p.file}: ${problemsOf(p).join('; ')}`);
  process.exit(failing.length > 0 ? 1 : 0);
}
