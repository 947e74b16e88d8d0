/**
 * Serves the second test build (build-algolia/: Algolia keys and FEEDBACK_URL set) for one Playwright worker: the
 * same static server as the main build (scripts/serve.ts), in the worker's process (so it ends with the worker,
 * whatever happens), on a port of the worker's own (`portOffset` keeps two specs' workers apart).
 */
import {once} from 'node:events';
import fs from 'node:fs';
import {startServer} from '../../scripts/serve';
import {ALGOLIA_BUILD_DIR} from './search';
import {TEST_PORT} from './site';

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
