/** The size an off-screen code block reserves (./codeSize.ts). */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {codeSize} from './codeSize';

test('lines are counted without the final newline a fence leaves', () => {
  assert.deepEqual(codeSize('a\nbb\n'), {lines: 2, columns: 2});
  assert.deepEqual(codeSize('one line'), {lines: 1, columns: 8});
});

test('the longest line sets the columns; Hangul and tabs are wider than one column', () => {
  assert.equal(codeSize('x\nconst label = 1;\ny').columns, 16);
  assert.equal(codeSize('# 라벨').columns, Math.ceil(2 + 2 * 1.6));
  assert.equal(codeSize('\tx').columns, 5);
});
