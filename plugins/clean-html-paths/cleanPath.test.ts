import assert from 'node:assert/strict';
import {test} from 'node:test';
import vm from 'node:vm';
import {cleanHtmlPath} from './cleanPath';
import {cleanPathScript} from './script';

const BASE = '/dlabflow/';

/** [path the page was loaded at, clean path or null when it stays] under the default base URL. */
const CASES: [string, string | null][] = [
  ['/dlabflow/docs/intro.html', '/dlabflow/docs/intro'],
  ['/dlabflow/docs/manage_dataset/manage_class.html', '/dlabflow/docs/manage_dataset/manage_class'],
  ['/dlabflow/blog/2025/01/01/yolo.html', '/dlabflow/blog/2025/01/01/yolo'],
  ['/dlabflow/index.html', '/dlabflow/'],
  ['/dlabflow/blog/index.html', '/dlabflow/blog'],
  ['/dlabflow/docs/category/data-management/index.html', '/dlabflow/docs/category/data-management'],
  ['/dlabflow/blog/tags/%ED%95%99%EC%8A%B5.html', '/dlabflow/blog/tags/%ED%95%99%EC%8A%B5'],
  // Already clean, the not-found page, other files and paths outside the site stay as they are.
  ['/dlabflow/', null],
  ['/dlabflow/docs/intro', null],
  ['/dlabflow/404.html', null],
  ['/dlabflow/docs/intro.md', null],
  ['/dlabflow/docs/intro.htmlx', null],
  ['/elsewhere/index.html', null],
  ['/dlabflow.html', null],
];

test('a path ending in .html or /index.html becomes the clean path; others stay', () => {
  for (const [from, to] of CASES) assert.equal(cleanHtmlPath(from, BASE), to, from);
});

test('at the root base URL, /index.html becomes / and /docs/index.html becomes /docs', () => {
  assert.equal(cleanHtmlPath('/index.html', '/'), '/');
  assert.equal(cleanHtmlPath('/docs/index.html', '/'), '/docs');
  assert.equal(cleanHtmlPath('/docs/intro.html', '/'), '/docs/intro');
  assert.equal(cleanHtmlPath('/', '/'), null);
});

test('the inline script replaces the address with the same clean path, keeping query and hash', () => {
  for (const [from, to] of CASES) {
    const calls: unknown[][] = [];
    const location = {pathname: from, search: '?q=%EB%9D%BC%EB%B2%A8', hash: '#다음-단계'};
    const history = {state: {key: 'k'}, replaceState: (...args: unknown[]) => calls.push(args)};
    // A bare context: the script must run with nothing but the browser globals it names.
    vm.runInNewContext(cleanPathScript(BASE), {location, history});
    assert.deepEqual(calls, to ? [[{key: 'k'}, '', `${to}?q=%EB%9D%BC%EB%B2%A8#다음-단계`]] : [], from);
  }
});
