import assert from 'node:assert/strict';
import {test} from 'node:test';
import {decodeIndex, encodeIndex, IndexFormatError} from './compactIndex';
import {plainRecord} from './records';
import {corpus} from './testCorpus';

const records = corpus();

test('round-trips through the compact form and is deterministic', () => {
  const encoded = encodeIndex(records, 'https://example.org');
  const decoded = decodeIndex(JSON.parse(JSON.stringify(encoded)));
  assert.deepEqual(decoded.map(plainRecord), records);
  assert.deepEqual(
    decoded.map((record) => record.content),
    records.map((record) => record.content),
  );
  // A record typed apart from its page (a list item naming another page) keeps its own type.
  const mention = {...records[1]!, page_type: 'index', weight: {...records[1]!.weight, pageRank: 0}};
  const mixed = [records[0]!, mention, ...records.slice(2)];
  assert.deepEqual(
    decodeIndex(JSON.parse(JSON.stringify(encodeIndex(mixed, 'https://example.org')))).map(plainRecord),
    mixed,
  );
  assert.equal(JSON.stringify(encodeIndex(corpus(), 'https://example.org')), JSON.stringify(encoded));
  assert.ok(JSON.stringify(encoded).length < JSON.stringify(records).length / 2);
});

test('a page’s keywords come back on its first record only', () => {
  const [first, ...rest] = records;
  const withKeywords = [{...first!, keywords: ['라벨링 도구', 'Label Studio']}, ...rest];
  const decoded = decodeIndex(JSON.parse(JSON.stringify(encodeIndex(withKeywords, 'https://example.org'))));
  assert.deepEqual(decoded.map(plainRecord), withKeywords);
  assert.deepEqual(decoded[0]!.keywords, ['라벨링 도구', 'Label Studio']);
  assert.ok(decoded.slice(1).every((record) => record.keywords === undefined));
});

test('an unknown format is rejected', () => {
  assert.throws(() => decodeIndex({v: 99}), IndexFormatError);
  assert.throws(() => decodeIndex(null), IndexFormatError);
});
