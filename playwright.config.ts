import {defineConfig, devices} from '@playwright/test';
import {SYSTEM_CHROMIUM_ARGS, testChromiumPath} from './tests/support/browser';
import {BASE_PATH, ORIGIN, TEST_PORT} from './tests/support/site';
import {E2E_JSON_REPORT} from './scripts/lib/reports';

const isCI = Boolean(process.env.CI);
const executablePath = testChromiumPath();

/**
 * E2E tests run against the production build (`npm run build` first), served under the base path
 * by scripts/serve.ts (as a production host would), in one Chromium project. Four workers on a 2-core machine:
 * tests spend much of their time waiting (network idle, transitions, timers), and four overlap those waits
 * (the suite measured faster with four than with two, same machine and load).
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 4,
  timeout: 30_000,
  expect: {timeout: 7_000},
  // The JSON copy feeds the closing count line of `npm test` (scripts/lib/reports.ts).
  reporter: [
    ['list'],
    ['json', {outputFile: E2E_JSON_REPORT}],
    ...(isCI ? [['html', {open: 'never'}] as const] : []),
  ],
  use: {
    baseURL: `${ORIGIN}${BASE_PATH}`,
    locale: 'ko-KR',
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: executablePath ? {executablePath, args: SYSTEM_CHROMIUM_ARGS} : {},
      },
    },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts --host 127.0.0.1 --port ${TEST_PORT}`,
    url: `${ORIGIN}${BASE_PATH}`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
