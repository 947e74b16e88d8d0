/**
 * What a reader's question or complaint asks, before it is matched: readers type "클래스를 어떻게 지우나요" or
 * "목록에 안 보여요", not keywords. Question words, request and question endings and filler are dropped; a verb is
 * brought back to its dictionary form (지우나요, 지워져요 → 지우다), which the glossary can name (지우다 → 삭제);
 * a noun with 하다/되다 keeps the noun (삭제하려면 → 삭제); the query's intent is read from its words: a
 * definition ("IoU 뜻", "mAP란", "에포크가 뭐예요") or a symptom ("안 돼요", "사라졌어요", "오류"). Safe for
 * browser code.
 *
 * No morphological analyser: the ones that run in a browser (Kiwi and MeCab compiled to WebAssembly) need
 * dictionaries of megabytes, and readers' questions use a few dozen endings over the site's own vocabulary. The
 * verb forms are only recognised for verbs the site knows (the glossary's and the filler list below), so a noun is
 * never cut into a verb stem.
 */
import {isHangul, normalize, stem as nounStem, words, type QueryWord} from './tokenizer';

export type QueryIntent = 'definition' | 'symptom' | 'task';

export interface ReadQuery {
  terms: QueryWord[];
  intent: QueryIntent;
}

/** Words that ask rather than say what about: question words, hedges, pronouns, counters. */
const FILLER = new Set([
  '어떻게',
  '어떡해',
  '어떡하나요',
  '어떻게요',
  '어디서',
  '어디에서',
  '어디',
  '어디에',
  '어디로',
  '어딨어요',
  '어딨음',
  '어딨나요',
  '어딨지',
  '어딨어',
  '어디있어요',
  '어디있나요',
  '왜',
  '이유',
  '언제',
  '무엇',
  '무엇을',
  '무엇이',
  '뭐',
  '뭘',
  '뭐가',
  '뭐를',
  '뭘로',
  '뭐로',
  '무슨',
  '어떤',
  '어떤걸',
  '어떤게',
  '어느',
  '얼마',
  '얼마나',
  '얼마로',
  '몇',
  '좀',
  // 궁금합니다, 궁금해요: the reader wonders; what about is the rest.
  '궁금',
  '가능',
  '적당',
  '보통',
  '바로',
  '여러',
  '식',
  '제',
  '내',
  '저',
  '나',
  '그',
  '이',
  '다',
  '꼭',
  '하나도',
  '전부',
  '모두',
  '혹시',
  '그냥',
  // Chat shorthand: 넘 (너무), 암것도 (아무것도), 아니 (a sigh, not an answer), 그래요 of 왜 그래요.
  '넘',
  '아니',
  '암것도',
  '아무것도',
  '그래요',
  '왜그래요',
  // What a dictated question says on the way (그러니까, 그 뭐냐, 음, …있잖아요).
  '그러니까',
  '그니까',
  '뭐냐',
  '음',
  '있잖아요',
  '있잖아',
  '왜요',
  '너무',
  '훨씬',
  // Which number to look at (어떤 숫자 보면 돼요): the metric is the question.
  '숫자',
  '자꾸',
  '계속',
  '이제',
  '방법',
  '방법은',
  '방법이',
  '법',
  '수',
  '거',
  '것',
  '게',
  '걸',
  '건',
  '때',
  '때는',
  '정도',
  '경우',
  '요',
  '중에',
  '중',
  '안',
  '못',
  '두',
  '개',
  '명',
  '번',
  '가지',
  '데',
  '남',
  '남이',
  '다른',
  '개씩',
  '씩',
  '나요',
  '건가요',
  '거예요',
  '거에요',
  '똑같이',
  '건지',
  '건데',
  '건가',
  '싶은데',
  '싶어요',
  '싶다',
  // Adverbs of manner and degree: how a reader feels about the task, not what it is.
  '그대로',
  '잘',
  '직접',
  '일일이',
  '먼저',
  '같이',
  '함께',
  '통째로',
  '한꺼번에',
  '한번에',
  '제대로',
  '진짜',
  '정말',
  '엄청',
  '대충',
  '굳이',
  '잘못',
  '나중에',
  '새로',
  // Counters, demonstratives and "who": what the question points at, not what it is about.
  '하나',
  '그런',
  '이거',
  '이게',
  '이건',
  '그거',
  '그게',
  '저거',
  '그렇게',
  '누구',
  '누가',
  '누구한테',
  '누구에게',
]);

/** Verbs that carry no subject of their own (하다, 되다, 있다 …): dropped like filler once recognised. */
const FILLER_VERBS = new Set([
  '하다',
  '되다',
  '있다',
  '싶다',
  '주다',
  '보다',
  '쓰다',
  '오다',
  '가다',
  '알다',
  '좋다',
  '놓다',
  '두다',
  '받다',
  '치다',
  '만하다',
  '적당하다',
  '괜찮다',
  '해주다',
  '돌리다',
  '먹다',
  '맞다',
  '같다',
  '이다',
  '헷갈리다',
  '귀찮다',
  '힘들다',
  '갖다',
  '모르다',
]);

