/**
 * Builds the site in Algolia mode (fake credentials, every request intercepted by the tests) into
 * build-algolia/, for tests/e2e/search-algolia.spec.ts and tests/unit/no-secrets.test.ts (which is why an
 * admin key and a CI token are in its environment, as in a deploy workflow). It also sets FEEDBACK_URL, so that
 * tests/e2e/page-feedback.spec.ts sees the page-feedback POST there (the main build has no endpoint). Run by
 * `npm test` after the main build.
 */
import {spawnSync} from 'node:child_process';
import {ALGOLIA_BUILD_DIR, FAKE_ALGOLIA, FAKE_BUILD_SECRETS} from '../tests/support/search';
import {FAKE_FEEDBACK_URL} from '../tests/support/feedback';
import {REPO_ROOT} from './lib/paths';

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', ALGOLIA_BUILD_DIR], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    ALGOLIA_APP_ID: FAKE_ALGOLIA.appId,
    ALGOLIA_API_KEY: FAKE_ALGOLIA.apiKey,
    ALGOLIA_INDEX_NAME: FAKE_ALGOLIA.indexName,
    FEEDBACK_URL: FAKE_FEEDBACK_URL,
    ...FAKE_BUILD_SECRETS,
  },
});
process.exit(result.status ?? 1);
