import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {SEARCH_INDEX_FILE} from './budgets';
import {
  buildPathOf,
  countsAsInitialJsCss,
  gzipSize,
  htmlFileForRoute,
  initialAssetsOf,
  unhashedName,
} from './build-files';

const BASE = '/dlabflow/';

const HTML = `<!doctype html><html><head>
<link rel=stylesheet href=/dlabflow/assets/css/styles.7e28f351.css>
<link rel=preload as=image href=/dlabflow/img/logo.svg>
<link rel=preload as=script href=/dlabflow/assets/js/extra.12345678.js>
<link rel=stylesheet href=https://fonts.example.com/font.css>
<link rel=stylesheet media=print href=https://cdn.example.com/print.css>
<script src=/dlabflow/assets/js/runtime~main.f691af74.js defer></script>
<script src=https://widget.example.com/w.js></script>
<script src=https://analytics.example.com/a.js async></script>
</head><body></body></html>`;

test('initialAssetsOf finds scripts, stylesheets and preloads and maps ours to build files', () => {
  const assets = initialAssetsOf(HTML, BASE);
  const ours = assets.filter((a) => a.file).map((a) => `${a.kind} ${a.file}`);
  assert.deepEqual(ours, [
    'script assets/js/runtime~main.f691af74.js',
    'stylesheet assets/css/styles.7e28f351.css',
    'preload img/logo.svg',
    'preload assets/js/extra.12345678.js',
  ]);
  assert.deepEqual(
    assets.filter(countsAsInitialJsCss).map((a) => a.url.split('/').pop()),
    [
      'runtime~main.f691af74.js',
      'w.js',
      'a.js',
      'styles.7e28f351.css',
      'font.css',
      'print.css',
      'extra.12345678.js',
    ],
  );
});

test('only third-party parser-blocking scripts and all-media stylesheets count as render-blocking', () => {
  const blocking = initialAssetsOf(HTML, BASE)
    .filter((a) => a.renderBlocking)
    .map((a) => a.url);
  assert.deepEqual(blocking, ['https://widget.example.com/w.js', 'https://fonts.example.com/font.css']);
});

test('buildPathOf keeps only URLs under the base path', () => {
  assert.equal(buildPathOf('/dlabflow/assets/js/a.js?v=1', BASE), 'assets/js/a.js');
  assert.equal(buildPathOf('/other/a.js', BASE), undefined);
  assert.equal(buildPathOf('//cdn.example.com/a.js', BASE), undefined);
  assert.equal(buildPathOf('data:image/svg+xml;base64,AA', BASE), undefined);
});

test('unhashedName strips content hashes so runs can be compared', () => {
  assert.equal(unhashedName('assets/js/main.5a6e7803.js'), 'assets/js/main.js');
  assert.equal(unhashedName('assets/css/styles.7e28f351.css'), 'assets/css/styles.css');
  assert.equal(unhashedName('img/logo.svg'), 'img/logo.svg');
});

test('htmlFileForRoute follows trailingSlash: false', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-build-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.mkdirSync(path.join(dir, 'blog'));
  for (const file of ['index.html', 'docs/intro.html', 'blog/index.html'])
    fs.writeFileSync(path.join(dir, file), '');
  assert.equal(htmlFileForRoute(dir, '/'), path.join(dir, 'index.html'));
  assert.equal(htmlFileForRoute(dir, '/docs/intro'), path.join(dir, 'docs/intro.html'));
  assert.equal(htmlFileForRoute(dir, '/blog'), path.join(dir, 'blog/index.html'));
  assert.throws(() => htmlFileForRoute(dir, '/missing'), /No HTML for route \/missing/);
});

test('the search index pattern matches the search plugin file names only', () => {
  assert.ok(SEARCH_INDEX_FILE.test('search-index.67190369fed7.json'));
  assert.ok(SEARCH_INDEX_FILE.test('assets/search-index-ko.json'));
  assert.ok(!SEARCH_INDEX_FILE.test('search-index.json'), 'the manifest is not the index');
  assert.ok(!SEARCH_INDEX_FILE.test('assets/js/search.abc.js'));
});

test('gzipSize compresses repetitive text', () => {
  assert.ok(gzipSize('가나다라'.repeat(1000)) < 200);
});
