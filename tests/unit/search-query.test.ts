import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SEARCH} from '../../src/config/constants';
import {cutSearchQuery} from '../../src/utils/searchQuery';

test('a query within the limit is kept as it is', () => {
  assert.equal(cutSearchQuery('라벨링'), '라벨링');
  assert.equal(cutSearchQuery('가'.repeat(SEARCH.queryMaxLength)), '가'.repeat(SEARCH.queryMaxLength));
});

test('a longer query is cut at the limit', () => {
  assert.equal(cutSearchQuery('라벨링'.repeat(40)), '라벨링'.repeat(40).slice(0, SEARCH.queryMaxLength));
});

test('an emoji across the limit is dropped whole, never split', () => {
  const query = 'a'.repeat(SEARCH.queryMaxLength - 1) + '😀😀';
  assert.equal(cutSearchQuery(query), 'a'.repeat(SEARCH.queryMaxLength - 1));
});
