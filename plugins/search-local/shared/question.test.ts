/** Reading readers' questions and symptoms (question.ts), and how the engine ranks by intent. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SearchEngine} from './engine';
import {PAGE_RANK, type PageType} from './pageTypes';
import {knownVerbs, readQuery, verbOf} from './question';
import {emptyHierarchy, type DocSearchRecord} from './records';
import {queryWords} from './tokenizer';

const GLOSSARY = [
  ['삭제', '지우다', '제거'],
  ['보이다', '뜨다'],
  ['사라지다', '없어지다'],
  ['자르기', '자르다'],
  ['생성', '만들다'],
];
const verbs = knownVerbs(GLOSSARY.flat());
const read = (query: string) => {
  const {terms, intent} = readQuery(query, queryWords(query), verbs);
  return {words: terms.map((t) => t.word), intent};
};

test('question words, request endings and filler are dropped; what the question is about stays', () => {
  assert.deepEqual(read('클래스를 어떻게 지우나요').words, ['클래스를', '지우다']);
  assert.deepEqual(read('데이터셋을 삭제하려면 어떻게 해야 하나요').words, ['데이터셋을', '삭제']);
  assert.deepEqual(read('비밀번호는 어디서 바꿀 수 있나요?').words.includes('어디서'), false);
  // 같이 (together) is how a reader does it; the docs write 다음과 같이 (as follows) everywhere.
  assert.deepEqual(read('파일을 같이 지우려면').words, ['파일을', '지우다']);
  // Only filler: searched as typed rather than not at all.
  assert.deepEqual(read('어떻게').words, ['어떻게']);
});

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

test('the ending 도 (학습해도, 바꿔도), adverbs of manner (잘, 직접, 잘못), counters and 누구 are dropped', () => {
  const withChange = knownVerbs([...GLOSSARY.flat(), '바꾸다']);
  const readWith = (query: string) =>
    readQuery(query, queryWords(query), withChange).terms.map((t) => t.word);
  assert.deepEqual(readWith('흑백으로 바꿔서 학습해도 되나요'), ['흑백으로', '바꾸다', '학습']);
  assert.deepEqual(readWith('라벨을 잘 직접 일일이 검수하려면'), ['라벨을', '검수']);
  assert.deepEqual(readWith('클래스 하나 잘못 만들면 누구한테'), ['클래스', '만들다']);
});

const ORIGIN = 'https://example.org';
function page(path: string, type: PageType, title: string, sections: [heading: string, text: string][]) {
  const records: DocSearchRecord[] = [];
  const push = (kind: 'lvl1' | 'lvl2' | 'content', lvl2: string | null, content: string | null) =>
    records.push({
      objectID: `${records.length}-${ORIGIN}${path}`,
      type: kind,
      hierarchy: {...emptyHierarchy(), lvl0: '문서', lvl1: title, lvl2},
      content,
      url: ORIGIN + path,
      url_without_anchor: ORIGIN + path,
      anchor: null,
      page_type: type,
      weight: {
        pageRank: PAGE_RANK[type],
        level: kind === 'content' ? 0 : kind === 'lvl1' ? 90 : 80,
        position: records.length,
      },
    });
  push('lvl1', null, null);
  for (const [heading, text] of sections) {
    push('lvl2', heading, null);
    push('content', heading, text);
  }
  return records;
}

const SITE = [
  ...page('/docs/glossary', 'glossary', '용어집', [
    ['평가 지표', 'IoU는 예측 박스와 정답 박스가 겹치는 정도입니다. 클래스 삭제와 무관합니다.'],
  ]),
  ...page('/docs/evaluate', 'guide', '모델 평가', [['평가 지표 읽는 법', 'mAP와 IoU로 모델을 평가합니다.']]),
  ...page('/docs/class', 'guide', '클래스 설정', [
    ['클래스 삭제하기', '클래스 목록에서 삭제 버튼을 누릅니다.'],
  ]),
  ...page('/docs/faq', 'faq', '자주 묻는 질문', [
    ['라벨링한 내용이 사라졌습니다.', '저장 버튼을 누르기 전에 다른 이미지로 옮기면 사라집니다.'],
  ]),
  ...page('/docs/labeling', 'guide', '라벨링 작업', [
    ['라벨 저장하기', '라벨링한 내용은 저장 버튼으로 저장합니다.'],
  ]),
];
/** The page of each hit the engine finds on `site` for `query`, best first. */
const pagesOn = (site: DocSearchRecord[], query: string) =>
  new SearchEngine(site, GLOSSARY)
    .search(query)
    .map((hit) => hit.record.url_without_anchor.slice(ORIGIN.length));
