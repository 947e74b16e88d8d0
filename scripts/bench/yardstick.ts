/**
 * The yardstick `npm run bench` measures us against: the plain Docusaurus classic TypeScript
 * template, made once with `create-docusaurus`, switched to Docusaurus Faster like our site, built under our
 * base path so the same server serves both the same way. It lives in .cache/ (gitignored) and is made again
 * only when it is missing or was made from another version or for another base path.
 *
 * Usage: tsx scripts/bench/yardstick.ts   (prints where the build is; `npm run bench` calls ensureYardstick)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {env} from '../../src/config/env';
import {REPO_ROOT} from '../lib/paths';
import type {MeasuredPage} from '../perf/budgets';

/** The Docusaurus version of the template; the version our site is on once main has the re-platform. */
export const YARDSTICK_DOCUSAURUS_VERSION = '3.10.2';

/** The template page each of our measured pages is compared with. */
export const YARDSTICK_PAGES: Record<MeasuredPage['name'], string> = {
  home: '/',
  doc: '/docs/intro',
  // The template's post with an image, the nearest to our code-and-image post.
  post: '/blog/welcome',
  // The template has no search page; its blog list is the nearest listing page.
  search: '/blog',
};

interface Stamp {
  version: string;
  baseUrl: string;
  madeAt: string;
}

const cacheDir = path.join(REPO_ROOT, '.cache', `yardstick-${YARDSTICK_DOCUSAURUS_VERSION}`);
const siteDir = path.join(cacheDir, 'site');
const buildDir = path.join(cacheDir, 'build');
const stampFile = path.join(cacheDir, 'yardstick.json');

function run(command: string, args: string[], cwd: string): void {
  console.log(`  $ ${command} ${args.join(' ')}`);
  execFileSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit']});
}

/** Our two changes to the generated config: Docusaurus Faster on, and our base path. Fails loudly if the template changed shape. */
function configureTemplate(baseUrl: string): void {
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  const original = fs.readFileSync(configFile, 'utf8');
  const edited = original
    // 3.10 renamed future.experimental_faster to future.faster (the old key is an error there).
    .replace(/future: \{[^}]*\}/, 'future: {v4: true, faster: true}')
    .replace(/baseUrl: '\/'/, `baseUrl: '${baseUrl}'`);
  if (!edited.includes('faster: true') || !edited.includes(`baseUrl: '${baseUrl}'`)) {
    throw new Error(
      `create-docusaurus ${YARDSTICK_DOCUSAURUS_VERSION} wrote a config this script cannot edit`,
    );
  }
  fs.writeFileSync(configFile, edited);
}

function isCurrent(): boolean {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as Stamp;
    return (
      stamp.version === YARDSTICK_DOCUSAURUS_VERSION &&
      stamp.baseUrl === env.baseUrl &&
      fs.existsSync(path.join(buildDir, 'index.html'))
    );
  } catch {
    return false;
  }
}

/** Returns the template's build directory, making it first when needed (about 3 minutes, mostly npm install). */
export function ensureYardstick(): string {
  if (isCurrent()) return buildDir;
  console.log(
    `▶ making the yardstick: Docusaurus ${YARDSTICK_DOCUSAURUS_VERSION} classic template in ${cacheDir}`,
  );
  fs.rmSync(cacheDir, {recursive: true, force: true});
  fs.mkdirSync(cacheDir, {recursive: true});
  run(
    'npx',
    [
      '--yes',
      `create-docusaurus@${YARDSTICK_DOCUSAURUS_VERSION}`,
      'site',
      'classic',
      '--typescript',
      '--skip-install',
    ],
    cacheDir,
  );
  configureTemplate(env.baseUrl);
  run('npm', ['install', '--no-audit', '--no-fund'], siteDir);
  run('npx', ['docusaurus', 'build', '--out-dir', buildDir], siteDir);
  const stamp: Stamp = {
    version: YARDSTICK_DOCUSAURUS_VERSION,
    baseUrl: env.baseUrl,
    madeAt: new Date().toISOString(),
  };
  fs.writeFileSync(stampFile, JSON.stringify(stamp, null, 2) + '\n');
  return buildDir;
}

if (require.main === module) {
  console.log(ensureYardstick());
}
