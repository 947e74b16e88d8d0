/**
 * Performance budgets, in one typed module so that `npm test` (scripts/perf/check.ts),
 * `npm run bench` and reviewers read the same numbers. Sizes are bytes; "gzip" means gzip -9 of the file,
 * which is what a compressing host sends (our nginx and scripts/serve.ts both gzip).
 */
import {ROUTES} from '../../src/config/constants';
import {SPEC_BLOG_POST_SLUGS} from '../../tests/support/routes';

export const KB = 1024;

/** The plain Docusaurus 3.10.2 classic template's first-load JS + CSS, gzip (the same on each of its pages). */
const TEMPLATE_FIRST_LOAD_GZIP = 170_685;

export interface MeasuredPage {
  /** Short name used in tables and JSON. */
  name: 'home' | 'doc' | 'post' | 'search';
  /** Route relative to the base path (names the HTML file). */
  route: string;
  /** Search query the page is opened with (`?q=`), as readers arrive from "See all N results". */
  query?: string;
}

/** The route plus its query string, relative to the base path: what Lighthouse and Chromium open. */
export function pagePath(page: MeasuredPage): string {
  return page.query ? `${page.route}?q=${encodeURIComponent(page.query)}` : page.route;
}

const LONGEST_POST = SPEC_BLOG_POST_SLUGS.find((slug) => slug === 'yolo-onnx-object-detection-react')!;

/**
 * The four pages measured: one of each kind. The doc is the intro (the most visited page and the longest text, so it
 * loads the most font subsets); the post is the longest one (code blocks, images).
 */
export const MEASURED_PAGES: readonly MeasuredPage[] = [
  {name: 'home', route: ROUTES.home},
  {name: 'doc', route: ROUTES.intro},
  {name: 'post', route: `${ROUTES.blog}/${LONGEST_POST}`},
  // With a query: without one the page shows no results, and a hydration error or layout shift of its results would hide.
  {name: 'search', route: ROUTES.search, query: '라벨링'},
];

export const BUDGETS = {
  /**
   * JS + CSS the page's HTML references (scripts, stylesheets, preloads), gzip: the plain template's first load
   * (170,685 B on each of its pages, the build of scripts/bench/yardstick.ts measured with measurePage) plus a 2 %
   * margin for what the site carries beyond it. Measure the template again when its version changes.
   */
  initialJsCssGzip: Math.round(TEMPLATE_FIRST_LOAD_GZIP * 1.02),
  /** Any PNG/JPEG/WebP/AVIF/GIF in the build. */
  rasterImageBytes: 200 * KB,
  /** Web font files Chromium actually downloads while rendering one page, gzip, summed. */
  fontsGzipPerPage: 150 * KB,
  /** The local search index (when the build has one), gzip. */
  searchIndexGzip: 150 * KB,
  /** The social card shown in link previews (static/img/social-card.png). */
  socialCardBytes: 100 * KB,
} as const;

/** Lighthouse categories whose scores are deterministic enough to assert (performance is benched, not tested). */
export const ASSERTED_LIGHTHOUSE_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
export const REQUIRED_LIGHTHOUSE_SCORE = 1;

/**
 * Code that must load only once search is opened, never with the first paint. Each is found by a string that
 * survives minification, so a rename of the chunk or a different bundler does not hide it.
 */
export const SEARCH_ONLY_CODE = [
  // Class name of the dialog root in @docsearch/react's DocSearchModal (the navbar button is allowed).
  {name: 'DocSearch modal (@docsearch/react)', marker: 'DocSearch-Modal'},
  // A method of our local engine (plugins/search-local/shared/engine.ts), in its Web Worker chunk. Not the
  // response field `searchedQuery`: the search UIs read that one (client/searchClient.ts).
  {name: 'local search engine (plugins/search-local)', marker: 'spacingVariants'},
] as const;

/**
 * The local search index the search plugin (plugins/search-local) writes: build/search-index.<hash>.json.
 * build/search-index.json, without a hash, is only the small manifest that names the current index.
 */
export const SEARCH_INDEX_FILE = /(^|\/)search-index[.-][^/]+\.json$/;
/**
 * A page's HTML must not load a search file up front: no `href` or `src` (preload, prefetch, script) naming the
 * index or its manifest. Naming the index file as text is fine: each page's `<meta name="search-index"
 * content="…">` tells the search worker which file to fetch once search opens (plugins/search-local).
 */
export const SEARCH_FILE_LOADED = /\b(?:href|src)=["']?[^"'\s>]*search-index/;

export const RASTER_IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif)$/i;
export const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/i;
