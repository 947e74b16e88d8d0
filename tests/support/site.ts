/** Where the tests find the built site. One server per test run, started by playwright.config.ts. */
import {DEFAULT_BASE_URL} from '../../src/config/constants';

export const TEST_PORT = Number(process.env.TEST_PORT ?? 3100);
export const BASE_PATH = (process.env.BASE_URL ?? DEFAULT_BASE_URL).replace(/\/?$/, '/');
export const ORIGIN = `http://127.0.0.1:${TEST_PORT}`;

/** A site route ('/docs/intro') as a path under the base ('/dlabflow/docs/intro'). */
export function sitePath(route: string): string {
  return BASE_PATH + route.replace(/^\//, '');
}