const first = (query: string) => pagesOn(SITE, query)[0];

test('a guide whose heading is about the query ranks above a listing page that mentions it', () => {
  assert.equal(first('평가 지표'), '/docs/evaluate');
  assert.equal(first('클래스를 어떻게 지우나요'), '/docs/class');
});

test("a verb's forms are found by whole syllables, not by jamo: 지우다 finds 지웁니다 and 지워요, never 지원", () => {
  const site = [
    ...SITE,
    ...page('/docs/formats', 'guide', '라벨 형식', [['지원하는 라벨 형식', '라벨 파일 형식을 고릅니다.']]),
    ...page('/docs/panel', 'guide', '라벨 패널', [['라벨 편집', '선택한 라벨을 지웁니다.']]),
  ];
  const hits = new SearchEngine(site, GLOSSARY).search('라벨 지우려면');
  assert.equal(hits[0]?.record.url_without_anchor.slice(ORIGIN.length), '/docs/panel');
  assert.ok(!hits.some((hit) => hit.record.url_without_anchor.endsWith('/docs/formats') && hit.words > 1));
});

test('a compound whose head is a glossary word the docs never write, and English words the glossary joins', () => {
  const glossary = [...GLOSSARY, ['자동', '오토'], ['학습률', 'learningrate']];
  const site = [
    ...SITE,
    ...page('/docs/auto', 'guide', '자동 라벨링', [['라벨 자동 생성', '모델이 라벨링을 자동으로 합니다.']]),
    ...page('/docs/train', 'guide', '학습 설정', [['학습률 정하기', '학습률은 0.01로 시작합니다.']]),
  ];
  const top = (query: string) =>
    new SearchEngine(site, glossary).search(query)[0]?.record.url_without_anchor.slice(ORIGIN.length);
  assert.equal(top('오토라벨링'), '/docs/auto');
  assert.equal(top('learning rate'), '/docs/train');
  // Two words the docs write stay two words, even when the glossary has them joined (릴리스 노트 → 릴리스노트).
  const notes = [
    ...site,
    ...page('/docs/notes', 'reference', '릴리스 노트', [['v2', '새 화면이 생겼습니다.']]),
    ...page('/docs/features', 'guide', '기능 켜기', [['기능 목록', '업데이트된 기능을 켭니다.']]),
  ];
  const withNotes = [...glossary, ['릴리스 노트', '새 기능', '업데이트']];
  assert.equal(
    new SearchEngine(notes, withNotes)
      .search('릴리스 노트')[0]
      ?.record.url_without_anchor.slice(ORIGIN.length),
    '/docs/notes',
  );
});

test('in a long question, a guide whose heading is about it ranks above a list that holds all its words', () => {
  const site = [
    ...page('/docs/buttons', 'guide', '화면 안내', [['클래스 삭제 버튼 위치', '목록에서 누릅니다.']]),
    ...page('/docs/release', 'reference', '릴리스 노트', [
      ['변경', '클래스 목록 삭제 버튼 위치가 옮겨졌습니다.'],
    ]),
  ];
  const top = (query: string) =>
    new SearchEngine(site, GLOSSARY).search(query)[0]?.record.url_without_anchor.slice(ORIGIN.length);
  assert.equal(top('클래스 목록 삭제 버튼 위치'), '/docs/buttons');
  assert.equal(top('클래스 목록 삭제'), '/docs/release', 'a short query keeps proximity first');
});

test('in a long question, the page type and heading come before how rare the matched words are', () => {
  const common = [1, 2, 3].flatMap((n) =>
    page(`/docs/other-${n}`, 'guide', `문서 ${n}`, [['개요', '자동 라벨링 모델 설정을 다룹니다.']]),
  );
  const site = [
    ...common,
    ...page('/docs/auto', 'guide', '자동 라벨링', [['자동 라벨링 모델 설정', '순서대로 진행합니다.']]),
    ...page('/blog/post', 'blog', '따라 해 보기', [['시작', '튜토리얼에서 자동 라벨링 모델을 씁니다.']]),
  ];
  const top = (query: string) =>
    new SearchEngine(site, GLOSSARY).search(query)[0]?.record.url_without_anchor.slice(ORIGIN.length);
  assert.equal(top('자동 라벨링 모델 설정 튜토리얼'), '/docs/auto');
  // Four words are a long question when asked as one; typed as keywords, the rarest word leads.
  assert.equal(top('자동 라벨링 설정 튜토리얼 어떻게 하나요'), '/docs/auto');
  assert.equal(top('자동 라벨링 설정 튜토리얼'), '/blog/post');
});

