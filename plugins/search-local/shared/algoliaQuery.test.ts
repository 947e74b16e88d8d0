/**
 * Algolia mode's reading of a query (./algoliaQuery.ts): what Algolia is sent for readers' questions, over the
 * site's glossary and a vocabulary as the plugin reads it from the docs.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {SEARCH_GLOSSARY} from '../../../src/config/search-glossary';
import {vocabularyOf} from '../server/queryVocabulary';
import {createAlgoliaQueryReader} from './algoliaQuery';

const docs = [
  'GPU 메모리가 부족하면 배치 크기를 줄입니다.',
  '학습이 끝나면 mAP를 확인합니다.',
  '아이디를 입력합니다.',
];
const reader = createAlgoliaQueryReader(vocabularyOf(docs, SEARCH_GLOSSARY));

describe('what Algolia is sent for a reader’s query', () => {
  test('a question: asking words, endings and particles dropped, the verb in its dictionary form', () => {
    assert.deepEqual(reader.read('라벨링한 데이터는 어떻게 지우나요?'), {query: '라벨링 데이터 지우다'});
    assert.deepEqual(reader.read('학습 결과를 어디서 내려받을 수 있나요'), {query: '학습 결과 내려받다'});
  });

  test('a complaint: emoticons dropped, the everyday word kept for the glossary’s synonyms', () => {
    assert.deepEqual(reader.read('비번 까먹었어요ㅠㅠ'), {query: '비번 까먹다'});
  });

  test('words of the question’s scene are optional', () => {
    assert.deepEqual(reader.read('처음 만들어 본 데이터셋 지우려면'), {
      query: '처음 만들다 데이터셋 지우다',
      optionalWords: ['처음', '만들다'],
    });
  });

  test('an acronym spelled in letter names is the Latin word of the docs, a Hangul word of the docs is not', () => {
    assert.equal(reader.read('지피유 메모리 부족').query, 'gpu 메모리 부족');
    assert.equal(reader.read('엠에이피가 뭐예요').query, 'map');
    assert.equal(reader.read('아이디 찾기').query, '아이디 찾기');
  });

  test('keywords and 초성 are sent as typed', () => {
    assert.deepEqual(reader.read('라벨링'), {query: '라벨링'});
    assert.deepEqual(reader.read('yolo 모델 학습'), {query: 'yolo 모델 학습'});
    assert.deepEqual(reader.read('ㅂㅈ ㅅㅅ'), {query: 'ㅂㅈ ㅅㅅ'});
  });

  test('the other keyboard layout, read the same way', () => {
    assert.deepEqual(reader.otherLayout('fkqpffld'), {query: '라벨링'});
    assert.deepEqual(reader.otherLayout('ㅐㅜㅜㅌ'), {query: 'onnx'});
    assert.equal(reader.otherLayout('yolo 모델'), undefined);
  });
});
