/**
 * Runs a production build of a site directory and measures it: wall time and peak memory (max RSS of the
 * build process, from GNU time when installed, else from this process's children's resource usage).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from '../perf/build-files';

const GNU_TIME = '/usr/bin/time';

export interface BuildRun {
  seconds: number;
  /** Peak resident memory of the build, MB; undefined when it could not be measured. */
  peakRssMb?: number;
}

function docusaurus(siteDir: string, args: string[]): {command: string; args: string[]} {
  const bin = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  return {command: process.execPath, args: [bin, ...args]};
}

export function clearCaches(siteDir: string): void {
  const {command, args} = docusaurus(siteDir, ['clear']);
  const result = spawnSync(command, args, {cwd: siteDir, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`docusaurus clear failed:\n${result.stdout}${result.stderr}`);
}

export function runBuild(siteDir: string, env: NodeJS.ProcessEnv = process.env): BuildRun {
  const {command, args} = docusaurus(siteDir, ['build']);
  const withTime = fs.existsSync(GNU_TIME);
  const started = process.hrtime.bigint();
  const result = withTime
    ? spawnSync(GNU_TIME, ['-v', command, ...args], {cwd: siteDir, encoding: 'utf8', env, maxBuffer: 1 << 28})
    : spawnSync(command, args, {cwd: siteDir, encoding: 'utf8', env, maxBuffer: 1 << 28});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(
      `build failed in ${siteDir}:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`,
    );
  }
  const rssKb = withTime
    ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1])
    : process.resourceUsage().maxRSS; // kB on Linux; the largest child so far
  return {seconds, peakRssMb: Number.isFinite(rssKb) ? rssKb / 1024 : undefined};
}

export interface BuildOutput {
  /** HTML pages written (every route, plus 404.html). */
  pages: number;
  files: number;
  totalBytes: number;
}

export function describeBuild(buildDir: string): BuildOutput {
  const files = listFiles(buildDir);
  return {
    pages: files.filter((f) => f.endsWith('.html')).length,
    files: files.length,
    totalBytes: files.reduce((sum, f) => sum + fs.statSync(path.join(buildDir, f)).size, 0),
  };
}