/** Said of something that goes wrong: the query describes a symptom. */
const SYMPTOM_WORDS = new Set([
  '안',
  '못',
  '안돼',
  '안돼요',
  '안되요',
  '안됨',
  '안되는',
  '오류',
  '에러',
  '실패',
  '문제',
  '비활성화',
]);
const SYMPTOM_VERBS = new Set([
  '없다',
  '없어지다',
  '사라지다',
  '날아가다',
  '날라가다',
  '않다',
  '실패하다',
  '멈추다',
  '뜨다',
  '먹다',
]);
/** Said of two terms a reader tells apart ("정확도랑 정밀도는 뭐가 다른가요"): a definition question. */
const DEFINITION_VERBS = new Set(['다르다']);
/**
 * …unless the reader's screen is compared with the help center itself (화면이 도움말과 달라요): a symptom, which the
 * FAQ answers.
 */
const THE_DOCS = new Set(['도움말', '설명', '문서', '매뉴얼', '가이드', '그림']);
/** A reason asked (…다르게 생긴 이유가 뭔가요) is not a meaning asked, whatever word ends the question. */
const REASON = new Set(['이유', '원인', '왜']);

/** Words that ask what a term means; 란/이란 also as the ending of the term itself (mAP란). */
const DEFINITION_WORDS = new Set([
  '뜻',
  '뜻은',
  '뜻이',
  '의미',
  '의미는',
  '정의',
  '뭐야',
  '뭐예요',
  '뭐에요',
  '뭔가요',
  '뭐지',
  '뭔데',
  '무엇인가요',
  '뭐임',
  '차이',
  '차이는',
  '차이가',
  '란',
  '이란',
]);

/**
 * A question asking what a term means names it in a few words (재현율이 정확히 무슨 뜻이에요); a longer one asks what
 * the situation it describes means (…검증 손실만 평평해요. 이게 무슨 뜻인가요?).
 */
const MAX_DEFINITION_QUERY = 5;

/** Endings after a verb stem, longest first (the stem's own final ㄹ/ㄴ/ㅆ/ㅂ is handled apart). */
const ENDINGS = [
  '보려면',
  '보려고',
  '볼까요',
  '아볼',
  '어볼',
  '아봐',
  '어봐',
  '봐요',
  '보고',
  '볼',
  '봐',
  '놨는데',
  '놨어요',
  '놨더니',
  '봤는데',
  '봤어요',
  '봤더니',
  '주세요',
  '놓은',
  '놓고',
  '줘요',
  '었는데',
  '았는데',
  '었어요',
  '았어요',
  '었더니',
  '았더니',
  '으려면',
  '으려고',
  '으면',
  // The casual ending after a final consonant (있음, 까먹음).
  '음',
  '려는데',
  '다는데',
  '었다',
  '을까요',
  '을까',
  '습니다',
  // Formal questions (있습니까, 받습니까).
  '습니까',
  '니다',
  '려면',
  '려고',
  '려는',
  '는데',
  '은데',
  '던데',
  '니까',
  '나요',
  // After ㄴ/는 (다른가요, 되는가요).
  '가요',
  '는지',
  '까요',
  '어요',
  '아요',
  '어야',
  '아야',
  '어서',
  '아서',
  '도록',
  '어도',
  '아도',
  '세요',
  '네요',
  '는',
  '은',
  '을',
  '고',
  '면',
  '지',
  '게',
  '기',
  '요',
  '서',
  '나',
  '어',
  '아',
  '야',
  '줘',
  '져',
  '도',
  '',
];

/** How 하다, 되다 and 시키다 begin in their forms (삭제하려면, 삭제합니다, 학습시킨, 저장됨). */
const LIGHT_VERB_SYLLABLES = '하|해|했|할|한|함|합|시키|시켜|시킨|시킬|되|돼|됐|된|될|됨|됩';
/** Noun + 하다/되다/시키다 in any form: the noun is what the reader means (삭제하려면 → 삭제). */
const LIGHT_VERB = new RegExp(`^(.{2,}?)(${LIGHT_VERB_SYLLABLES})([\uac00-\ud7a3]*)$`);

/**
 * Noun + 받다 asked about (초대받아야, 발급받으려면); not a form describing a noun (초대받은 데이터셋), which the docs
 * write as it is typed.
 */
const RECEIVED = /^(.{2,}?)받(?!은$|는$|을$|았던$)[\uac00-\ud7a3]*$/;

/** What a word of the docs adds to a noun and stays that noun: a particle, or 하다/되다/시키다 in any form. */
const SAME_NOUN_ENDING = new RegExp(`^(?:${LIGHT_VERB_SYLLABLES})`);

