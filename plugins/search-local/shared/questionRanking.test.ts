/** How the engine ranks readers' questions by intent, scene and the glossary, on a small site. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SearchEngine} from './engine';
import {GLOSSARY, ORIGIN, page, pagesOn, first, SITE} from './questionFixtures';

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

test('a noun typed with its particle is complete: its own forms (저장하기) rank above a compound it begins (저장소)', () => {
  const site = [
    ...page('/docs/storage', 'guide', '데이터 관리', [['라벨링 저장소', '파일을 고릅니다.']]),
    ...page('/docs/labeling', 'guide', '작업 화면', [['라벨링 저장하기', 'Update를 누릅니다.']]),
  ];
  assert.deepEqual(pagesOn(site, '라벨링 저장은')[0], '/docs/labeling');
  // Typed as a word still being typed, 저장 may go on to 저장소.
  assert.ok(pagesOn(site, '라벨링 저장').includes('/docs/storage'));
});

test("a page's front-matter keywords find it, below a page whose title or text holds the word", () => {
  const [title, ...rest] = page('/docs/support', 'reference', '문의하기', [
    ['메일로 문의', '메일을 보냅니다.'],
  ]);
  const site = [
    {...title!, keywords: ['고객센터', '연락처']},
    ...rest,
    ...page('/docs/intro', 'guide', '시작하기', [['둘러보기', '화면을 둘러봅니다.']]),
  ];
  assert.deepEqual(pagesOn(site, '고객센터'), ['/docs/support']);
  const pages = pagesOn(site, '연락처 둘러보기');
  assert.ok(pages.includes('/docs/support') && pages.indexOf('/docs/intro') < pages.indexOf('/docs/support'));
});
