/**
 * The one walker over a built site (build-time code): the plugins that read the built HTML (search-local,
 * korean-font-subset, llms-txt), the nginx CSP renderer and the performance scripts all list files here.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every file under dir, as paths relative to it with forward slashes, sorted. */
export function listBuiltFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The HTML pages under dir (relative paths, sorted). */
export function listHtmlPages(dir: string): string[] {
  return listBuiltFiles(dir).filter((file) => file.endsWith('.html'));
}
