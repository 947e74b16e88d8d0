/**
 * Machine-readable copies of the test results, so `npm test` can close with one plain count line
 * ("N passed, N failed") covering both runners.
 */
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from './paths';

export const REPORTS_DIR = 'reports';
export const UNIT_TAP_REPORT = `${REPORTS_DIR}/unit.tap`;
export const E2E_JSON_REPORT = `${REPORTS_DIR}/e2e.json`;

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function read(relative: string): string | undefined {
  const file = path.join(REPO_ROOT, relative);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** node:test TAP ends with "# pass N", "# fail N", "# skipped N", "# todo N". */
export function unitCounts(): Counts {
  const tap = read(UNIT_TAP_REPORT) ?? '';
  const count = (name: string) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
}

/** Playwright's JSON reporter: stats.expected / unexpected / flaky / skipped. */
export function e2eCounts(): Counts {
  const json = read(E2E_JSON_REPORT);
  if (!json) return {passed: 0, failed: 0, skipped: 0};
  const {stats} = JSON.parse(json) as {
    stats: {expected: number; unexpected: number; flaky: number; skipped: number};
  };
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped};
}