/** A word of the docs that is `noun` itself in some form (저장을, 저장하기), not a compound it begins (저장소). */
export function isFormOfNoun(word: string, noun: string): boolean {
  return word === noun || nounStem(word) === noun || SAME_NOUN_ENDING.test(word.slice(noun.length));
}

const BASE = 0xac00;
const VOWELS = 21;
const FINALS = 28;
/** Indices of the finals an ending puts on a verb's stem: ㄴ (지운), ㄹ (지울), ㅁ (바뀜, 안됨), ㅂ (지웁니다). */
const STEM_FINALS = [4, 8, 16, 17];
/** …and the past tense's ㅆ, on the contracted stem (지웠다). */
const PAST_FINAL = 20;
/** ㄹ, the final of a verb's form before 수 (받을 수, 지울 수). */
const FINAL_RIEUL = 8;
const ENDING_FINALS = new Set([...STEM_FINALS, PAST_FINAL]);
/** A stem's last vowel contracted before 어/아 (지우 → 지워, 그리 → 그려, 보 → 봐, 하 → 해, 되 → 돼, 쓰 → 써). */
const CONTRACTED: Record<number, number> = {13: 14, 20: 6, 8: 9, 0: 1, 11: 10, 18: 4};
/** The same, read back: a contracted vowel and the stem vowels it comes from. */
const UNCONTRACT: Record<number, number[]> = {};
for (const [stemVowel, contracted] of Object.entries(CONTRACTED)) {
  (UNCONTRACT[contracted] ??= []).push(Number(stemVowel));
}

function parts(syllable: string): [initial: number, vowel: number, final: number] | undefined {
  const code = syllable.charCodeAt(0) - BASE;
  if (code < 0 || code >= 19 * VOWELS * FINALS) return undefined;
  return [Math.floor(code / (VOWELS * FINALS)), Math.floor(code / FINALS) % VOWELS, code % FINALS];
}

function syllable(initial: number, vowel: number, final = 0): string {
  return String.fromCharCode(BASE + (initial * VOWELS + vowel) * FINALS + final);
}

/**
 * How a verb's forms in the docs begin, as whole syllables: the stem (지우기), the stem with an ending's final (지운,
 * 지울, 지움, 지웁니다), its contraction (지워서) and that in the past (지웠다). Not by the stem's jamo, which
 * would also begin other words: ㅜ then ㅓ is ㅝ, so 지우 would begin 지원.
 */
export function verbForms(stem: string): string[] {
  const last = parts(stem.slice(-1));
  if (!last || last[2] !== 0) return [stem];
  const head = stem.slice(0, -1);
  const [initial, vowel] = last;
  const forms = [stem, ...STEM_FINALS.map((final) => head + syllable(initial, vowel, final))];
  const contracted = CONTRACTED[vowel];
  if (contracted !== undefined)
    forms.push(head + syllable(initial, contracted), head + syllable(initial, contracted, PAST_FINAL));
  return forms;
}

/** The verb stems a form may come from (its last syllable undone: a final dropped, a vowel uncontracted). */
function stemCandidates(form: string): string[] {
  const head = form.slice(0, -1);
  const last = parts(form.slice(-1));
  if (!last) return [];
  const [initial, vowel, final] = last;
  const candidates = [form];
  const bare = [syllable(initial, vowel)];
  if (final !== 0 && ENDING_FINALS.has(final)) candidates.push(head + bare[0]);
  // ㄹ dropped before ㄴ and ㅂ: 만든, 만듭니다 → 만들.
  if (final === 4 || final === 17) candidates.push(head + syllable(initial, vowel, 8));
  // A contracted vowel carries no final of its own, except the past tense's ㅆ (지웠다): 지원 is not 지우다.
  for (const v of final === 0 || final === 20 ? (UNCONTRACT[vowel] ?? []) : []) {
    bare.push(syllable(initial, v));
    candidates.push(head + syllable(initial, v));
  }
  // 르 irregular: 잘라 → 자르, 눌러 → 누르.
  const previous = parts(head.slice(-1));
  if (initial === 5 && (vowel === 0 || vowel === 4) && previous && previous[2] === 8) {
    candidates.push(head.slice(0, -1) + syllable(previous[0], previous[1]) + '르');
  }
  return candidates;
}

