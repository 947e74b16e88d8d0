/**
 * Throw-away copies of a Docusaurus site for tests that must break it: the copy gets the sources,
 * and a symlink to our node_modules (copying 800 MB would cost more than the build).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Generated, installed or recorded output: never part of a copy. */
const NOT_SOURCES = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'bench-results',
]);

export function copySite(from: string, label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dlabflow-${label}-`));
  fs.cpSync(from, dir, {
    recursive: true,
    filter: (source) => !NOT_SOURCES.has(path.relative(from, source).split(path.sep)[0]),
  });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export interface BuildResult {
  code: number | null;
  /** stdout and stderr together, without colour codes. */
  output: string;
  outDir: string;
}

/**
 * `docusaurus build` in siteDir, asynchronously so that callers can run two at once.
 * `minify: false` saves time where only the build's checks matter, not its output.
 */
export function buildSite(
  siteDir: string,
  {env = {}, minify = true}: {env?: Record<string, string>; minify?: boolean} = {},
): Promise<BuildResult> {
  const outDir = path.join(siteDir, 'build');
  const cli = path.join(REPO_ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, 'build', '--out-dir', outDir, ...(minify ? [] : ['--no-minify'])],
      {
        cwd: siteDir,
        env: {...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1', NO_UPDATE_NOTIFIER: '1'},
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, output: stripVTControlCharacters(output), outDir}));
  });
}

/** Runs fn over items with at most `limit` at a time (2 builds fit our 2-core machines). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

export function removeSite(dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
}
