/** The search mode is decided once from the environment; the admin key never reaches the site config. */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {test} from 'node:test';

const ALGOLIA_ENV = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'docs'};

/** Loads docusaurus.config.ts in a fresh process with exactly these search variables. */
function loadConfig(env: Record<string, string>): {
  mode: string;
  algolia: Record<string, unknown>;
  json: string;
} {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('ALGOLIA_')),
  );
  const script = `import('./docusaurus.config.ts').then((m) => {
    const c = m.default.default ?? m.default;
    const json = JSON.stringify(c);
    console.log(JSON.stringify({mode: c.customFields.searchMode, algolia: c.themeConfig.algolia, json}));
  });`;
  const result = spawnSync('node', ['--import', 'tsx', '-e', script], {
    env: {...clean, ...env},
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!);
}

test('all three variables set: Algolia mode with contextual search and no insights', () => {
  const {mode, algolia} = loadConfig(ALGOLIA_ENV);
  assert.equal(mode, 'algolia');
  assert.deepEqual(
    {appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName},
    {appId: 'APP', apiKey: 'search-key', indexName: 'docs'},
  );
  assert.equal(algolia.contextualSearch, true);
  assert.equal(algolia.insights, false);
});

test('any variable missing or blank: local mode with placeholders the theme accepts', () => {
  for (const env of [{}, {...ALGOLIA_ENV, ALGOLIA_API_KEY: ''}, {...ALGOLIA_ENV, ALGOLIA_INDEX_NAME: '  '}]) {
    const {mode, algolia} = loadConfig(env);
    assert.equal(mode, 'local', JSON.stringify(env));
    for (const key of ['appId', 'apiKey', 'indexName']) assert.ok(String(algolia[key]).length > 0);
  }
});

test('the admin key is never part of the site config', () => {
  const {json} = loadConfig({...ALGOLIA_ENV, ALGOLIA_ADMIN_API_KEY: 'very-secret-admin-key'});
  assert.ok(!json.includes('very-secret-admin-key'));
});
