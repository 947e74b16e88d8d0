/**
 * No secrets in what we ship. Reads the Algolia-mode build that `npm test` makes
 * (scripts/build-search-algolia.ts → build-algolia/), whose environment holds an admin key (used only by the
 * search upload script) and a CI token, as a deploy workflow's does, and searches every built file for them.
 * The public search key must be there (the browser needs it, and finding it proves the search works); the
 * others must not. The same build is checked for tab-napping: every target=_blank link carries rel noopener
 * noreferrer.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import * as cheerio from 'cheerio';
import {ALGOLIA_BUILD_DIR, FAKE_ALGOLIA, FAKE_BUILD_SECRETS} from '../support/search';
import {REPO_ROOT} from './support/site-copy';

const outDir = path.join(REPO_ROOT, ALGOLIA_BUILD_DIR);

function builtFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the built site carries no secrets', () => {
  let files: string[];

  before(() => {
    assert.ok(
      fs.existsSync(path.join(outDir, 'index.html')),
      `${ALGOLIA_BUILD_DIR}/ is missing: run \`npx tsx scripts/build-search-algolia.ts\` (npm test does).`,
    );
    files = builtFiles(outDir);
  });

  test('the public search key and app id are in the bundle (Algolia mode)', () => {
    const withKey = files.filter((file) => fs.readFileSync(file).includes(FAKE_ALGOLIA.apiKey));
    assert.ok(
      withKey.some((file) => file.endsWith('.js')),
      'the public key should be in the JavaScript',
    );
    const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    assert.match(home, new RegExp(`https://${FAKE_ALGOLIA.appId}-dsn\\.algolia\\.net`, 'i'));
  });

  for (const [name, value] of Object.entries(FAKE_BUILD_SECRETS)) {
    test(`${name} appears in no built file`, () => {
      assert.ok(files.length > 50, `only ${files.length} files built`);
      const leaks = files.filter((file) => fs.readFileSync(file).includes(value));
      assert.deepEqual(leaks, []);
    });
  }

  test('every target=_blank link in every page has rel noopener and noreferrer', () => {
    const pages = files.filter((file) => file.endsWith('.html'));
    let checked = 0;
    const unsafe: string[] = [];
    for (const file of pages) {
      const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
      $('a[target="_blank"], area[target="_blank"], form[target="_blank"]').each((_, element) => {
        checked++;
        const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
          unsafe.push(`${path.relative(outDir, file)}: ${$.html(element).slice(0, 160)}`);
        }
      });
    }
    assert.ok(checked > pages.length, `only ${checked} new-tab links in ${pages.length} pages`);
    assert.deepEqual(unsafe, []);
  });
});