test("a guide's best records are listed even when an overview holds many more of the question's words", () => {
  const site = [
    ...SITE,
    ...page('/docs/start', 'index', '시작하기', [
      ['흐름', '학습한 모델을 인텔 장비용 형식으로 받는 과정을 모두 다룹니다.'],
    ]),
    ...page('/docs/export', 'guide', '내보내기', [['OpenVINO', '인텔 칩에 맞춘 형식입니다.']]),
  ];
  const pages = pagesOn(site, '학습한 모델을 인텔 장비에서 돌릴 형식');
  assert.equal(pages[0], '/docs/start');
  assert.ok(pages.includes('/docs/export'));
});

test('a definition question naming two terms ranks the glossary, which defines each apart, above a text naming both; an entry the question does not name is not credited', () => {
  const site = [
    ...page('/docs/glossary', 'glossary', '용어집', [
      ['정확도', '전체 가운데 맞힌 비율입니다.'],
      ['정밀도', '찾은 것 가운데 맞은 비율입니다.'],
      ['라벨러', '라벨을 고칠 수 있는 권한입니다.'],
      ['관리자', '사용자 계정을 만드는 계정입니다.'],
    ]),
    ...page('/docs/train', 'guide', '학습 결과', [['지표', '정확도와 정밀도가 표시됩니다.']]),
    ...page('/docs/members', 'guide', '팀원 초대', [['역할과 권한', '라벨러와 사용자의 권한은 다릅니다.']]),
  ];
  const engine = new SearchEngine(site, GLOSSARY);
  const top = engine.search('정확도랑 정밀도는 뭐가 달라요')[0];
  assert.equal(top?.record.url_without_anchor.slice(ORIGIN.length), '/docs/glossary');
  const hits = engine.search('라벨러랑 사용자 권한 차이가 뭐예요');
  const at = (heading: string) => hits.findIndex((hit) => hit.record.hierarchy.lvl2 === heading);
  assert.equal(hits[0]?.record.hierarchy.lvl2, '라벨러');
  // 관리자 only mentions 사용자: below the guide's section holding every word, if listed at all.
  const admin = at('관리자');
  assert.ok(
    at('역할과 권한') >= 0 && (admin < 0 || at('역할과 권한') < admin),
    hits.map((h) => h.record.hierarchy.lvl2).join(' '),
  );
});

test('a definition query ranks the glossary first; a symptom finds the FAQ question', () => {
  assert.equal(first('IoU 뜻'), '/docs/glossary');
  assert.equal(first('IoU'), '/docs/evaluate');
  assert.equal(first('라벨링한 게 다 없어졌어요'), '/docs/faq');
});

test('a one-syllable noun typed with its particle (웹에서) finds the word itself, not every word it starts', () => {
  const site = [
    ...page('/docs/train', 'guide', '모델 학습', [['실행', '모델 학습을 실행합니다.']]),
    ...page('/docs/browser', 'guide', '브라우저', [['앱', '웹 앱에서 모델을 실행합니다.']]),
    ...page('/docs/hook', 'guide', '웹훅', [['알림', '웹훅으로 모델 실행 결과를 받습니다.']]),
  ];
  const pages = pagesOn(site, '웹에서 모델 실행');
  assert.equal(pages[0], '/docs/browser');
});

test('a compound typed without its space splits where its second half is a glossary word the docs never write', () => {
  const site = [
    ...page('/docs/make', 'guide', '라벨 만들기', [['만들기', '라벨을 새로 만듭니다.']]),
    ...page('/docs/tidy', 'guide', '라벨 정리', [['정리', '필요 없는 라벨을 제거합니다.']]),
  ];
  const pages = pagesOn(site, '라벨삭제');
  assert.equal(pages[0], '/docs/tidy');
});

