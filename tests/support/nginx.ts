/**
 * Starts Debian's nginx with the reference config (deploy/nginx/) rendered for build/, on a loopback
 * port, as a child process of the test (daemon off) so that it is always stopped by the test itself.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BROTLI_MODULE, renderNginxConfig, type RenderedConfig} from '../../deploy/nginx/render';
import {TEST_PORT} from './site';

/** The production build the suite tests (npm test builds it first). */
export const BUILD_DIR = path.resolve(__dirname, '../../build');

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
/** Its own port, next to the test server's (3100 → 3180, 3130 → 3210), so parallel runs do not collide. */
export const NGINX_PORT = Number(process.env.NGINX_TEST_PORT ?? TEST_PORT + 80);
export const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

export interface RunningNginx extends RenderedConfig {
  brotli: boolean;
  stop(): Promise<void>;
  errorLog(): string;
}

function mainConfig(prefix: string, siteFile: string, brotli: boolean): string {
  const temp = (name: string) => path.join(prefix, name);
  return [
    brotli ? `load_module ${BROTLI_MODULE};` : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  access_log ${temp('access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${temp(kind)};`,
    ),
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

async function waitUntilServing(child: ChildProcess, errorLog: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errorLog()}`);
    try {
      await fetch(`${NGINX_ORIGIN}/`, {redirect: 'manual'});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${NGINX_ORIGIN}:\n${errorLog()}`);
}

export async function startNginx(buildDir: string): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'dlabflow-nginx-'));
  const brotli = fs.existsSync(BROTLI_MODULE);
  const rendered = renderNginxConfig({
    buildDir,
    outDir: prefix,
    listen: `127.0.0.1:${NGINX_PORT}`,
    brotli,
  });
  const mainFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(mainFile, mainConfig(prefix, rendered.siteFile, brotli));
  const errorLog = () => {
    const file = path.join(prefix, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };

  // -e: nginx opens its error log before reading the config; keep it out of /var/log.
  const child = spawn(NGINX_BINARY, ['-p', prefix, '-c', mainFile, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilServing(child, errorLog);

  return {
    ...rendered,
    brotli,
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT'); // graceful shutdown of the master and its worker
        await exited;
      }
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}
