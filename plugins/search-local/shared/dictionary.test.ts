import assert from 'node:assert/strict';
import {test} from 'node:test';
import {decodeIndex, encodeIndex} from './compactIndex';
import {Dictionary} from './dictionary';
import {plainRecord} from './records';
import {corpus, ORIGIN} from './testCorpus';

test("the shipped index's records, read from pieces, give the dictionary their text gives", () => {
  const decoded = decodeIndex(JSON.parse(JSON.stringify(encodeIndex(corpus(), ORIGIN))));
  const fromPieces = new Dictionary(decoded);
  const fromText = new Dictionary(decoded.map(plainRecord));
  assert.ok(fromPieces.words.includes('라벨링'));
  assert.deepEqual(fromPieces.words, fromText.words);
  assert.deepEqual(
    fromPieces.postings.map((p) => [...p]),
    fromText.postings.map((p) => [...p]),
  );
  assert.deepEqual([...fromPieces.headingWords], [...fromText.headingWords]);
});