test('받다 onto a computer is a download; 받다 elsewhere stays filler', () => {
  const receive = knownVerbs(['받다']);
  const words = (query: string) => readQuery(query, queryWords(query), receive).terms.map((t) => t.word);
  assert.ok(words('모델 파일 내 PC로 받으려면').includes('다운로드'));
  assert.deepEqual(words('모델 파일 컴퓨터로 받기'), ['모델', '파일', 'pc', '다운로드']);
  assert.ok(!words('초대 메일 받으려면').includes('다운로드'));
  // Saved onto a computer, too; saved in the platform is not.
  assert.ok(words('모델 파일을 내 컴퓨터에 저장하려면').includes('다운로드'));
  assert.ok(!words('라벨 저장하려면').includes('다운로드'));
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

test('the scene of a question orders records but never counts as a word matched', () => {
  const site = [
    ...SITE,
    ...page('/docs/dataset', 'guide', '데이터셋 관리', [['데이터셋 삭제하기', '목록에서 삭제를 누릅니다.']]),
    ...page('/blog/start', 'blog', '처음 시작하기', [
      ['튜토리얼', '처음 데이터셋을 만들고, 필요 없는 파일은 지웁니다.'],
    ]),
  ];
  assert.equal(pagesOn(site, '처음 만들어 본 데이터셋 지우려면 어떻게 해야 하나요')[0], '/docs/dataset');
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

test('받다 as a file of a format (onnx로, 파일로) is a download too; received by mail is not', () => {
  assert.deepEqual(read('모델 onnx로 받으려면').words, ['모델', 'onnx', '다운로드']);
  assert.deepEqual(read('모델 파일로 받을 수 있나요').words, ['모델', '파일로', '다운로드']);
  assert.deepEqual(read('메일로 받았는데').words.includes('다운로드'), false);
});

test('a glossary phrase is found by its most telling word, not by a word most of the texts hold', () => {
  const common = [1, 2, 3, 4, 5, 6].flatMap((n) =>
    page(`/docs/train-${n}`, 'guide', `학습 ${n}`, [['학습 시작', '모델을 학습합니다.']]),
  );
  const site = [
    ...SITE,
    ...common,
    ...page('/docs/curve', 'guide', '그래프 읽기', [['곡선 보기', '곡선이 내려가면 좋습니다.']]),
  ];
  const engine = new SearchEngine(site, [...GLOSSARY, ['손실', '학습 곡선']]);
  const pages = engine.search('손실').map((hit) => hit.record.url_without_anchor.slice(ORIGIN.length));
  // 학습 곡선 is found by 곡선, which few texts hold, not by 학습, which every page about training holds.
  assert.deepEqual([...new Set(pages)], ['/docs/curve']);
});

test('a glossary phrase the docs write as one word (데이터 셋) is only its spacing, not a way to its words', () => {
  const site = [
    ...SITE,
    ...page('/docs/dataset', 'guide', '데이터셋 관리', [['데이터셋 이름 바꾸기', '새 이름을 입력합니다.']]),
    ...page('/docs/device', 'guide', '데이터 수집 장치', [['장치 이름 바꾸기', '새 이름을 입력합니다.']]),
  ];
  const engine = new SearchEngine(site, [...GLOSSARY, ['데이터셋', '데이터 셋']]);
  // 데이터 (of 데이터 수집) is no synonym of 데이터셋; it still matches loosely, as part of the compound.
  const direct = engine
    .search('데이터셋')
    .filter((hit) => hit.loose === 0)
    .map((hit) => hit.record.url_without_anchor.slice(ORIGIN.length));
  assert.deepEqual([...new Set(direct)], ['/docs/dataset']);
});

test("letting others see one's work (같이 보게, 보여 주려면) is inviting them, the docs' word", () => {
  assert.ok(read('내 AI 프로젝트를 다른 연구원도 같이 보게 하려면').words.includes('초대'));
  assert.ok(read('프로젝트 학습 결과를 보여 주려면').words.includes('초대'));
  assert.ok(!read('같이 라벨링하려면').words.includes('초대'));
});

test("good enough to use (쓸 만한, 쓸만한) asks whether a score is enough (충분), the docs' word", () => {
  const {words} = read('mAP 몇 나오면 쓸 만한 모델인가요');
  assert.ok(words.includes('충분') && !words.includes('쓸') && !words.includes('만한'), words.join(' '));
  assert.ok(read('mAP 몇 나오면 쓸만한 모델이에요').words.includes('충분'));
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

test('what a dictated question says on the way (그러니까, 그 뭐냐, 음, 있잖아요) is filler', () => {
  assert.deepEqual(read('그러니까 음 클래스를 지우려면').words, ['클래스를', '지우다']);
  assert.deepEqual(read('그 뭐냐 클래스 있잖아요').words, ['클래스']);
});

test('a noun typed with its particle is complete: its own forms (저장하기) rank above a compound it begins (저장소)', () => {
  const site = [
    ...page('/docs/storage', 'guide', '데이터 관리', [['라벨링 저장소', '파일을 고릅니다.']]),
    ...page('/docs/labeling', 'guide', '작업 화면', [['라벨링 저장하기', 'Update를 누릅니다.']]),
  ];
  assert.deepEqual(pagesOn(site, '라벨링 저장은')[0], '/docs/labeling');
  // Typed as a word still being typed, 저장 may go on to 저장소.
  assert.ok(pagesOn(site, '라벨링 저장').includes('/docs/storage'));
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