/** The dictionary form of a known verb the word is a form of (지우나요 → 지우다), or undefined. */
export function verbOf(word: string, known: ReadonlySet<string>): string | undefined {
  if (known.has(word)) return word;
  // A polite 요 after a whole ending (받으려면요, 지우려고요), or its cute spelling 여 (올라가나여, 되나여).
  if (word.length > 2 && /[요여]$/.test(word)) {
    const verb = verbOf(word.slice(0, -1), known);
    if (verb) return verb;
  }
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 1) continue;
    const form = word.slice(0, word.length - ending.length);
    for (const candidate of stemCandidates(form)) {
      const verb = candidate + '다';
      if (known.has(verb)) return verb;
    }
  }
  // A verb done for someone or ahead of time (-아/어 주다, 두다, 놓다) typed without its space: 그려주게, 지워주는,
  // 올려둔 are forms of 그리다, 지우다, 올리다.
  const helped = DONE_FOR.exec(word)?.[1];
  if (helped && parts(helped.slice(-1))?.[2] === 0) {
    const verb =
      stemCandidates(helped)
        .map((candidate) => candidate + '다')
        .find((candidate) => known.has(candidate)) ?? verbOf(helped, known);
    return verb && !FILLER_VERBS.has(verb) ? verb : undefined;
  }
  return undefined;
}

const DONE_FOR = /^(.{2,}?)(?:주|줘|줬|줄|준|줌|둔|둘|뒀|놓|놨|놔)[\uac00-\ud7a3]*$/;
/** The same helper verbs after a noun's 해 (발급해주는, 삭제해주세요, 설정해두면). */
const HELPER_VERB = /^(?:주|줘|줬|줄|준|줌|두|둔|둘|뒀|놓|놨|놔)/;

/** The verbs a glossary names (entries ending in 다), for verbOf. */
export function knownVerbs(glossaryWords: Iterable<string>): Set<string> {
  const verbs = new Set([...FILLER_VERBS, ...SYMPTOM_VERBS, ...DEFINITION_VERBS]);
  for (const word of glossaryWords)
    if (/^[\uac00-\ud7a3]+다$/.test(word) && word.length >= 2) verbs.add(word);
  return verbs;
}

/** A verb as a query word: its dictionary form, and the stem its forms in the docs start with. */
function verbWord(verb: string, isLast: boolean): QueryWord {
  return {word: verb, stem: verb.slice(0, -1), isLast, verb: true};
}

/**
 * A one-syllable word with its particle or copula off (몇으로 → 몇, 뭐를 → 뭐, 뜻이에요 → 뜻): for the filler and
 * definition lists, which nounStem leaves.
 */
export function bare(word: string): string {
  return (
    /^(.)(으로|에서|부터|밖에|로|를|을|가|이|는|은|도|만|이에요|예요|인가요|이야)$/.exec(word)?.[1] ?? word
  );
}

/** The docs' word for what a reader said (PC로 받다 → 다운로드), in place of `term`, or added to the question. */
function docsWord(word: string, term?: QueryWord): QueryWord {
  return {...(term ?? {isLast: false}), word, stem: word};
}

const PROGRESS = '진행';
const STATISTICS = '통계';
const LIMIT = '제한';

/** Forms of 끝내다, 끝나다, 마치다 and 완료: with 얼마나, how far the work has got. */
const FINISHED = /^(끝냈|끝낸|끝났|끝난|마쳤|마친|완료)/;

const ONTO_COMPUTER = /^(pc|내pc|(내)?(컴퓨터|컴|노트북|데스크톱|로컬)(으로|로|에))$/;
/** …or as a file of some format (onnx로 받다, 파일로 받다, zip으로 받다): the particle comes off a Latin word. */
const AS_FILE = /^(onnx|pt|zip|7z|openvino|tensorrt|torchscript|csv|(파일|압축)(으로|로))$/;
const DOWNLOAD = '다운로드';
const PC = 'pc';

/** 몇 and a counter or a round number typed as one word (몇개, 몇장까지, 몇번, 몇백): how many, asked. */
/** Counters readers put after 몇 (몇 개, 몇 장, 몇 번 …). */
const COUNTERS = '개장번명건회';
/** Number words before a counter (몇십 개, 2만 장). */
const MULTIPLIERS = '십백천만';
const HOW_MANY = new RegExp(`^몇[${COUNTERS}${MULTIPLIERS}]`);
/** A counter with 까지, as in 몇 장까지: how many, up to. */
const COUNTER_UP_TO = new RegExp(`^[${COUNTERS}]까지$`);
/** A number in digits, or said in words as a dictated one is written (만, 이천, 수백). */
const NUMBER = /^(?:\d[\d,.]*|(?:[일이삼사오육칠팔구]?[십백천만])+|수[십백천만])$/;
/** A counter after a number (2만장, 500개씩): with the number, the reader's quantity. */
const COUNTED = new RegExp(`^[${MULTIPLIERS}]*[${COUNTERS}]`);
/** …of files or items (2만 장, 500개), not of people or times. */
const FILES_COUNTED = new RegExp(`^[${MULTIPLIERS}]*[장개건]`);

/**
 * Phrases a phone keyboard gets without their spaces: 올릴수있음 (올릴 수 있음), 확인하는법 (확인하는 법), 돌리는중에
 * (돌리는 중에). The verb form before them is what the question is about.
 */
