/**
 * The repository's automation says what the README promises: one Docusaurus in the
 * lockfile, Dependabot moves the Docusaurus packages as one group, CI runs the same commands as .ci/run, and the deploy workflow builds with the
 * repository's settings (never the Algolia admin key) and publishes build/ to GitHub Pages.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parse} from 'yaml';
import {REPO_ROOT} from './support/site-copy';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

interface DependabotGroup {
  'dependency-type'?: 'production' | 'development';
  patterns?: string[];
  'exclude-patterns'?: string[];
}

/** Dependabot's patterns: `*` matches any run of characters, the rest is literal. */
const glob = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*')}$`,
  );

interface LockedPackage {
  version?: string;
}

test('the lockfile holds one version of each @docusaurus/* package: the one package.json pins', () => {
  const lock = JSON.parse(read('package-lock.json')) as {packages: Record<string, LockedPackage>};
  const manifest = JSON.parse(read('package.json')) as {dependencies: Record<string, string>};
  const pinned = manifest.dependencies['@docusaurus/core'];
  assert.match(pinned, /^\d+\.\d+\.\d+$/, '@docusaurus/core is pinned to an exact version');
  const versions = new Map<string, Set<string>>();
  for (const [location, {version}] of Object.entries(lock.packages)) {
    const name = /node_modules\/(@docusaurus\/[^/]+)$/.exec(location)?.[1];
    if (name && version) versions.set(name, (versions.get(name) ?? new Set()).add(version));
  }
  assert.ok(versions.size > 10, `only ${versions.size} @docusaurus/* packages in the lockfile`);
  const other = [...versions].filter(([, found]) => found.size !== 1 || !found.has(pinned));
  assert.deepEqual(
    other.map(([name, found]) => `${name}@${[...found].join('/')}`),
    [],
    `every @docusaurus/* package at ${pinned}, once`,
  );
});

test('Dependabot puts every @docusaurus/* package in the docusaurus group', () => {
  const config = parse(read('.github/dependabot.yml')) as {
    updates: {'package-ecosystem': string; groups?: Record<string, DependabotGroup>}[];
  };
  const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm');
  assert.ok(npm?.groups, 'an npm update with groups');
  const pkg = JSON.parse(read('package.json')) as Record<string, Record<string, string>>;
  const docusaurus = [
    ...Object.keys(pkg.dependencies).map((name) => ({name, type: 'production'})),
    ...Object.keys(pkg.devDependencies).map((name) => ({name, type: 'development'})),
  ].filter(({name}) => name.startsWith('@docusaurus/'));
  assert.ok(docusaurus.length >= 5);

  for (const {name, type} of docusaurus) {
    // Dependabot assigns a dependency to the first group that matches it.
    const group: string | undefined = Object.entries(npm.groups).find(
      ([, g]: [string, DependabotGroup]) =>
        (!g['dependency-type'] || g['dependency-type'] === type) &&
        (g.patterns ?? []).some((p) => glob(p).test(name)) &&
        !(g['exclude-patterns'] ?? []).some((p) => glob(p).test(name)),
    )?.[0];
    assert.equal(group, 'docusaurus', name);
  }
});

test('CI runs the same commands as .ci/run, with Playwright’s Chromium and nginx', () => {
  const ci = parse(read('.github/workflows/ci.yml')) as {jobs: Record<string, {steps: {run?: string}[]}>};
  const commands = Object.values(ci.jobs)
    .flatMap((job) => job.steps)
    .map((step) => step.run ?? '')
    .join('\n');
  const ciRun = read('.ci/run');
  for (const command of ['npm ci --no-audit --no-fund', 'npm test']) {
    assert.ok(ciRun.includes(command), `.ci/run runs ${command}`);
    assert.ok(commands.includes(command), `ci.yml runs ${command}`);
  }
  assert.match(commands, /npx playwright install --with-deps chromium/);
  assert.match(commands, /apt-get install [^\n]*nginx/);
  assert.match(commands, /apt-get install [^\n]*fonts-noto-cjk/);
});

test('the deploy workflow builds with the repository settings and publishes build/ to Pages', () => {
  const text = read('.github/workflows/deploy.yml');
  const deploy = parse(text) as {
    jobs: Record<
      string,
      {steps: {uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, string>}[]}
    >;
  };
  const steps = Object.values(deploy.jobs).flatMap((job) => job.steps);
  const build = steps.find((step) => step.run === 'npm run build');
  assert.ok(build?.env);
  for (const name of ['SITE_URL', 'BASE_URL', 'ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME']) {
    assert.match(build.env[name] ?? '', new RegExp(`^\\$\\{\\{ (vars|secrets)\\.${name} \\}\\}$`), name);
  }
  const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
  assert.equal(upload?.with?.path, 'build');
  assert.ok(steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
  assert.doesNotMatch(text, /ADMIN_API_KEY/);
});
