/**
 * Serves build/ under the base path with gzip (scripts/serve.ts, the same server `npm run serve` and the
 * browser tests use) on a free port, for the budgets check and the bench.
 */
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import {env} from '../../src/config/env';
import {startServer} from '../serve';

export interface LocalSite {
  /** e.g. http://127.0.0.1:41234/dlabflow/ */
  baseUrl: string;
  /** A route relative to the base path as an absolute URL. */
  url(route: string): string;
  close(): Promise<void>;
}

export async function serveBuild(dir = 'build'): Promise<LocalSite> {
  const server: http.Server = startServer({port: 0, host: '127.0.0.1', dir});
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}${env.baseUrl}`;
  return {
    baseUrl,
    url: (route) => baseUrl + route.replace(/^\//, ''),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
