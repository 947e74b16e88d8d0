/**
 * Serves the second test build (build-algolia/: Algolia keys and FEEDBACK_URL set) for one Playwright worker: the
 * same static server as the main build (scripts/serve.ts), in the worker's process (so it ends with the worker,
 * whatever happens), on a port of the worker's own (`portOffset` keeps two specs' workers apart).
 */
import {once} from 'node:events';
import fs from 'node:fs';
import {expect, test as base} from '@playwright/test';
import {startServer} from '../../scripts/serve';
import {ALGOLIA_BUILD_DIR} from './search';
import {BASE_PATH, TEST_PORT} from './site';

export async function serveAlgoliaBuild(
  portOffset: number,
  workerIndex: number,
  provide: (origin: string) => Promise<void>,
): Promise<void> {
  if (!fs.existsSync(`${ALGOLIA_BUILD_DIR}/index.html`)) {
    throw new Error(
      `No ${ALGOLIA_BUILD_DIR}/: run \`npx tsx scripts/build-search-algolia.ts\` first (npm test does).`,
    );
  }
  const port = TEST_PORT + portOffset + workerIndex;
  const server = startServer({port, host: '127.0.0.1', dir: ALGOLIA_BUILD_DIR});
  await once(server, 'listening');
  await provide(`http://127.0.0.1:${port}`);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * A Playwright `test` whose fixtures serve the second build: `secondBuildOrigin` (one server per worker) and
 * `secondBuildPage(route)`, which opens a route there and waits for hydration.
 */
export function testOnSecondBuild(portOffset: number) {
  return base.extend<{secondBuildPage: (route: string) => Promise<void>}, {secondBuildOrigin: string}>({
    secondBuildOrigin: [
      // Playwright reads a fixture's dependencies from this pattern; this one has none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide, workerInfo) => serveAlgoliaBuild(portOffset, workerInfo.workerIndex, provide),
      {scope: 'worker'},
    ],
    secondBuildPage: async ({page, secondBuildOrigin}, provide) => {
      await provide(async (route) => {
        await page.goto(`${secondBuildOrigin}${BASE_PATH}${route.replace(/^\//, '')}`);
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      });
    },
  });
}
