import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cardKey} from './cache';
import {CARD_SIZE} from './card';
import {renderCard} from './render';
import {TEMPLATE_VERSION} from './template';

const siteTitle = 'D-Lab Flow 도움말 센터';

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(png: Buffer): {width: number; height: number} {
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  assert.equal(png.subarray(12, 16).toString('latin1'), 'IHDR');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

test('a card is a 1200×630 PNG, drawn the same way every time, and differs with its title', async () => {
  const card = await renderCard({title: '모델 훈련하기', section: 'AI 프로젝트', siteTitle});
  assert.deepEqual(pngSize(card), CARD_SIZE);
  // The build test compares a shipped card with a fresh render byte for byte: that needs a stable renderer.
  assert.deepEqual(await renderCard({title: '모델 훈련하기', section: 'AI 프로젝트', siteTitle}), card);
  const other = await renderCard({title: '모델 평가하기', section: 'AI 프로젝트', siteTitle});
  assert.notDeepEqual(other, card);
});

test('the cache key follows the text and the renderer, nothing else', () => {
  const text = {title: '모델 훈련하기', section: 'AI 프로젝트', siteTitle};
  const key = cardKey(text, `template ${TEMPLATE_VERSION}`);
  assert.equal(cardKey({...text}, `template ${TEMPLATE_VERSION}`), key);
  assert.notEqual(cardKey({...text, title: '모델 평가하기'}, `template ${TEMPLATE_VERSION}`), key);
  assert.notEqual(cardKey({...text, section: '문서'}, `template ${TEMPLATE_VERSION}`), key);
  assert.notEqual(cardKey(text, `template ${TEMPLATE_VERSION + 1}`), key);
});
