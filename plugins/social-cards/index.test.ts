import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeCards} from './index';

test('an unchanged card comes from the cache; a changed one is drawn again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
  try {
    const options = {
      outDir: path.join(dir, 'build'),
      baseUrl: '/dlabflow/',
      siteTitle: 'D-Lab Flow 도움말 센터',
      cacheDir: path.join(dir, 'cache'),
    };
    const cards = [
      {permalink: '/dlabflow/docs/intro', title: '빠르게 시작하기', section: '문서'},
      {permalink: '/dlabflow/blog/annotation', title: '라벨링 가이드', section: '블로그'},
    ];
    assert.deepEqual(
      {...(await writeCards(cards, options)), renderMs: 0},
      {rendered: 2, cached: 0, renderMs: 0},
    );
    const intro = path.join(options.outDir, 'img/social-cards/docs/intro.png');
    const first = fs.readFileSync(intro);
    fs.rmSync(options.outDir, {recursive: true});

    const warm = await writeCards(cards, options);
    assert.deepEqual({rendered: warm.rendered, cached: warm.cached}, {rendered: 0, cached: 2});
    assert.deepEqual(fs.readFileSync(intro), first);

    const renamed = [{...cards[0], title: '시작하기'}, cards[1]];
    const changed = await writeCards(renamed, options);
    assert.deepEqual({rendered: changed.rendered, cached: changed.cached}, {rendered: 1, cached: 1});
    assert.notDeepEqual(fs.readFileSync(intro), first);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
