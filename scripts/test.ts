/**
 * `npm test`: everything a change must pass, in the order that fails fastest.
 *   typecheck → lint → format → prose (term list) → production build → unit tests → browser tests (Playwright, real Chromium).
 * Extra arguments are passed to Playwright (e.g. `npm test -- tests/e2e/routes.spec.ts`).
 * Set SKIP_BUILD=1 to reuse an existing build/ while iterating locally.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ensureChromium, ensureKoreanFont} from './ensure-chromium';
import {REPO_ROOT} from './lib/paths';
import {e2eCounts, unitCounts} from './lib/reports';

const root = REPO_ROOT;

function run(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: process.env});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/**
 * Runs a step in the background with its output kept, and prints that output once the step ends: for a step
 * that asserts no timing and can share the machine with the one in the foreground.
 */
function runInBackground(title: string, command: string, args: string[]): Promise<() => void> {
  const started = Date.now();
  // A file, not a pipe: the foreground step blocks this process (spawnSync), so nobody would drain a pipe.
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), 'output.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(command, args, {cwd: root, env: process.env, stdio: ['ignore', log, log]});
  return new Promise((resolve) => {
    child.on('close', (status) => {
      fs.closeSync(log);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve(() => {
        console.log(`\n▶ ${title} (in the background): ${command} ${args.join(' ')}`);
        process.stdout.write(fs.readFileSync(logFile));
        if (status !== 0) {
          console.error(`✖ ${title} failed after ${seconds}s`);
          process.exit(status ?? 1);
        }
        console.log(`✔ ${title} (${seconds}s)`);
      });
    });
  });
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

async function main(): Promise<void> {
  const started = Date.now();
  ensureChromium();
  ensureKoreanFont();
  run('typecheck', 'npx', ['tsc']);
  run('lint', 'npx', ['eslint', '.']);
  run('format check', 'npx', ['prettier', '--check', '.']);
  run('prose lint (term list, docs-style/)', 'npm', ['run', '--silent', 'lint:prose']);
  run('dependency audit', 'npx', ['tsx', 'scripts/audit/index.ts']);
  if (process.env.SKIP_BUILD !== '1') run('build', 'npx', ['docusaurus', 'build']);
  // Budgets and Lighthouse's accessibility, best-practice and SEO audits read build/ and assert no timing
  // (Lighthouse's simulated throttling does not depend on the machine's load), and mostly wait on page loads, so
  // they run beside the Algolia build and the unit tests.
  const budgets = runInBackground('performance budgets and Lighthouse', 'npx', [
    'tsx',
    'scripts/perf/check.ts',
  ]);
  if (process.env.SKIP_BUILD !== '1') run('Algolia build', 'npx', ['tsx', 'scripts/build-search-algolia.ts']);
  // The build exists by now: a unit test that reads it fails rather than skips when it is missing.
  process.env.REQUIRE_BUILD = '1';
  run('unit tests', 'npx', ['tsx', 'scripts/unit-tests.ts']);
  (await budgets)();
  run('browser tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)]);

  const unit = unitCounts();
  const e2e = e2eCounts();
  console.log(
    `\nAll checks passed in ${formatDuration(Date.now() - started)}. Unit: ${unit.passed} passed; browser: ${e2e.passed} passed, ${e2e.skipped} skipped.`,
  );
  console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
}

void main();
