/** Reading readers' questions and symptoms (question.ts): filler dropped, verbs and nouns read. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {knownVerbs, readQuery, verbOf} from './question';
import {GLOSSARY, verbs, read} from './questionFixtures';
import {queryWords} from './tokenizer';

test('question words, request endings and filler are dropped; what the question is about stays', () => {
  assert.deepEqual(read('클래스를 어떻게 지우나요').words, ['클래스를', '지우다']);
  assert.deepEqual(read('데이터셋을 삭제하려면 어떻게 해야 하나요').words, ['데이터셋을', '삭제']);
  assert.deepEqual(read('비밀번호는 어디서 바꿀 수 있나요?').words.includes('어디서'), false);
  // 같이 (together) is how a reader does it; the docs write 다음과 같이 (as follows) everywhere.
  assert.deepEqual(read('파일을 같이 지우려면').words, ['파일을', '지우다']);
  // Only filler: searched as typed rather than not at all.
  assert.deepEqual(read('어떻게').words, ['어떻게']);
});

test('what the reader asks instead of (A 말고 B, A 대신) leaves the question', () => {
  assert.deepEqual(read('이미지 말고 표 데이터로 학습').words, ['표', '데이터로', '학습']);
  assert.deepEqual(read('박스 대신 점으로 그리다').words.includes('박스'), false);
});

test('a filler noun is filler whatever its ending', () => {
  assert.deepEqual(read('학습 중단 가능할까요').words, ['학습', '중단']);
  assert.deepEqual(read('학습 중단 가능한가요').words, ['학습', '중단']);
});

test('verb forms go back to the dictionary form of a verb the site knows, never a noun cut short', () => {
  for (const form of ['지우나요', '지웠는데', '지울', '지우려면'])
    assert.equal(verbOf(form, verbs), '지우다', form);
  assert.equal(verbOf('지워져요', knownVerbs(['지워지다'])), '지워지다');
  assert.equal(verbOf('잘라서', verbs), '자르다');
  assert.equal(verbOf('만든', verbs), '만들다');
  assert.equal(verbOf('사라졌어요', verbs), '사라지다');
  assert.equal(verbOf('까먹으면', knownVerbs(['까먹다'])), '까먹다', 'a condition after a final consonant');
  assert.equal(
    verbOf('까먹음', knownVerbs(['까먹다'])),
    '까먹다',
    'the casual ending after a final consonant',
  );
  assert.equal(verbOf('데이터셋', verbs), undefined);
  assert.equal(verbOf('지원', verbs), undefined);
  // Done for someone (-아/어 주다) typed without its space.
  assert.equal(verbOf('그려주게', knownVerbs(['그리다'])), '그리다');
  assert.equal(verbOf('지워주는', verbs), '지우다');
  assert.equal(verbOf('만들어주면', verbs), '만들다');
  assert.equal(verbOf('이주일', verbs), undefined);
  assert.equal(verbOf('지워둔', verbs), '지우다');
  assert.equal(verbOf('지우려고요', verbs), '지우다', 'a polite 요 after the ending');
  // 'try to' (-아/어 보다) typed without its space: the verb tried is the one asked about.
  for (const form of ['지워볼', '지워봐요', '지워보려면']) assert.equal(verbOf(form, verbs), '지우다', form);
  assert.deepEqual(read('선생님이 프로젝트에 초대했다는데').words, ['선생님이', '프로젝트에', '초대']);
  assert.equal(verbOf('돌려볼', verbs), '돌리다');
});

test("a casual query's ㅁ ending is a verb form; a glossary noun stays a noun; one-syllable filler loses its particle", () => {
  const withChange = knownVerbs([...GLOSSARY.flat(), '바뀌다', '그리다']);
  assert.equal(verbOf('바뀜', withChange), '바뀌다');
  const casual = readQuery('epoch 몇으로 돌려야 됨', queryWords('epoch 몇으로 돌려야 됨'), withChange);
  assert.deepEqual(
    casual.terms.map((t) => t.word),
    ['epoch'],
  );
  const picture = readQuery('그림 안 보여요', queryWords('그림 안 보여요'), withChange, new Set(['그림']));
  assert.deepEqual(
    picture.terms.map((t) => t.word),
    ['그림', '보이다'],
  );
});

test('phrases typed without their spaces (지울수있나요, 확인하는법, 돌리는중에), 몇개 and 가능 are read as spaced', () => {
  assert.deepEqual(read('클래스 지울수있나요').words, ['클래스', '지우다']);
  assert.deepEqual(read('라벨 확인하는법').words, ['라벨', '확인']);
  assert.deepEqual(read('학습 돌리는중에 취소 가능?').words, ['학습', '취소']);
  assert.deepEqual(read('이미지 몇개까지 돼요').words, ['이미지', '제한']);
  // A noun's 해 with a helper verb (해 주다, 해 두다) typed as one word: the noun is what is asked.
  assert.deepEqual(read('클래스 삭제해주세요').words, ['클래스', '삭제']);
  assert.deepEqual(read('계정 발급해주는 법').words, ['계정', '발급']);
  // Adverbs of when and how often: 보통 (usually), 바로 (right away).
  assert.deepEqual(read('배치 크기 보통 얼마로 해요').words, ['배치', '크기']);
  assert.deepEqual(read('버전 만들고 바로 학습 가능?').words, ['버전', '만들다', '학습']);
  assert.deepEqual(read('여러 조각으로 자르기').words, ['조각으로', '자르다']);
  // A question word and its verb as one word; a verb form and 거 (그린 거), but never a noun ending in 거.
  assert.deepEqual(read('라벨 지운거 어디서봐').words, ['라벨', '지우다']);
  assert.deepEqual(read('클래스 어케함?').words, ['클래스']);
  assert.deepEqual(read('근거 자료').words, ['근거', '자료']);
});

test('the ending 도 (학습해도, 바꿔도), adverbs of manner (잘, 직접, 잘못), counters and 누구 are dropped', () => {
  const withChange = knownVerbs([...GLOSSARY.flat(), '바꾸다']);
  const readWith = (query: string) =>
    readQuery(query, queryWords(query), withChange).terms.map((t) => t.word);
  assert.deepEqual(readWith('흑백으로 바꿔서 학습해도 되나요'), ['흑백으로', '바꾸다', '학습']);
  assert.deepEqual(readWith('라벨을 잘 직접 일일이 검수하려면'), ['라벨을', '검수']);
  assert.deepEqual(readWith('클래스 하나 잘못 만들면 누구한테'), ['클래스', '만들다']);
});

test('안 or 못 typed onto its verb (안보여요, 안보임) is a symptom of that verb; a noun starting with 안 is not', () => {
  for (const query of ['데이터셋이 안보여요', '데이터셋이 안보임', '데이터셋이 안 보여요']) {
    assert.deepEqual(read(query), {words: ['데이터셋이', '보이다'], intent: 'symptom'}, query);
  }
  assert.deepEqual(read('업로드 안내').words, ['업로드', '안내']);
});

test('a noun with 하다 and 거 typed as one word (라벨링한거) is the noun; a symptom noun with 하다 is a symptom', () => {
  assert.deepEqual(read('라벨링한거 저장은 어떻게 해요?').words, ['라벨링', '저장은']);
  assert.deepEqual(read('학습이 실패했어요'), {words: ['학습이', '실패'], intent: 'symptom'});
});

test('what a dictated question says on the way (그러니까, 그 뭐냐, 음, 있잖아요) is filler', () => {
  assert.deepEqual(read('그러니까 음 클래스를 지우려면').words, ['클래스를', '지우다']);
  assert.deepEqual(read('그 뭐냐 클래스 있잖아요').words, ['클래스']);
});

test('수 typed onto a verb with its 있다 spaced (받을수 있나요) is the verb; 먼저 (first) is how, not what', () => {
  const receive = knownVerbs(['받다']);
  const words = readQuery('onnx로 받을수 있나요?', queryWords('onnx로 받을수 있나요?'), receive).terms;
  assert.deepEqual(
    words.map((t) => t.word),
    ['onnx', '다운로드'],
  );
  assert.deepEqual(read('클래스 지울수 없어요').words, ['클래스', '지우다', '없다']);
  assert.deepEqual(read('자동 라벨링 쓰려면 뭐가 먼저 있어야 돼요').words.includes('먼저'), false);
});

test('work that flew away (날아갔어요, and as it is often typed, 날라갔어요) is a symptom', () => {
  assert.equal(read('박스 그린거 다 날아갔어요').intent, 'symptom');
  assert.equal(read('박스 그린거 다 날라갔어요').intent, 'symptom');
});

test('a noun with 받다 asked about (초대받아야, 발급받으려면) is the noun; one describing a noun (초대받은) is left as typed', () => {
  const receive = knownVerbs(['받다']);
  const words = (query: string) => readQuery(query, queryWords(query), receive).terms.map((t) => t.word);
  assert.deepEqual(words('가입은 초대받아야 되나요'), ['가입은', '초대']);
  assert.deepEqual(words('계정 발급받으려면'), ['계정', '발급']);
  assert.deepEqual(words('초대받은 데이터셋'), ['초대받은', '데이터셋']);
  // 프젝 is how readers shorten 프로젝트: a project they were invited to is a shared one.
  assert.ok(words('초대받은 프젝에서 학습').includes('공유'));
});

test('a formal question (있습니까, 발급받습니까, 수준입니까, 궁금합니다) is read like a polite one', () => {
  assert.deepEqual(read('클래스를 지울 수 있습니까?').words, ['클래스를', '지우다']);
  const receive = knownVerbs(['받다']);
  const words = (query: string) => readQuery(query, queryWords(query), receive).terms.map((t) => t.word);
  assert.deepEqual(words('계정은 어떻게 발급받습니까'), ['계정은', '발급']);
  assert.equal(queryWords('수준입니까')[0]!.stem, '수준');
  assert.deepEqual(read('학습 시간이 궁금합니다').words, ['학습', '시간이']);
  assert.equal(read('학습이 실패로 끝나면').intent, 'symptom');
});

test('the cute spelling 여 of 요 (지우나여) and demonstratives (이거, 그게) are read like the rest', () => {
  assert.deepEqual(read('이거 어케 지우나여').words, ['지우다']);
  assert.deepEqual(read('그게 안 보여여').words.includes('그게'), false);
});

test('chat shorthand: emoticons (ㅠㅠ, ㅋㅋ, a stray ㄱ), 넘, 암것도, 아니, and 싶다 or 거예요 typed onto a verb', () => {
  assert.deepEqual(read('클래스 삭제 안돼요ㅠㅠ').words, ['클래스', '삭제']);
  assert.deepEqual(read('ㅋㅋ 클래스 지우기').words, ['클래스', '지우다']);
  assert.deepEqual(read('아니 클래스 넘 지우고싶은데').words, ['클래스', '지우다']);
  assert.deepEqual(read('암것도 모름 클래스 지우는거예요?').words, ['클래스', '지우다']);
  // Not every jamo run: ㅛㅐㅣㅐ is yolo typed on the Korean layout, which the engine converts.
  assert.ok(read('ㅛㅐㅣㅐ 모델').words.length === 2);
});

test('a question in English: its asking words are dropped, a plural of a glossary word is that word', () => {
  const nouns = new Set(['tile', 'label']);
  const words = (query: string) => readQuery(query, queryWords(query), verbs, nouns).terms.map((t) => t.word);
  assert.deepEqual(words('how to cut image into tiles'), ['cut', 'image', 'tile']);
  assert.deepEqual(words('my labels'), ['label']);
  assert.deepEqual(words('how'), ['how'], 'only filler: searched as typed');
});