const GLUED =
  /^(.+?)(?:수있|수없|수도있)[\uac00-\ud7a3]*$|^(.+?[는은])(?:법|방법|중에|중인데|중)$|^(.+?고)싶[\uac00-\ud7a3]*$/;

/** A verb form and 거/걸/건 (것) typed as one word: 그린거 (그린 거). Only where the form is of a known verb. */
const GLUED_THING = /^(.+[\uac00-\ud7a3])(?:거|걸|건|거예요|거에요|건가요)$/;

function unglue(term: QueryWord, verbs: ReadonlySet<string>): QueryWord {
  const match = GLUED.exec(term.word);
  const thing = GLUED_THING.exec(term.word)?.[1];
  // The form may be a noun's with 하다/되다 (라벨링한거 is 라벨링한 거): the noun is read from it below.
  const isForm = (form: string): boolean => !!verbOf(form, verbs) || LIGHT_VERB.exec(form)?.[3] === '';
  // 수 typed onto a verb's ㄹ form, its 있다 or 없다 spaced (받을수 있나요, 지울수 없어요).
  const able = /수$/.test(term.word) && parts(term.word.at(-2) ?? '')?.[2] === FINAL_RIEUL;
  const word =
    match?.[1] ??
    match?.[2] ??
    match?.[3] ??
    (thing && isForm(thing) ? thing : undefined) ??
    (able ? term.word.slice(0, -1) : undefined);
  return word ? {...term, word, stem: nounStem(word)} : term;
}

/** 안 or 못 typed onto the verb it negates (안보여요, 안보임, 못찾겠어요): read as the two words it stands for. */
function splitNegation(
  queryWords: QueryWord[],
  verbs: ReadonlySet<string>,
  nouns: ReadonlySet<string>,
): QueryWord[] {
  return queryWords.flatMap((term) => {
    const {word} = term;
    const rest = word.slice(1);
    if (
      !/^[안못]/.test(word) ||
      rest === '' ||
      nouns.has(word) ||
      verbOf(word, verbs) ||
      !verbOf(rest, verbs)
    )
      return [term];
    return [
      {word: word[0]!, stem: word[0]!, isLast: false},
      {...term, word: rest, stem: rest},
    ];
  });
}

/**
 * A project someone invited the reader to, 초대받은 프로젝트 or 남이 초대해 준 프로젝트: the docs call it a
 * shared one (공유 프로젝트), a word the question does not have. The reader's own invitations (내가 초대한) are not.
 */
const INVITED_INTO = /^(초대|공유)(받은|받았던|해준|해주신|된)$/;
/** 프로젝트, or as readers shorten it, 프젝. */
const PROJECT = /^(프로젝트|프젝)$/;
/** The same typed with its space: 초대해 준 프로젝트. */
const INVITED = /^(초대|공유)해$/;
const GIVEN = /^(준|주신)$/;
const SHARED = '공유';
/** Letting others see one's own work (같이 보게, 보여 주려면): the docs' word is inviting them. */
const SEE = /^(보|볼|봐|봤)/;
const SHOWN = /^보여(주|줄|줘|준|$)/;
const INVITE = '초대';
/** Good enough to use (쓸 만한 모델, 쓸만해요): the docs ask whether a score is enough (얼마면 충분한가요). */
const ENOUGH = '충분';

/** Words of the reader's situation, not of the task (처음 만들어 본 데이터셋, 방금 올린 사진, 학습 중간에): context. */
const SCENE = new Set(['처음', '방금', '아까', '벌써', '이미', '중간에', '도중에']);
/** Words after a verb form that make it a time clause: 끝난 뒤에, 돌리기 전에, 자동으로 달 때. */
const WHEN = new Set([
  '뒤',
  '뒤에',
  '후',
  '후에',
  '후에는',
  '다음',
  '다음에',
  '전',
  '전에',
  '동안',
  '때',
  '때는',
  '때도',
]);
/** A helper verb between a verb and the noun it describes: 만들어 본 데이터셋, 올려 둔 파일. */
const HELPER_ADNOMINAL = new Set(['본', '둔', '놓은', '준', '봤던', '뒀던', '놨던']);
/** ㄴ, the final of a verb form describing a noun (만든, 지운, 나온). */
const ADNOMINAL_FINAL = 4;

/**
 * How the verb typed at `i` may set the scene rather than ask: in a time clause before the question (돌리기 전에,
 * 만든 뒤에), or describing a noun of it (만든 데이터셋, 만들어 본 데이터셋) — scene only when another verb asks the
 * question (처음 만들어 본 데이터셋 지우려면); in 놓친 비율 it is what the reader asks about. Not a condition or a cause
 * (만들면, 까먹어서): there it is often what went wrong (비번 까먹어서 로그인 못함).
 */
