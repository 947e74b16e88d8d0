/** The product's rules (productRules.ts): readers' phrases read as the docs' words. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {PRODUCT_RULES} from '../../../src/config/search-product-rules';
import {knownVerbs, readQuery} from './question';
import {verbs, read} from './questionFixtures';
import {queryWords} from './tokenizer';

test('a project the reader was invited to is a shared project; one they invited others to is not', () => {
  assert.deepEqual(read('초대받은 프로젝트에서 학습 돌릴 수 있나요').words.slice(0, 2), [
    '공유',
    '프로젝트에서',
  ]);
  assert.deepEqual(read('남이 초대해준 프로젝트 어디서 봐요').words.includes('공유'), true);
  assert.deepEqual(read('남이 초대해 준 프로젝트 어디서 봐요').words.includes('공유'), true);
  assert.deepEqual(read('내가 초대한 프로젝트').words.includes('공유'), false);
  assert.deepEqual(read('초대받은 데이터셋').words.includes('공유'), false);
});

test('"얼마나 했는지" asks about progress; 새로 is an adverb of manner', () => {
  assert.deepEqual(read('누가 라벨 얼마나 했는지 어디서 보나요').words, ['라벨', '진행']);
  // A condition of absence is matched as written, not as every form of 없다.
  assert.deepEqual(read('회원가입 화면이 없으면').words, ['회원가입', '화면이', '없으면']);
  assert.deepEqual(read('라벨러마다 얼마나 끝냈는지').words, ['라벨러마다', '끝냈는지', '진행']);
  assert.ok(read('라벨링 얼마나 됐는지').words.includes('진행'));
  // How long or how much something is (보관 기간은 얼마나 돼요) is no progress; 어디로 asks where, like 어디서.
  assert.deepEqual(read('보관 기간은 얼마나 돼요').words, ['보관', '기간은']);
  assert.deepEqual(read('의견은 어디로 보내요').words, ['의견은', '보내요']);
  // Where to see how many per class: the statistics screen. How many alone asks a limit; of anything else, its own screen.
  assert.ok(read('클래스별로 라벨 몇 개 그렸는지 어디서 봐요').words.includes('통계'));
  assert.ok(read('클래스별 라벨 개수 어디서 확인함').words.includes('통계'));
  assert.ok(!read('평가 이미지 몇 장까지 올려요').words.includes('통계'));
  // How many at most: a limit.
  assert.ok(read('평가 이미지 몇 장까지 올려요').words.includes('제한'));
  // Its counter is dropped (how many, not of what); a unit stays.
  assert.ok(!read('평가 이미지 몇 장까지 올려요').words.includes('장까지'));
  assert.ok(read('크롭 최소 몇 픽셀까지 돼요').words.includes('픽셀까지'));
  assert.ok(read('크롭 최소 몇 픽셀까지 돼요').words.includes('제한'));
  assert.ok(!read('클래스별 라벨 몇 개인지').words.includes('제한'));
  assert.ok(!read('자동 라벨링 몇 장 처리됐는지 어디서 보나요').words.includes('통계'));
  assert.deepEqual(read('GPU 얼마나 남았는지').words, ['gpu', '남았는지']);
  assert.deepEqual(read('클래스 새로 만들기').words, ['클래스', '만들다']);
});

test('받다 onto a computer is a download; 받다 elsewhere stays filler', () => {
  const receive = knownVerbs(['받다']);
  const words = (query: string) => readQuery(query, queryWords(query), receive).terms.map((t) => t.word);
  assert.ok(words('모델 파일 내 PC로 받으려면').includes('다운로드'));
  assert.deepEqual(words('모델 파일 컴퓨터로 받기'), ['모델', '파일', 'pc', '다운로드']);
  assert.ok(!words('초대 메일 받으려면').includes('다운로드'));
  assert.ok(!words('라벨 저장하려면').includes('다운로드'));
});

test('받다 as a file of a format (onnx로, 파일로) is a download too; received by mail is not', () => {
  assert.deepEqual(read('모델 onnx로 받으려면').words, ['모델', 'onnx', '다운로드']);
  assert.deepEqual(read('모델 파일로 받을 수 있나요').words, ['모델', '파일로', '다운로드']);
  assert.deepEqual(read('메일로 받았는데').words.includes('다운로드'), false);
});

test("letting others see one's work (같이 보게) is inviting them, the docs' word", () => {
  assert.ok(read('내 AI 프로젝트를 다른 연구원도 같이 보게 하려면').words.includes('초대'));
  assert.ok(!read('같이 라벨링하려면').words.includes('초대'));
});

test("the reader's quantity of files (2만장, 2만 장) asks for a limit; a number of people or a figure's does not", () => {
  const limit = (query: string) =>
    readQuery(query, queryWords(query), verbs).terms.find((t) => t.word === '제한');
  const {words} = read('이미지 2만장 폴더 업로드가 안돼요');
  assert.ok(!words.includes('2') && !words.includes('만장'), words.join(' '));
  assert.equal(limit('이미지 2만장 폴더 업로드가 안돼요')?.inHeadings, true);
  assert.equal(limit('사진 2만 장 한 번에 올려도 되나요')?.inHeadings, true);
  const people = read('학생 30명에게 계정 만들기');
  assert.ok(!people.words.includes('30') && !people.words.includes('제한'), people.words.join(' '));
  assert.ok(read('그림 2 설명').words.includes('2'));
  // Said in words, as a dictated question writes it: 만 장, 수천 장.
  assert.equal(limit('사진 만 장을 한 번에 올려도 되나요')?.inHeadings, true);
  assert.deepEqual(read('사진 수천 장 올리기').words, ['사진', '올리기', '제한']);
});

test('every product rule of the lexicon either replaces or adds, and replaces no more words than it matches', () => {
  for (const rule of PRODUCT_RULES) {
    assert.ok((rule.replace === undefined) !== (rule.add === undefined), rule.why);
    if (Array.isArray(rule.replace)) assert.ok(rule.replace.length <= rule.when.length, rule.why);
    assert.ok(rule.when.length > 0 && rule.why.length > 0);
  }
});
