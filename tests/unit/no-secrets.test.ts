/**
 * No secrets in what we ship (issue 7 §4). Builds a copy of our site the way the deploy workflow does,
 * in Algolia mode, with an admin key (used only by the search upload script) and a CI token present in
 * the environment, then searches every built file for them. The public search key must be there (the
 * browser needs it, and finding it proves the search works); the others must not.
 * The same build is checked for tab-napping: every target=_blank link carries rel noopener noreferrer.
 */
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import * as cheerio from 'cheerio';
import {buildSite, copySite, REPO_ROOT, removeSite, type BuildResult} from './support/site-copy';

/** Random per run, so that only this build can contain them. */
const token = (label: string) => `${label}-${randomBytes(12).toString('hex')}`;

const PUBLIC = {
  ALGOLIA_APP_ID: token('NOSECRETSAPP').toUpperCase(),
  ALGOLIA_API_KEY: token('public-search-only-key'),
  ALGOLIA_INDEX_NAME: token('dlabflow-index'),
};
const SECRETS = {
  ALGOLIA_ADMIN_API_KEY: token('algolia-admin-key'),
  GITHUB_TOKEN: token('ghs-fake-ci-token'),
};

function builtFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the built site carries no secrets', () => {
  let site: string;
  let result: BuildResult;
  let files: string[];

  before(async () => {
    site = copySite(REPO_ROOT, 'no-secrets');
    result = await buildSite(site, {env: {...PUBLIC, ...SECRETS}});
    assert.equal(result.code, 0, result.output.slice(-3000));
    files = builtFiles(result.outDir);
  });

  after(() => removeSite(site));

  test('the public search key and app id are in the bundle (Algolia mode)', () => {
    const withKey = files.filter((file) => fs.readFileSync(file).includes(PUBLIC.ALGOLIA_API_KEY));
    assert.ok(
      withKey.some((file) => file.endsWith('.js')),
      'the public key should be in the JavaScript',
    );
    const home = fs.readFileSync(path.join(result.outDir, 'index.html'), 'utf8');
    assert.match(home, new RegExp(`https://${PUBLIC.ALGOLIA_APP_ID}-dsn\\.algolia\\.net`, 'i'));
  });

  for (const [name, value] of Object.entries(SECRETS)) {
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
          unsafe.push(`${path.relative(result.outDir, file)}: ${$.html(element).slice(0, 160)}`);
        }
      });
    }
    assert.ok(checked > pages.length, `only ${checked} new-tab links in ${pages.length} pages`);
    assert.deepEqual(unsafe, []);
  });
});
