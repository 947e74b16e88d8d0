import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {ALWAYS_INCLUDED, collectCharacters, uncoveredHangul} from './characters';

function tempSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-subset-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('collects the characters of source files in folders, recursively, plus the fixed set', () => {
  const dir = tempSite({
    'docs/a.md': '# 데이터셋 만들기\n',
    'docs/deep/b.mdx': '라벨링',
    'src/c.tsx': "const label = '학습';",
    'i18n/ko.json': '{"x": "평가"}',
    'docs/img/picture.svg': '<text>그림</text>',
    'docs/notes.txt': '뭉퉁',
  });
  const characters = collectCharacters([
    path.join(dir, 'docs'),
    path.join(dir, 'src'),
    path.join(dir, 'i18n'),
  ]);
  for (const expected of '데이터셋만들기라벨링학습평가') assert.ok(characters.includes(expected), expected);
  // Images and unknown file types are not text the page shows.
  for (const absent of '그림뭉퉁') assert.ok(!characters.includes(absent), absent);
  for (const always of ALWAYS_INCLUDED)
    assert.ok(characters.includes(always), `U+${always.codePointAt(0)!.toString(16)}`);
});

test('the result is sorted, has no duplicates or control characters, and ignores missing paths', () => {
  const dir = tempSite({'a.md': '나가다\n\t가나\r\n'});
  const characters = collectCharacters([path.join(dir, 'a.md'), path.join(dir, 'missing')]);
  const list = [...characters];
  assert.equal(new Set(list).size, list.length);
  assert.deepEqual(
    list,
    [...list].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!),
  );
  assert.ok(!/[\n\r\t]/.test(characters));
  assert.equal(collectCharacters([path.join(dir, 'a.md')]), collectCharacters([path.join(dir, 'a.md')]));
});

test('uncoveredHangul lists Hangul the subset lacks, once each, and ignores other scripts', () => {
  assert.deepEqual(uncoveredHangul('데이터셋을 만들고 데이터를', '데이터셋'), ['을', '만', '들', '고', '를']);
  assert.deepEqual(uncoveredHangul('YOLO ✅ 模型', ''), []);
  assert.deepEqual(uncoveredHangul('ㄱ', 'ㄴ'), ['ㄱ']);
});