function sceneOf(
  queryWords: QueryWord[],
  i: number,
  verbs: ReadonlySet<string>,
): 'when' | 'describes' | undefined {
  const {word} = queryWords[i]!;
  const helped = HELPER_ADNOMINAL.has(queryWords[i + 1]?.word ?? '');
  const following = queryWords[i + (helped ? 2 : 1)]?.word;
  if (following === undefined) return undefined;
  if (WHEN.has(following)) return 'when';
  const describes =
    helped ||
    /[는던]$/.test(word) ||
    (parts(word.slice(-1))?.[2] === ADNOMINAL_FINAL && !word.endsWith('면'));
  const noun =
    !FILLER.has(following) &&
    !FILLER.has(nounStem(following)) &&
    !FILLER.has(bare(following)) &&
    verbOf(following, verbs) === undefined;
  return describes && noun ? 'describes' : undefined;
}

/** 뜻하다, 의미하다 in any form (뭘 뜻하는 거예요): a meaning asked, like 뜻. */
const MEANS = /^(뜻|의미)하/;

/** Words between a term and the words asking its meaning: mAP가 정확히 무슨 뜻이에요. */
const BEFORE_MEANING = new Set(['무슨', '정확히', '대체', '도대체']);

/**
 * The term whose meaning the words at `i` ask, when the question names it as the subject right before them (mAP가 무슨
 * 뜻, 에포크는 정확히 뭐예요): a Latin term, or a glossary word with its subject or topic particle.
 */
function namedTerm(queryWords: QueryWord[], i: number, nouns: ReadonlySet<string>): string | undefined {
  let j = i - 1;
  while (j >= 0 && BEFORE_MEANING.has(queryWords[j]!.word)) j--;
  const word = queryWords[j]?.word;
  if (!word) return undefined;
  // Not 과적합이라는 뜻: that asks whether the situation means it.
  const subject = /[가이은는]$/.test(word) && !/[라다]는$/.test(word);
  return !isHangul(word) || (subject && nouns.has(nounStem(word))) ? word : undefined;
}

/** "A 말고 B", "A 대신": the reader asks about B, not A (이미지 말고 표 데이터로도 되나요). */
const INSTEAD_OF = new Set(['말고', '말구', '아니고', '대신', '대신에']);

/**
 * Chat emoticons typed in jamo (ㅠㅠ, ㅋㅋ, ㅎㅎ, ㅜ, a stray ㄱ): one jamo repeated, or crying and laughing ones, as
 * typed or NFKC-normalised (ᅲ). Not other jamo runs: ㅛㅐㅣㅐ is yolo on the Korean layout.
 */
const EMOTICON =
  /^(?:[\u314b\u314e\u3160\u315c\u3161\u110f\u1112\u1172\u116e\u1173]+|([\u1100-\u11ff\u3131-\u318e])\1*)$/;
/** English words that ask rather than name (how to, what is, my, into): a question typed in English. */
const ENGLISH_FILLER = new Set([
  'how',
  'to',
  'what',
  'is',
  'are',
  'the',
  'a',
  'an',
  'my',
  'i',
  'me',
  'into',
  'of',
  'for',
  'in',
  'on',
  'per',
  'do',
  'does',
  'can',
  'where',
  'why',
  'when',
  'vs',
]);

/** A question word with its verb typed as one word (어디서봐, 어케함, 어떻게해요): filler altogether. */
const ASKING = /^(어떻게|어디에서|어디서|어딨|어디|어케|어떡)(.*)$/;

function isAsking(word: string, verbs: ReadonlySet<string>): boolean {
  const rest = ASKING.exec(word)?.[2];
  return rest !== undefined && (rest === '' || FILLER_VERBS.has(verbOf(rest, verbs) ?? ''));
}

/**
 * `nouns`: the glossary's words that are not verbs; a query word that is one stays a noun, however it ends
 * (그림 is a picture, not a form of 그리다).
 */
