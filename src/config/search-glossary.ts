/**
 * Search glossary: words readers type for the same thing — Korean variants, loanwords, everyday words and the
 * English terms of the screens and formats. One group = words that find each other (two-way synonyms). Used by the
 * local engine (via plugins/search-local, written into the index) and sent to Algolia as synonyms by
 * `npm run search:upload`, so both modes agree. The first word of a group names it (the synonym's objectID).
 *
 * Reviewed against the product's own words and docs-style/ (the term list): the product says 라벨링 (작업),
 * 어노테이션 (통계, 패널), 훈련 횟수 (epochs), 배치 크기, 다운로드, 팀원, 정형데이터 (CSV), 학습률, 접속 키, 사용 현황;
 * the docs never write 레이블, 에폭, 멤버, 패스워드, 바운딩박스, 모달. 분할 is the train/validation/test split, not
 * segmentation (인스턴스 분할 is). A verb is written in its dictionary form (지우다): the engine reads a question's verb
 * forms (지우나요, 지워져요) back to it. A phrase (바운딩 박스) is found by its longest word.
 */
import type {GlossaryGroup} from '../../plugins/search-local/shared/glossary';

export type {GlossaryGroup};

export const SEARCH_GLOSSARY: readonly GlossaryGroup[] = [
  [
    '라벨링',
    '레이블링',
    '라벨',
    '레이블',
    '어노테이션',
    '애노테이션',
    'labeling',
    'labelling',
    'annotation',
    'label',
  ],
  ['에폭', '에포크', '훈련횟수', 'epoch', 'epochs'],
  ['학습', '훈련', 'training', 'train'],
  ['배치', 'batch'],
  ['증강', 'augmentation', 'augment'],
  ['바운딩박스', 'bbox', 'boundingbox', '바운딩 박스', '사각형', '네모', '경계 상자'],
  ['폴리곤', '다각형', 'polygon', '폴리곤 박스'],
  ['클래스', '카테고리', 'class', 'category'],
  ['데이터셋', '데이터세트', 'dataset', '데이터 셋'],
  ['저장소', '스토리지', 'storage'],
  ['가중치', '웨이트', 'weight', 'weights'],
  ['내려받기', '다운로드', '다운', 'download', '다운받다', '내려받다'],
  ['업로드', '올리기', 'upload', '올리다', '가져오다', '올라오다', '불러오다'],
  ['내보내기', '익스포트', 'export', '변환', 'convert'],
  ['탐지', '검출', '디텍션', 'detection'],
  ['분류', '클래시피케이션', 'classification'],
  ['세그멘테이션', 'segmentation', '인스턴스 분할'],
  ['추론', '인퍼런스', 'inference'],
  ['손실', '로스', 'loss', '손실 곡선'],
  ['신뢰도', '컨피던스', 'confidence'],
  ['정확도', 'accuracy'],
  ['검증', '밸리데이션', 'validation'],
  ['크롭', '자르기', 'crop', '자르다', '조각', '타일', 'tile'],
  ['팀원', '멤버', 'member', '구성원', '동료'],
  ['전처리', 'preprocessing'],
  ['메시지', '메세지', 'message'],
  ['콘텐츠', '컨텐츠', 'content'],
  ['설정', '세팅', 'setting', 'settings'],
  // Everyday words and English for the product's terms.
  ['비밀번호', '암호', '비번', '패스워드', 'pw', 'password'],
  ['이메일', '메일', '전자우편', 'email'],
  ['계정', '아이디', 'account'],
  ['정형데이터', '스프레드시트', '엑셀', 'excel', 'csv', '표 데이터', 'tabular'],
  ['이미지', '사진', '그림', 'image', 'photo', 'picture'],
  ['장치', '디바이스', '기기', 'device'],
  ['접속 키', '비밀 키', 'api 키', 'access key', 'secret key', '인증 키'],
  ['학습률', '러닝레이트', 'lr', 'learningrate'],
  ['정밀도', 'precision'],
  ['재현율', 'recall'],
  ['과적합', '오버피팅', 'overfitting'],
  ['단축키', '핫키', 'hotkey', 'shortcut', '키보드'],
  ['메모리 부족', 'oom', '메모리'],
  ['사용 현황', '사용량', '사용시간', 'usage'],
  ['관리자', '어드민', 'admin'],
  ['권한', '역할', 'role', 'permission'],
  ['해시태그', '해쉬태그', 'hashtag', '태그'],
  ['객체', '물체', 'object'],
  ['핸들', '손잡이', 'handle'],
  ['창', '모달', '팝업', 'popup', 'modal'],
  ['시험', '테스트', 'test'],
  ['새로고침', 'refresh', 'f5'],
  ['오류', '에러', 'error'],
  ['자동', '알아서', 'auto'],
  // Verbs in questions and symptoms (지우나요, 안 보여요, 사라졌어요), to the docs' words.
  ['삭제', '지우다', '지워지다', '제거', 'delete', 'remove'],
  ['변경', '바꾸다', '바뀌다', 'change'],
  ['분할', '나누다', 'split'],
  ['할당', '나누다', '배분', '분배', 'assign'],
  ['누르다', '클릭', 'click'],
  ['보이다', '뜨다', '나오다', '표시'],
  ['사라지다', '없어지다', '날아가다'],
  ['생성', '만들다', 'create'],
  ['선택', '고르다', 'select', 'choose'],
  ['그리기', '그리다', 'draw'],
  ['권장', '추천', 'recommend'],
  ['전송', '보내다', 'send'],
  ['켜기', '켜다', '활성화', 'enable'],
  ['그레이스케일', '흑백', 'grayscale'],
  ['릴리스 노트', '바뀌다', '변경 사항', '새 기능', 'changelog'],
  ['실패', '실패하다', 'fail', 'failed'],
];
