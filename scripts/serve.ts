/**
 * `npm run serve`: serves build/ under the base path the way a production host does, with gzip.
 *
 * Why not `docusaurus serve`: its clean-URL redirects drop the base path (/dlabflow/docs/intro.html →
 * /docs/intro, a 404), and it does not compress, so neither the tests nor Lighthouse would see what readers
 * get. Here the build is mounted at <tmp>/<base>/ through a symlink, so serve-handler's own redirects keep
 * the base path, and `compression` gzips like a CDN would.
 *
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import compression from 'compression';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import serveHandler from 'serve-handler';
import {env} from '../src/config/env';

/** Hashed file names (assets/js/main.1a2b3c4d.js) never change content: cache them for a year. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|json|woff2?|svg|png|jpe?g|webp)$/;
/** Of those, the ones worth compressing, with their types. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
};

/**
 * Hashed files gzipped once and kept, as a CDN keeps them: compressing on every request put the server's work
 * on the same two cores as the browser under test (the 8.6 MB index of `npm run bench:search` at 1,000 pages).
 */
function createGzipCache(publicDir: string): (pathname: string) => {body: Buffer; type: string} | undefined {
  const cache = new Map<string, {body: Buffer; type: string} | undefined>();
  return (pathname) => {
    if (cache.has(pathname)) return cache.get(pathname);
    const extension = HASHED_ASSET.exec(pathname)?.[1];
    const type = extension ? COMPRESSIBLE_TYPES[extension] : undefined;
    const file = path.join(publicDir, decodeURIComponent(pathname));
    let entry: {body: Buffer; type: string} | undefined;
    if (type && file.startsWith(publicDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      entry = {body: zlib.gzipSync(fs.readFileSync(file)), type};
    }
    cache.set(pathname, entry);
    return entry;
  };
}

function mountBuild(buildDir: string, baseUrl: string): string {
  const segments = baseUrl.split('/').filter(Boolean);
  if (segments.length === 0) return buildDir;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dlabflow-serve-'));
  const parent = path.join(root, ...segments.slice(0, -1));
  fs.mkdirSync(parent, {recursive: true});
  fs.symlinkSync(buildDir, path.join(parent, segments.at(-1)!), 'dir');
  // serve-handler looks for the not-found page at the public root. A copy, not a link: serve-handler
  // takes Content-Length from lstat, which for a link is the length of the target's path.
  fs.copyFileSync(path.join(buildDir, '404.html'), path.join(root, '404.html'));
  return root;
}

export function startServer(options: {port: number; host: string; dir: string}): http.Server {
  const buildDir = path.resolve(options.dir);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build found in ${buildDir}: run \`npm run build\` first.`);
  }
  const baseUrl = env.baseUrl;
  const publicDir = mountBuild(buildDir, baseUrl);
  const compress = compression();
  const gzipCache = createGzipCache(publicDir);

  const server = http.createServer((req, res) => {
    if (baseUrl !== '/' && (req.url === '/' || req.url === baseUrl.slice(0, -1))) {
      res.writeHead(302, {Location: baseUrl}).end();
      return;
    }
    // A path ending in index.html or .html is normalised to the same path without that ending.
    const {pathname, search} = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.endsWith('.html') && pathname !== '/404.html') {
      const clean = pathname.replace(/(\/index)?\.html$/, '') || '/';
      const location = clean === baseUrl.slice(0, -1) ? baseUrl : clean;
      res.writeHead(301, {Location: location + search}).end();
      return;
    }
    const gzipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      ? gzipCache(pathname)
      : undefined;
    if (gzipped) {
      res.writeHead(200, {
        'Content-Type': gzipped.type,
        'Content-Encoding': 'gzip',
        'Content-Length': gzipped.body.length,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : gzipped.body);
      return;
    }
    compress(req as never, res as never, () => {
      if (HASHED_ASSET.test(req.url ?? '')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
      void serveHandler(req, res, {
        public: publicDir,
        cleanUrls: true,
        directoryListing: false,
        symlinks: true,
        headers: [{source: '**/*.html', headers: [{key: 'Cache-Control', value: 'no-cache'}]}],
      });
    });
  });
  server.listen(options.port, options.host, () => {
    console.log(
      `Serving ${path.relative(process.cwd(), buildDir) || '.'} at http://${options.host}:${options.port}${baseUrl}`,
    );
  });
  return server;
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: 'localhost'},
      dir: {type: 'string', default: 'build'},
    },
  });
  startServer({port: Number(values.port), host: values.host!, dir: values.dir!});
}