export function readQuery(
  query: string,
  typedWords: QueryWord[],
  verbs: ReadonlySet<string>,
  nouns: ReadonlySet<string> = new Set(),
): ReadQuery {
  const typed = words(query);
  let definition = false;
  let symptom = false;
  // 'mAP란', 'IoU란': a Latin term and the Hangul ending split off it by the tokenizer (one word more to allow).
  const last = typed.at(-1);
  const stems = typed.map(nounStem);
  const asksReason = stems.some((w) => REASON.has(w));
  const comparedWithDocs = stems.some((w) => THE_DOCS.has(w));
  if (last && DEFINITION_WORDS.has(last) && typed.length > 1 && typed.length <= MAX_DEFINITION_QUERY + 1)
    definition = true;
  // 다른 is "other" (다른 프로젝트) unless it asks what differs: 뭐가 다른가, 다른 점, 다른 건가요.
  const other = typed.indexOf('다른');
  if (
    other >= 0 &&
    (typed[other - 1] === '뭐가' ||
      ['점', '점은', '점이', '건가요', '건지', '거예요'].includes(typed[other + 1] ?? ''))
  )
    definition = true;
  const kept: QueryWord[] = [];
  let named: string | undefined;
  // Verbs describing a noun (their index in `kept`), and how many terms were kept up to the last verb that asks.
  const describing: number[] = [];
  let asks = 0;
  const queryWords = splitNegation(typedWords, verbs, nouns);
  let manyFiles = false;
  for (const [i, typedTerm] of queryWords.entries()) {
    const term = unglue(typedTerm, verbs);
    const before = queryWords[i - 1]?.word ?? '';
    if (INSTEAD_OF.has(term.word)) {
      if (kept.at(-1)?.word === queryWords[i - 1]?.word) kept.pop();
      continue;
    }
    const spaced = INVITED.test(term.word) && GIVEN.test(queryWords[i + 1]?.word ?? '');
    const next = queryWords[i + (spaced ? 2 : 1)];
    if ((spaced || INVITED_INTO.test(term.word)) && next && PROJECT.test(nounStem(next.word))) {
      kept.push(docsWord(SHARED, term));
      continue;
    }
    if ((term.word === '쓸' && /^만/.test(next?.word ?? '')) || /^쓸만/.test(term.word)) {
      kept.push(docsWord(ENOUGH, term));
      continue;
    }
    if ((term.word === '같이' && SEE.test(next?.word ?? '')) || SHOWN.test(term.word)) {
      kept.push(docsWord(INVITE, term));
      asks = kept.length;
      continue;
    }
    // A meaning or a difference is asked at the end ("IoU 뜻", "뭐가 달라요"); mid-sentence it tells (색이 의미
    // 없는데, 이름이 달라서 헷갈려요).
    const asksAtEnd = i >= queryWords.length - 2;
    const {word} = term;
    // How many the reader has (2만장, 500개) is their situation: a number of a figure or a step in the docs
    // (그림 2, 2단계) is not what they ask about.
    const counted = NUMBER.test(before) && COUNTED.test(word);
    if (counted || (NUMBER.test(word) && COUNTED.test(next?.word ?? ''))) {
      if (FILES_COUNTED.test(counted ? word : next!.word)) manyFiles = true;
      continue;
    }
    // ㅠㅠ, ㅋㅋ, a stray ㄱ: chat emoticons, beside the words of the question.
    if (EMOTICON.test(word) && queryWords.length > 1) continue;
    if (!isHangul(word)) {
      if (ENGLISH_FILLER.has(word) && queryWords.length > 1) continue;
      // An English plural of a glossary word (tiles, labels): the word the glossary has.
      const singular = word.endsWith('s') ? word.slice(0, -1) : word;
      kept.push(singular !== word && nouns.has(singular) ? {...term, word: singular, stem: singular} : term);
      continue;
    }
    if (
      ([word, bare(word), nounStem(word)].some((w) => DEFINITION_WORDS.has(w)) || MEANS.test(word)) &&
      queryWords.length > 1
    ) {
      named = asksAtEnd ? namedTerm(queryWords, i, nouns) : undefined;
      if (asksAtEnd && (queryWords.length <= MAX_DEFINITION_QUERY || named)) definition = true;
      continue;
    }
    if (SCENE.has(word)) {
      kept.push({...term, context: true});
      continue;
    }
    if (SYMPTOM_WORDS.has(word) || SYMPTOM_WORDS.has(nounStem(word))) symptom = true;
    if (
      FILLER.has(word) ||
      FILLER.has(nounStem(word)) ||
      FILLER.has(bare(word)) ||
      HOW_MANY.test(word) ||
      isAsking(word, verbs)
    )
      continue;
    if (nouns.has(word) || nouns.has(nounStem(word))) {
      kept.push(term);
      continue;
    }
    // A noun with 받다 (초대받아야, 발급받으려면): the noun, as with 하다.
    const received = RECEIVED.exec(word)?.[1];
    if (received && !verbOf(word, verbs) && verbOf(word.slice(received.length), verbs) === '받다') {
      kept.push({...term, word: received, stem: nounStem(received)});
      asks = kept.length;
      continue;
    }
    const light = LIGHT_VERB.exec(word);
    // A filler noun with any ending (가능한가요, 가능할까요) is filler, whether or not the ending is known.
    if (light && FILLER.has(light[1]!)) continue;
    if (
      light &&
      !verbs.has(word) &&
      (verbOf('하' + light[3]!, verbs) ||
        light[3] === '' ||
        (light[2] === '해' && HELPER_VERB.test(light[3]!)))
    ) {
      if (SYMPTOM_WORDS.has(light[1]!)) symptom = true; // 실패해요, 실패했어요
      // Saved onto a computer (내 컴퓨터에 저장하려면) is a download.
      const saved = light[1] === '저장' && ONTO_COMPUTER.test(before);
      const noun = saved ? DOWNLOAD : light[1]!;
      kept.push({...term, word: noun, stem: nounStem(noun)});
      asks = kept.length;
      continue;
    }
    const verb = verbOf(word, verbs);
    if (verb) {
      // 밖에 없다 is "only" (몇백 장밖에 없는데), not something missing.
      if (verb === '없다' && /밖에$/.test(before)) continue;
      // A condition of absence (없으면) is matched as written: every form of 없다 is in half the docs.
      if (verb === '없다' && word.endsWith('으면')) {
        kept.push(term);
        continue;
      }
      if (SYMPTOM_VERBS.has(verb)) symptom = true;
      if (DEFINITION_VERBS.has(verb) && comparedWithDocs) symptom = true;
      else if (DEFINITION_VERBS.has(verb)) {
        if (asksAtEnd) definition = true;
        continue;
      }
      // 받다 onto a computer or as a file (PC로 받으려면, onnx로 받다) is a download; elsewhere it may mean received.
      if (verb === '받다' && (ONTO_COMPUTER.test(before) || AS_FILE.test(before))) {
        // The reader's computer is what the docs call PC (내 PC): 컴퓨터 there is of 컴퓨터 비전.
        const destination = kept.at(-1);
        if (ONTO_COMPUTER.test(before) && destination?.word === before)
          kept[kept.length - 1] = docsWord(PC, destination);
        kept.push(docsWord(DOWNLOAD, term));
        asks = kept.length;
        continue;
      }
      if (FILLER_VERBS.has(verb)) continue;
      const scene = sceneOf(queryWords, i, verbs);
      if (scene === 'describes') describing.push(kept.length);
      kept.push({...verbWord(verb, term.isLast), ...(scene && {context: true})});
      if (!scene) asks = kept.length;
      continue;
    }
    // '뭐예요'-like words ending a definition question after a particle (에포크가 뭐예요).
    kept.push(term);
  }
  // "얼마나 했는지" or "얼마나 끝냈는지" (how much is done) asks about progress, a word the question does not have.
  const howMuch = typed.indexOf('얼마나');
  const after = howMuch >= 0 ? (typed[howMuch + 1] ?? '') : '';
  const done = verbOf(after, verbs);
  // Not 얼마나 돼요 (how long or how much it is): 되다 asks about progress only as done (됐는지, 된).
  const doneSoFar = done === '하다' || (done === '되다' && /^(됐|된)/.test(after));
  if (doneSoFar || FINISHED.test(after)) kept.push(docsWord(PROGRESS));
  // How many at most (몇 개까지, 몇 픽셀까지), or whether so many will do (2만 장인데 한 번에 올릴 수 있어요): a limit,
  // which the limits page (제한 및 사양) gives.
  if (
    manyFiles ||
    typed.some((w, k) => /^몇.*까지/.test(w) || (w === '몇' && (typed[k + 1] ?? '').includes('까지')))
  ) {
    // The counter asked with it (몇 장까지, 몇 개까지) says how many, not of what; a unit (픽셀까지) stays.
    for (let k = kept.length - 1; k >= 0; k--) if (COUNTER_UP_TO.test(kept[k]!.word)) kept.splice(k, 1);
    kept.push({...docsWord(LIMIT), inHeadings: true});
  }
  // Where to see how many per class (클래스별로 라벨 몇 개, 클래스별 개수 … 어디서 봐요): the statistics screen's counts.
  if (
    typed.some((w) => w === '몇' || HOW_MANY.test(w) || w.startsWith('개수')) &&
    typed.some((w) => w.startsWith('어디')) &&
    typed.some((w) => w.startsWith('클래스') || w.startsWith('종류'))
  )
    kept.push(docsWord(STATISTICS));
  // A verb describing a noun is the scene only of a question that another verb after it asks.
  for (const at of describing) if (at >= asks - 1) delete kept[at]!.context;
  // A long question asking what a term it names means: the rest is the scene (학습 끝나면 나오는 mAP가 무슨 뜻이에요).
  if (definition && named) for (const t of kept) if (t.word !== named) t.context = true;
  // Only scene: then it is what the reader asks about.
  if (kept.every((t) => t.context)) kept.forEach((t) => delete t.context);
  const terms = kept.length > 0 ? kept : queryWords;
  if (terms.length > 0) {
    // The last word kept is the one still being typed only if it was typed last.
    const lastTyped = queryWords.at(-1);
    terms.forEach((t, i) => (t.isLast = i === terms.length - 1 && t.word === lastTyped?.word && t.isLast));
  }
  if (asksReason) definition = false;
  return {terms, intent: definition ? 'definition' : symptom ? 'symptom' : 'task'};
}

export {normalize};
