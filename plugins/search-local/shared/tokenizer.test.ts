import assert from 'node:assert/strict';
import {test} from 'node:test';
import {composingVariants, dropComposingJamo, indexTerms, queryWords, stem, words} from './tokenizer';
import {corpus} from './testCorpus';

test('words: NFKC, lowercase, and a split between Hangul and Latin', () => {
  assert.deepEqual(words('YOLO로 모델 학습, ＡＩ자동 mAP50'), [
    'yolo',
    '로',
    '모델',
    '학습',
    'ai',
    '자동',
    'map50',
  ]);
});

test('words: text of ASCII and Hangul only (the fast path) splits as any other text does', () => {
  // ' ·' sends a text down the general path (NFKC, Unicode classes) without adding a word.
  const general = (text: string): string[] => words(`${text} ·`);
  const texts = [
    'YOLO로 모델 학습, mAP50 (v2_final) 데이터셋을 버전-생성합니다.',
    'snake_case와 CamelCase, 3.10.2 버전',
    '',
    ...corpus().flatMap((record) => [record.content, ...Object.values(record.hierarchy)]),
  ].filter((text): text is string => text !== null && /^[\t\n\r\x20-\x7f\uac00-\ud7a3]*$/.test(text));
  assert.ok(texts.length > 20);
  for (const text of texts) assert.deepEqual(words(text), general(text), text);
});

test('stem strips particles only when two syllables remain', () => {
  assert.equal(stem('데이터셋을'), '데이터셋');
  assert.equal(stem('라벨링은'), '라벨링');
  assert.equal(stem('저장소에서'), '저장소');
  assert.equal(stem('결과'), '결과', '과 is part of the word');
  assert.equal(stem('사진들'), '사진', 'the plural 들');
  assert.equal(stem('yolo'), 'yolo');
});

test('stem strips a case particle under another one, never a syllable of the word', () => {
  assert.equal(stem('형식으로도'), '형식');
  assert.equal(stem('기기에서만'), '기기');
  assert.equal(stem('폴더째로'), '폴더');
  assert.equal(stem('폴더채로'), '폴더');
  assert.equal(stem('정밀도는'), '정밀도', '도 is part of the word, not a particle under 는');
});

test('index terms: word, stem and syllable bigrams of long Hangul words', () => {
  const terms = indexTerms('학습용데이터셋을');
  for (const term of ['학습용데이터셋을', '학습용데이터셋', '데이', '터셋'])
    assert.ok(terms.includes(term), term);
  assert.deepEqual(indexTerms('모델'), ['모델']);
});

test('the jamo of a syllable still being composed is ignored', () => {
  assert.equal(dropComposingJamo('라벨ㄹ'), '라벨');
  assert.equal(dropComposingJamo('데이터셋ㅇㅡ'), '데이터셋');
  assert.deepEqual(
    queryWords('라벨링ㅈ').map((w) => w.word),
    ['라벨링'],
  );
  assert.deepEqual(queryWords('ㄹ'), []);
});

test('query words: the last one is a prefix, a particle split off Latin is dropped', () => {
  assert.deepEqual(queryWords('YOLO로 데이터셋을 라벨'), [
    {word: 'yolo', stem: 'yolo', isLast: false},
    {word: '데이터셋을', stem: '데이터셋', isLast: false},
    {word: '라벨', stem: '라벨', isLast: true},
  ]);
  assert.deepEqual(
    queryWords('ONNX로도 받기').map((w) => w.word),
    ['onnx', '받기'],
  );
});

test('composing variants add each final consonant to an open last syllable', () => {
  const variants = composingVariants('라베');
  assert.equal(variants.length, 27);
  assert.ok(variants.includes('라벨'));
  assert.deepEqual(composingVariants('라벨'), [], 'a closed syllable has no variants');
});
