/** Starts the search worker from `/search`'s own HTML when it has a query (see shared/earlyWorker.ts). Node only. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {EARLY_WORKER_GLOBAL, LOAD_MESSAGE_ID} from '../shared/earlyWorker';
import {INDEX_META_NAME} from '../shared/indexFiles';

const SCRIPT_ID = 'search-local-early-worker';

/**
 * The inline script: with a non-empty `q`, starts the worker and posts it the first message (the one
 * client/workerStart.ts would post: load the index the page's meta tag names). It reads the tag when it runs, so a
 * copy of the site with another index (the bench) needs only the tag rewritten.
 */
export function earlyWorkerScript(workerUrl: string, baseUrl: string): string {
  const body = `(function(){try{
if(!(new URLSearchParams(location.search).get('q')||'').trim()||typeof Worker==='undefined')return;
var meta=document.querySelector('meta[name="${INDEX_META_NAME}"]');
var worker=new Worker(${JSON.stringify(workerUrl)},{name:'search'});
var message={id:${LOAD_MESSAGE_ID},baseUrl:${JSON.stringify(baseUrl)},requests:[]};
if(meta&&meta.content)message.indexFile=meta.content;
worker.postMessage(message);
window[${JSON.stringify(EARLY_WORKER_GLOBAL)}]=worker;
}catch(e){}})();`;
  return `<script id="${SCRIPT_ID}">${body.replace(/\n/g, '')}</script>`;
}

/** The page with the script before `</head>` (after the index's meta tag); a script already there is replaced. */
export function withEarlyWorker(html: string, script: string): string {
  const existing = new RegExp(`<script id="${SCRIPT_ID}">[^<]*</script>`);
  return existing.test(html) ? html.replace(existing, script) : html.replace('</head>', `${script}</head>`);
}

/** The worker's script in the built site: the one chunk named as client/workerStart.ts names the worker. */
export async function findWorkerScript(builtDir: string, chunkName: string): Promise<string> {
  const jsDir = path.join(builtDir, 'assets', 'js');
  const pattern = new RegExp(`^${chunkName}\\.[0-9a-f]+\\.js$`);
  const found = (await fs.readdir(jsDir)).filter((file) => pattern.test(file));
  if (found.length !== 1)
    throw new Error(
      `Expected one search worker script ${chunkName}.<hash>.js in ${jsDir}, found ${found.length}.`,
    );
  return `assets/js/${found[0]}`;
}

/** Writes the script into the search page's HTML file (`search.html` or `search/index.html`). */
export async function startWorkerEarlyOnSearchPage(
  builtDir: string,
  searchPagePath: string,
  baseUrl: string,
  chunkName: string,
): Promise<string> {
  const candidates = [`${searchPagePath}.html`, path.join(searchPagePath, 'index.html')].map((file) =>
    path.join(builtDir, file),
  );
  const stats = await Promise.all(candidates.map((file) => fs.stat(file).catch(() => undefined)));
  const page = candidates.find((_, i) => stats[i]?.isFile());
  if (!page) throw new Error(`No built search page at ${candidates.join(' or ')}.`);
  const workerUrl = `${baseUrl}${await findWorkerScript(builtDir, chunkName)}`;
  const html = await fs.readFile(page, 'utf8');
  await fs.writeFile(page, withEarlyWorker(html, earlyWorkerScript(workerUrl, baseUrl)));
  return path.relative(builtDir, page);
}
