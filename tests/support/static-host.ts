/**
 * A plain static file host, as GitHub Pages behaves: /x serves x.html, /x/ serves x/index.html, and
 * /x.html serves the file itself. It never redirects (unlike scripts/serve.ts and our nginx config, which
 * redirect to clean paths), so whatever the address bar shows afterwards is the page's own doing.
 * Unknown paths answer 404 with the site's 404.html. Every request path is recorded for the tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

export interface StaticHost {
  origin: string;
  /** Paths of every request so far, in order (percent-encoded, with the query). */
  requests: string[];
  close(): Promise<void>;
}

function isFile(file: string): boolean {
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

/** The file GitHub Pages would serve for a path inside the site, or undefined for a 404. */
function resolveFile(buildDir: string, relative: string): string | undefined {
  const base = path.resolve(buildDir, '.' + path.posix.normalize('/' + relative));
  if (!base.startsWith(buildDir)) return undefined;
  const candidates =
    relative.endsWith('/') || relative === ''
      ? [path.join(base, 'index.html')]
      : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find(isFile);
}

export async function startStaticHost(buildDir: string, basePath: string): Promise<StaticHost> {
  const root = path.resolve(buildDir);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '/');
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const file = pathname.startsWith(basePath)
      ? resolveFile(root, pathname.slice(basePath.length))
      : undefined;
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    res.writeHead(status, {
      'Content-Type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream',
    });
    fs.createReadStream(served).pipe(res);
  });
  // Port 0: the system picks a free port, so parallel workers and other runs never collide.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        // Chromium keeps connections open; without this, close() would wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
