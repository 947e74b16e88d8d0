/**
 * Reading the production build: which files a page's HTML makes the browser fetch before first paint,
 * and how big files are once gzipped. Pure functions over build/ (no browser), shared by the budgets
 * check and the bench.
 */
import * as cheerio from 'cheerio';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function gzipSize(content: Buffer | string): number {
  return zlib.gzipSync(content, {level: 9}).length;
}

/** Every file under dir, as paths relative to it with forward slashes, sorted (the one walker). */
export {listBuiltFiles as listFiles} from '../../plugins/shared/builtFiles';

/** The HTML file Docusaurus writes for a route with trailingSlash: false ('/docs/intro' → docs/intro.html). */
export function htmlFileForRoute(buildDir: string, route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const candidates = clean ? [`${clean}.html`, `${clean}/index.html`] : ['index.html'];
  const found = candidates.map((c) => path.join(buildDir, c)).find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(`No HTML for route ${route} in ${buildDir} (looked for ${candidates.join(', ')})`);
  return found;
}

export type InitialAssetKind = 'script' | 'stylesheet' | 'preload';

export interface InitialAsset {
  kind: InitialAssetKind;
  /** The URL as written in the HTML. */
  url: string;
  /** Path inside build/ when the URL is ours, undefined for another origin. */
  file?: string;
  /** For preloads: the `as` attribute (script, style, font, image, fetch). */
  as?: string;
  /** A third-party script or stylesheet the parser waits for (no async/defer/module, or a stylesheet). */
  renderBlocking: boolean;
}

/** Maps a URL from the HTML to a build/ path when it lives under our base path. */
export function buildPathOf(url: string, baseUrl: string): string | undefined {
  if (/^(https?:)?\/\//.test(url) || url.startsWith('data:')) return undefined;
  const pathname = url.split(/[?#]/)[0];
  if (!pathname.startsWith(baseUrl)) return undefined;
  return decodeURIComponent(pathname.slice(baseUrl.length));
}

/**
 * What the HTML asks for before anything runs: <script src>, <link rel=stylesheet>, and preloads.
 * Docusaurus puts runtime~main.js, main.js and the single stylesheet here; route chunks come later.
 */
export function initialAssetsOf(html: string, baseUrl: string): InitialAsset[] {
  const $ = cheerio.load(html);
  const assets: InitialAsset[] = [];
  $('script[src]').each((_, el) => {
    const url = $(el).attr('src')!;
    const file = buildPathOf(url, baseUrl);
    const deferred = $(el).is('[async],[defer],[type=module]');
    assets.push({kind: 'script', url, file, renderBlocking: !file && !deferred});
  });
  $('link[rel~=stylesheet][href]').each((_, el) => {
    const url = $(el).attr('href')!;
    const file = buildPathOf(url, baseUrl);
    const media = $(el).attr('media');
    assets.push({kind: 'stylesheet', url, file, renderBlocking: !file && (!media || media === 'all')});
  });
  $('link[rel~=preload][href], link[rel~=modulepreload][href]').each((_, el) => {
    const url = $(el).attr('href')!;
    assets.push({
      kind: 'preload',
      url,
      file: buildPathOf(url, baseUrl),
      as: $(el).attr('as') ?? 'script',
      renderBlocking: false,
    });
  });
  return assets;
}

/** Preloads of scripts and styles count toward the initial JS/CSS; image and font preloads do not. */
export function countsAsInitialJsCss(asset: InitialAsset): boolean {
  if (asset.kind !== 'preload') return true;
  return asset.as === 'script' || asset.as === 'style';
}

export interface SizedFile {
  file: string;
  bytes: number;
  gzip: number;
}

export function sizeOf(buildDir: string, file: string): SizedFile {
  const content = fs.readFileSync(path.join(buildDir, file));
  return {file, bytes: content.length, gzip: gzipSize(content)};
}

/** A hashed build file's stable name, so runs can be compared: assets/js/main.5a6e7803.js → assets/js/main.js. */
export function unhashedName(file: string): string {
  return file.replace(/\.[0-9a-f]{8,}(\.[a-z0-9]+)$/i, '$1');
}
