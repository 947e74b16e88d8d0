/** What a question asks (intent.ts): a definition, a symptom or a task, and the words that set its scene. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {knownVerbs, readQuery} from './question';
import {GLOSSARY, verbs, read, first} from './questionFixtures';
import {queryWords} from './tokenizer';

test('intent: a definition, a symptom, or a task', () => {
  assert.equal(read('정확도랑 정밀도는 뭐가 다른 건가요?').intent, 'definition');
  assert.equal(read('mAP랑 IoU 뭐가 달라요').intent, 'definition');
  assert.equal(read('다른 프로젝트로 옮기기').intent, 'task');
  assert.equal(read('IoU 뜻').intent, 'definition');
  assert.equal(read('mAP란').intent, 'definition');
  assert.equal(read('에포크가 뭐예요').intent, 'definition');
  assert.deepEqual(read('IoU 뜻').words, ['iou']);
  assert.equal(read('목록에 안 보여요').intent, 'symptom');
  assert.equal(read('라벨링한 내용이 사라졌어요').intent, 'symptom');
  assert.equal(read('업로드 오류').intent, 'symptom');
  assert.equal(read('데이터셋 만들기').intent, 'task');
});

test('a word that asks for a meaning or a difference asks only at the end; mid-sentence it tells', () => {
  const withChange = knownVerbs([...GLOSSARY.flat(), '바꾸다', '다르다']);
  const readWith = (query: string) => readQuery(query, queryWords(query), withChange);
  assert.equal(readWith('에포크 뜻이 뭐예요').intent, 'definition');
  assert.equal(readWith('색이 의미 없는데 흑백으로 바꿔도 되나요').intent, 'symptom');
  assert.equal(readWith('mAP랑 IoU는 뭐가 달라요').intent, 'definition');
  assert.equal(readWith('메뉴 이름이 달라서 헷갈리는데 뭐가 바뀐 거예요').intent, 'task');
});

test('a meaning asked with a copula (뜻이에요, 의미인가요) in a short question; a long one asks about its situation', () => {
  assert.equal(read('재현율이 정확히 무슨 뜻이에요').intent, 'definition');
  assert.deepEqual(read('재현율이 정확히 무슨 뜻이에요').words, ['재현율이', '정확히']);
  assert.equal(read('IoU 의미인가요').intent, 'definition');
  assert.equal(read('학습 손실은 내려가는데 검증 손실만 평평해요 이게 무슨 뜻인가요').intent, 'task');
  assert.equal(read('도움말 화면이랑 제 화면 메뉴 이름이 다른데 버전 차이인가요').intent, 'task');
});

test('a verb or word that sets the scene of a question (만든 데이터셋, 돌리기 전에, 처음) is context; the task is not', () => {
  const scene = (query: string) =>
    readQuery(query, queryWords(query), verbs)
      .terms.filter((t) => t.context)
      .map((t) => t.word);
  assert.deepEqual(scene('처음 만들어 본 데이터셋 지우려면 어떻게 해야 하나요'), ['처음', '만들다']);
  assert.deepEqual(scene('데이터셋 만든 뒤에 이름 바꾸려면'), ['만들다']);
  // Describing a noun, a verb is the scene only where another verb asks the question.
  assert.deepEqual(scene('잘라서 만든 이미지 어디 있어요'), []);
  assert.deepEqual(scene('잘라서 만든 이미지 지우려면'), ['만들다']);
  // A download asks too (PC로 받다): the model is the one made, not one to make.
  assert.deepEqual(scene('다 만든 모델 파일 내 PC로 받으려면'), ['만들다']);
  // The task itself, a condition (만들면) and a verb before 법 or 거 are not scene.
  assert.deepEqual(scene('데이터셋 지우려면'), []);
  assert.deepEqual(scene('데이터셋 만들면 저장소도 생기나요'), []);
  assert.deepEqual(scene('데이터셋 만드는 법'), []);
  assert.deepEqual(scene('처음 만든 데이터셋'), ['처음']);
  // 이미 (already) is the reader's situation, and as a prefix it would find every 이미지.
  assert.deepEqual(scene('이미 라벨 붙은 클래스도 삭제할 수 있나요'), ['이미']);
  assert.deepEqual(scene('학습 중간에 취소 가능?'), ['중간에']);
  // Only scene: it is what the reader asks about.
  assert.deepEqual(scene('처음'), []);
});

test('a reason asked is no definition; a screen unlike the help center is a symptom', () => {
  const withDiffer = knownVerbs([...GLOSSARY.flat(), '다르다']);
  const intent = (query: string) => readQuery(query, queryWords(query), withDiffer).intent;
  assert.equal(intent('화면이 도움말과 달라요'), 'symptom');
  assert.equal(intent('정확도랑 정밀도 뭐가 달라요'), 'definition');
  assert.equal(intent('내 화면이 도움말 그림이랑 다르게 생긴 이유가 뭔가요'), 'symptom');
  assert.equal(intent('이 버튼이 회색인 이유가 뭔가요'), 'task');
  assert.equal(intent('에포크가 뭔가요'), 'definition');
  assert.equal(intent('mAP가 정확히 뭘 뜻하는 거예요'), 'definition');
  // A long question ending in 뭔가요 asks about a situation, not a term.
  assert.equal(intent('학습을 두 번 돌렸는데 결과가 다른 게 뭔가요'), 'task');
});

test('a long question asking what a term it names means is a definition of that term; the rest is its scene', () => {
  const query = '학습 끝나면 나오는 mAP가 정확히 무슨 뜻이에요';
  const {terms, intent} = readQuery(query, queryWords(query), verbs);
  assert.equal(intent, 'definition');
  assert.deepEqual(
    terms.filter((t) => !t.context).map((t) => t.word),
    ['map'],
  );
  // …not whether the situation means something (과적합이라는 뜻인가요).
  const situation = '학습 그래프에서 검증 로스만 안 내려가면 과적합이라는 뜻인가요';
  assert.equal(readQuery(situation, queryWords(situation), verbs).intent, 'symptom');
  assert.equal(first('학습 끝나면 나오는 IoU는 정확히 무슨 뜻이에요'), '/docs/glossary');
});

test('밖에 없다 is "only", not a symptom; 몇백 asks how many; 다른가요 asks a difference', () => {
  const only = readQuery(
    '사진이 몇백 장밖에 없는데 에포크는',
    queryWords('사진이 몇백 장밖에 없는데 에포크는'),
    verbs,
  );
  assert.equal(only.intent, 'task');
  assert.deepEqual(
    only.terms.map((t) => t.word),
    ['사진이', '장밖에', '에포크는'],
  );
  assert.equal(read('사진이 없어요').intent, 'symptom');
  const withDiffer = knownVerbs([...GLOSSARY.flat(), '다르다']);
  const differ = '라벨러랑 사용자 권한은 뭐가 다른가요';
  assert.equal(readQuery(differ, queryWords(differ), withDiffer).intent, 'definition');
});
