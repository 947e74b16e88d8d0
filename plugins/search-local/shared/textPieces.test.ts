import assert from 'node:assert/strict';
import {test} from 'node:test';
import {joinPieces, readPieces, toPieces} from './textPieces';

test('texts come back as written, spaces included', () => {
  const texts = [
    '라벨링 도구에서 박스를 그립니다.',
    null,
    '',
    ' 앞 공백',
    '뒤 공백 ',
    '두  칸',
    '라벨링 라벨링',
  ];
  const {vocabulary, pieces} = toPieces(texts);
  assert.deepEqual(
    pieces.map((written) => (written === null ? null : joinPieces(written, vocabulary))),
    texts,
  );
  assert.equal(pieces[1], null);
});

test('the most frequent piece is written shortest, and any number can be written', () => {
  const common = Array.from({length: 5000}, (_, i) => `단어${i} 흔한`);
  const {vocabulary, pieces} = toPieces(common);
  assert.equal(vocabulary[0], '흔한');
  assert.equal(vocabulary.length, 5001);
  const numbers = [7, 7, 7];
  assert.equal(readPieces(pieces[4999]!, numbers), 2);
  assert.deepEqual(numbers.slice(0, 2), [vocabulary.indexOf('단어4999'), 0]);
  assert.equal(joinPieces(pieces[4999]!, vocabulary), '단어4999 흔한');
});

test('written pieces need no escaping in JSON', () => {
  const {pieces} = toPieces(Array.from({length: 3000}, (_, i) => `w${i}`));
  for (const written of pieces) assert.equal(JSON.stringify(written).length, written!.length + 2);
});
