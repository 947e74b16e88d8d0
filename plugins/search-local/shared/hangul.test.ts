import assert from 'node:assert/strict';
import {test} from 'node:test';
import {boundedDistance, hangulToLatin, isChoseongQuery, jamo, latinToHangul, spelledLetters} from './hangul';

test('Latin keys typed for Hangul on the 두벌식 layout are converted; real Latin words are not', () => {
  assert.equal(latinToHangul('fkqpffld'), '라벨링');
  assert.equal(latinToHangul('qjwjs todtjd'), '버전 생성');
  assert.equal(latinToHangul('yolo'), undefined, 'ㅛㅐㅣㅐ is no Hangul');
  assert.equal(latinToHangul('hello'), undefined);
  // Keys es-hangul cannot assemble (ㅗ, then ㅐ, then ㅈ) are no Hangul either, not an error.
  assert.equal(latinToHangul('how'), undefined);
  assert.equal(latinToHangul('how many gpu hours'), undefined);
  assert.equal(latinToHangul('라벨링'), undefined);
});

test('Hangul typed for a Latin word is converted back to its keys', () => {
  assert.equal(hangulToLatin('채채'), 'coco');
  assert.equal(hangulToLatin('ㅐㅜㅜㅌ'), 'onnx');
  assert.equal(hangulToLatin('onnx'), undefined);
});

test('a 초성 query is initial consonants only, at least two', () => {
  assert.ok(isChoseongQuery('ㅂㅈ ㅅㅅ'));
  assert.ok(isChoseongQuery('ㄹㅂㄹ'));
  assert.ok(!isChoseongQuery('ㄹ'));
  assert.ok(!isChoseongQuery('데이터ㅅ'));
  assert.ok(!isChoseongQuery('ㅐㅜㅜㅌ'), 'vowels: not 초성');
});

test('typos are counted in jamo: one wrong vowel or final is one typo', () => {
  assert.equal(boundedDistance(jamo('메세지'), jamo('메시지'), 2), 1);
  assert.equal(boundedDistance(jamo('컨텐츠'), jamo('콘텐츠'), 2), 1);
  assert.equal(
    boundedDistance(jamo('클레스'), jamo('클래스를'), 1, true),
    1,
    'prefix of a word with a particle',
  );
  assert.equal(boundedDistance(jamo('버전'), jamo('모델'), 1), 2, 'stops past the bound');
});

test('a Hangul word made of Latin letter names spells them (지피유 → gpu); other words spell nothing', () => {
  assert.ok(spelledLetters('지피유').includes('gpu'));
  assert.deepEqual(spelledLetters('엠에이피'), ['map']);
  assert.deepEqual(spelledLetters('오엔엔엑스'), ['onnx']);
  assert.deepEqual(spelledLetters('라벨'), []);
  assert.deepEqual(spelledLetters('피'), [], 'one letter says too little');
});
