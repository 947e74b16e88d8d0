/**
 * `npm test`: everything a change must pass, in the order that fails fastest.
 *   typecheck → lint → format → prose (term list) → production build → unit tests → browser tests (Playwright, real Chromium).
 * Extra arguments are passed to Playwright (e.g. `npm test -- tests/e2e/routes.spec.ts`).
 * Set SKIP_BUILD=1 to reuse an existing build/ while iterating locally.
 */
import {spawnSync} from 'node:child_process';
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

ensureChromium();
ensureKoreanFont();
run('typecheck', 'npx', ['tsc']);
run('lint', 'npx', ['eslint', '.']);
run('format check', 'npx', ['prettier', '--check', '.']);
run('prose lint (term list, docs-style/)', 'npm', ['run', '--silent', 'lint:prose']);
run('dependency audit', 'npx', ['tsx', 'scripts/audit/index.ts']);
if (process.env.SKIP_BUILD !== '1') run('build', 'npx', ['docusaurus', 'build']);
if (process.env.SKIP_BUILD !== '1') run('Algolia build', 'npx', ['tsx', 'scripts/build-search-algolia.ts']);
run('unit tests', 'npx', ['tsx', 'scripts/unit-tests.ts']);
run('performance budgets and Lighthouse', 'npx', ['tsx', 'scripts/perf/check.ts']);
run('browser tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)]);

const unit = unitCounts();
const e2e = e2eCounts();
console.log(
  `\nAll checks passed. Unit: ${unit.passed} passed; browser: ${e2e.passed} passed, ${e2e.skipped} skipped.`,
);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
