/**
 * Renders the reference nginx config for one build:
 *   npx tsx deploy/nginx/render.ts --build build --out /etc/nginx/dlabflow [--listen 80] [--server-name help.example.org]
 * Run it with the same environment as the build (BASE_URL, ALGOLIA_APP_ID, …) so that the base path
 * and the Algolia hosts in the Content-Security-Policy match what the build does.
 * Writes dlabflow.conf (a server block for sites-enabled/) and dlabflow-security-headers.conf (included by it).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {env, searchMode} from '../../src/config/env';
import {contentSecurityPolicy, inlineScriptHashes} from './csp';

// CommonJS names on purpose: tsx and Playwright both load this file as CommonJS (the package has no
// "type": "module"), and Playwright treats any file that mentions import.meta as an ES module.
const TEMPLATE_DIR = __dirname;
/** Where Debian's libnginx-mod-http-brotli-filter package puts its module. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface RenderOptions {
  buildDir: string;
  outDir: string;
  listen?: string;
  serverName?: string;
  /** Keep the brotli directives (needs the brotli filter module loaded); detected by default. */
  brotli?: boolean;
}

export interface RenderedConfig {
  siteFile: string;
  headersFile: string;
  csp: string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`No value for {{${key}}} in the nginx template`);
    return values[key];
  });
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function renderNginxConfig(options: RenderOptions): RenderedConfig {
  const buildDir = path.resolve(options.buildDir);
  if (!fs.existsSync(path.join(buildDir, '404.html'))) {
    throw new Error(`${buildDir} is not a Docusaurus build (no 404.html): run the build first`);
  }
  const outDir = path.resolve(options.outDir);
  fs.mkdirSync(outDir, {recursive: true});
  const siteFile = path.join(outDir, 'dlabflow.conf');
  const headersFile = path.join(outDir, 'dlabflow-security-headers.conf');

  const csp = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(buildDir),
    algoliaAppId: searchMode === 'algolia' ? env.algolia.appId : undefined,
    feedbackUrl: env.feedbackUrl,
  });
  const read = (name: string) => fs.readFileSync(path.join(TEMPLATE_DIR, name), 'utf8');

  let site = fill(read('dlabflow.conf.template'), {
    LISTEN: options.listen ?? '80',
    SERVER_NAME: options.serverName ?? '_',
    BASE_PATH: env.baseUrl,
    BASE_PATH_NO_SLASH: env.baseUrl.replace(/\/$/, '') || '/',
    BASE_PATH_REGEX: escapeRegex(env.baseUrl),
    BUILD_DIR: buildDir,
    HEADERS_FILE: headersFile,
  });
  if (!(options.brotli ?? fs.existsSync(BROTLI_MODULE))) {
    site = site.replace(/^ *# brotli:start[\s\S]*?# brotli:end\n/m, '');
  }
  fs.writeFileSync(siteFile, site);
  fs.writeFileSync(headersFile, fill(read('security-headers.conf.template'), {CSP: csp}));
  return {siteFile, headersFile, csp};
}

if (path.resolve(process.argv[1] ?? '') === __filename) {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      out: {type: 'string', default: 'build-nginx'},
      listen: {type: 'string'},
      'server-name': {type: 'string'},
    },
  });
  const rendered = renderNginxConfig({
    buildDir: values.build,
    outDir: values.out,
    listen: values.listen,
    serverName: values['server-name'],
  });
  console.log(`Wrote ${rendered.siteFile}\n      ${rendered.headersFile}\nCSP: ${rendered.csp}`);
}
