/**
 * The repository's own docs stay whole and current. README.md is a short entry point that links the rest, and
 * UPGRADING.md lists every place where the site depends on a framework's internals: a new patch, theme component
 * or bundler hook must be added to it, and every path it names exists.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {REPO_ROOT} from './support/site-copy';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const NOTES = read('UPGRADING.md');

/** A reader gets through the README in a few minutes; details belong in the files it links. */
const README_MAX_BYTES = 12 * 1024;

test('README.md is a short entry point', () => {
  const size = Buffer.byteLength(read('README.md'));
  assert.ok(size <= README_MAX_BYTES, `README.md is ${size} bytes; move details into the files it links`);
});

/** Component names (`SearchBar`, `BlogPostItem/Header/Info`) of every folder with an index file under a theme dir. */
function themeComponents(themeDir: string): string[] {
  const abs = path.join(REPO_ROOT, themeDir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /^index\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(abs, entry.parentPath).split(path.sep).join('/'));
}

/** Named as a whole token in backticks: `Layout`, `src/theme/Layout`, `@theme-init/CodeBlock/Content`. */
const names = (name: string) =>
  new RegExp(`[\`/]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\``).test(NOTES);

const pluginDirs = fs
  .readdirSync(path.join(REPO_ROOT, 'plugins'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => `plugins/${entry.name}`);

test('every theme component we wrap or eject, ours or a plugin’s, is in UPGRADING.md', () => {
  const dirs = ['src/theme', ...pluginDirs.map((dir) => `${dir}/theme`)];
  const missing = dirs.flatMap((dir) =>
    themeComponents(dir)
      .filter((name) => !names(name))
      .map((n) => `${dir}/${n}`),
  );
  assert.ok(themeComponents('src/theme').length > 0, 'src/theme has components');
  assert.deepEqual(missing, []);
});

test('every plugin with a bundler hook is in UPGRADING.md', () => {
  const hooked = pluginDirs.filter((dir) => {
    const index = path.join(REPO_ROOT, dir, 'index.ts');
    return fs.existsSync(index) && /\bconfigureWebpack\b/.test(fs.readFileSync(index, 'utf8'));
  });
  assert.ok(hooked.length > 0, 'some plugin configures the bundler');
  assert.deepEqual(
    hooked.filter((dir) => !names(dir)),
    [],
  );
});

test('every patch is described, in UPGRADING.md or patches/README.md', () => {
  const described = NOTES + read('patches/README.md');
  const patches = fs.readdirSync(path.join(REPO_ROOT, 'patches')).filter((file) => file !== 'README.md');
  assert.deepEqual(
    patches.filter((file) => !described.includes(file)),
    [],
  );
});

test('every repository path UPGRADING.md names exists', () => {
  const paths = [...NOTES.matchAll(/`((?:patches|plugins|src|tests|scripts)\/[^`\s]+)`/g)].map(([, p]) => p);
  assert.ok(paths.length > 10, 'the notes name paths');
  assert.deepEqual(
    paths.filter((p) => !fs.existsSync(path.join(REPO_ROOT, p))),
    [],
  );
});
