/**
 * `npm run test:unit`: runs every `*.test.ts` under tests/unit, plugins and scripts with node:test.
 * (Node 20's `--test` takes no globs, so the files are collected here.)
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from './lib/paths';
import {REPORTS_DIR, UNIT_TAP_REPORT} from './lib/reports';

const root = REPO_ROOT;
const TEST_DIRS = ['tests/unit', 'plugins', 'scripts'];

function unitTestFiles(): string[] {
  const files: string[] = [];
  for (const dir of TEST_DIRS) {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) continue;
    for (const entry of fs.readdirSync(abs, {recursive: true, withFileTypes: true})) {
      if (entry.isFile() && entry.name.endsWith('.test.ts')) {
        files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
      }
    }
  }
  return files.sort();
}

const files = unitTestFiles();
if (files.length === 0) {
  console.error('No unit test files found.');
  process.exit(1);
}
// Readable output on stdout, plus a TAP copy that scripts/test.ts reads for its closing count.
fs.mkdirSync(path.join(root, REPORTS_DIR), {recursive: true});
const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
reporters.push('--test-reporter=tap', `--test-reporter-destination=${UNIT_TAP_REPORT}`);
const result = spawnSync('node', ['--import', 'tsx', '--test', ...reporters, ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
