import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  earlyWorkerScript,
  findWorkerScript,
  withEarlyWorker,
} from '../../../plugins/search-local/server/earlyWorker';
import {withIndexMeta} from '../../../plugins/search-local/server/indexMeta';

const PAGE = '<html><head><title>검색</title></head><body></body></html>';

describe('the search page starts the worker from its <head>', () => {
  it('writes the script once, after the meta tag naming the index, and replaces it when run again', () => {
    const script = earlyWorkerScript('/dlabflow/assets/js/search.abc123.js', '/dlabflow/');
    const once = withEarlyWorker(withIndexMeta(PAGE, 'search-index.aaa.json'), script);
    const twice = withEarlyWorker(
      once,
      earlyWorkerScript('/dlabflow/assets/js/search.def456.js', '/dlabflow/'),
    );
    assert.equal(once.match(/<script id=/g)?.length, 1);
    assert.ok(once.indexOf('<meta name="search-index"') < once.indexOf('<script id='));
    assert.ok(once.endsWith('</script></head><body></body></html>'));
    assert.equal(twice.match(/<script id=/g)?.length, 1);
    assert.ok(twice.includes('search.def456.js') && !twice.includes('search.abc123.js'));
  });

  it("the script reads the index file from the page's meta tag, not from the build, so a copy needs only the tag", () => {
    const script = earlyWorkerScript('/w.js', '/');
    assert.ok(script.includes('meta[name="search-index"]'));
    assert.ok(!/search-index\.[0-9a-f]+\.json/.test(script));
  });

  it('finds exactly one worker script, and fails the build otherwise', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'early-worker-'));
    const js = path.join(dir, 'assets', 'js');
    fs.mkdirSync(js, {recursive: true});
    await assert.rejects(findWorkerScript(dir, 'search'), /found 0/);
    fs.writeFileSync(path.join(js, 'search.0a1b2c3d.js'), '');
    fs.writeFileSync(path.join(js, 'searchbar.0a1b2c3d.js'), '');
    assert.equal(await findWorkerScript(dir, 'search'), 'assets/js/search.0a1b2c3d.js');
    fs.writeFileSync(path.join(js, 'search.ffff0000.js'), '');
    await assert.rejects(findWorkerScript(dir, 'search'), /found 2/);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
