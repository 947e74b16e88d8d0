/** The routes the build's sitemap lists, as paths relative to the base path ('/docs/intro'). */
import fs from 'node:fs';
import path from 'node:path';
import {expect, type APIRequestContext} from '@playwright/test';
import {BUILD_DIR} from './nginx';
import {BASE_PATH, ORIGIN, sitePath} from './site';

function routesOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const pathname = decodeURIComponent(new URL(loc).pathname);
    return '/' + pathname.slice(BASE_PATH.length);
  });
}

/** As the test server sends it. */
export async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${ORIGIN}${sitePath('/sitemap.xml')}`);
  expect(response.status()).toBe(200);
  return routesOf(await response.text());
}

/** Read from the build the test server serves, when tests are declared (one test per route). */
export function sitemapRoutesInBuild(): string[] {
  return routesOf(fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8'));
}
