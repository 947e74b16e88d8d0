/**
 * Whether the site is built from a git work tree (Node only). 최종 수정일 (showLastUpdateTime) is read
 * from git, and Docusaurus 3.8 stops the whole build when git cannot answer, so a copy without
 * history (a source tarball, the copies the build-integrity tests make) builds without the dates
 * instead of failing. CI and deploy check out full history (fetch-depth: 0), so the site shows them.
 */
import {spawnSync} from 'node:child_process';

export function insideGitWorkTree(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, encoding: 'utf8'});
  return result.status === 0 && result.stdout.trim() === 'true';
}
