/**
 * Synthetic Korean doc pages for the scale benchmark: deterministic (seeded), shaped like our task guides
 * (front matter, intro, h2/h3 sections, steps, a table, an admonition, sometimes a code block), about 6-10 KB
 * of Markdown each. Never committed: written into a temporary copy of the site.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Small seeded PRNG (mulberry32) so every run generates the same pages. */
function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = [
  '데이터 저장소',
  '데이터셋',
  '라벨링 작업',
  '탐지 클래스',
  '학습 버전',
  'AI 모델',
  '수집 장치',
  '사용자 계정',
  '프로젝트',
  '모델 가중치',
  '검증 데이터',
  '증강 옵션',
  '바운딩 박스',
  '폴리곤',
  '신뢰도',
  '평가 지표',
  '배치 크기',
  '훈련 횟수',
  '업로드 파일',
  '해시태그',
  '팀원 권한',
  '통계 정보',
  '전처리 결과',
  '추론 결과',
];
const ACTIONS = [
  '만듭니다',
  '선택합니다',
  '확인합니다',
  '변경합니다',
  '내려받습니다',
  '업로드합니다',
  '검토합니다',
  '저장합니다',
  '삭제합니다',
  '공유합니다',
  '비교합니다',
  '설정합니다',
  '초기화합니다',
  '배정합니다',
  '필터링합니다',
];
const PLACES = [
  '목록 화면에서',
  '설정 창에서',
  '오른쪽 위 메뉴에서',
  '상세 페이지에서',
  '대시보드에서',
  '팝업 창에서',
  '왼쪽 사이드바에서',
  '작업 화면 하단에서',
];
const CONNECTIVES = [
  '먼저',
  '그다음',
  '필요하면',
  '작업이 끝나면',
  '이때',
  '처음 사용할 때는',
  '여러 개를 한 번에',
];
const NOTES = [
  '변경 사항은 저장 버튼을 눌러야 반영됩니다.',
  '권한이 없는 사용자는 이 메뉴를 볼 수 없습니다.',
  '파일 수가 많으면 처리에 몇 분이 걸릴 수 있습니다.',
  '삭제한 항목은 되돌릴 수 없으니 신중하게 진행하세요.',
  '같은 이름은 한 프로젝트 안에서 한 번만 쓸 수 있습니다.',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function sentence(random: () => number): string {
  return `${pick(random, CONNECTIVES)} ${pick(random, PLACES)} ${pick(random, SUBJECTS)}을(를) ${pick(random, ACTIONS).replace(/니다$/, '고')} ${pick(random, SUBJECTS)}을(를) ${pick(random, ACTIONS)}`;
}

function paragraph(random: () => number, sentences: number): string {
  return Array.from({length: sentences}, () => sentence(random)).join(' ');
}

/** One synthetic page's content, rendered as Markdown for the build (scale bench) or as records (search bench). */
export interface SyntheticPage {
  slug: string;
  title: string;
  description: string;
  intro: string;
  tip: string;
  sections: {
    heading: string;
    paragraph: string;
    steps: string[];
    sub: {heading: string; paragraph: string};
  }[];
  table: {name: string; text: string; value: number}[];
  code?: string;
}

export function syntheticPage(index: number): SyntheticPage {
  const random = randomGenerator(index + 1);
  const subject = pick(random, SUBJECTS);
  const title = `${subject} 안내 ${index + 1}`;
  const description = `${sentence(random)}.`;
  const intro = `${paragraph(random, 3)}.`;
  const tip = pick(random, NOTES);
  const sections = Array.from({length: 4}, (_, s) => {
    const heading = `${pick(random, SUBJECTS)} ${pick(random, ['관리', '설정', '확인', '활용'])} ${s + 1}`;
    const body = `${paragraph(random, 4)}.`;
    const steps = Array.from({length: 4}, () => `${sentence(random)}.`);
    const sub = {heading: `${pick(random, SUBJECTS)} 참고 사항`, paragraph: `${paragraph(random, 3)}.`};
    return {heading, paragraph: body, steps, sub};
  });
  const table = Array.from({length: 4}, () => ({
    name: pick(random, SUBJECTS),
    text: sentence(random),
    value: Math.floor(random() * 100),
  }));
  const code =
    index % 5 === 0
      ? `curl -X POST "$API_URL/devices/${index}/upload" -F "file=@image_${index}.jpg"`
      : undefined;
  return {
    slug: `page-${String(index + 1).padStart(4, '0')}`,
    title,
    description,
    intro,
    tip,
    sections,
    table,
    code,
  };
}

function markdown(page: SyntheticPage): string {
  const sections = page.sections.map(
    (section) =>
      `## ${section.heading}\n\n${section.paragraph}\n\n` +
      section.steps.map((step, i) => `${i + 1}. ${step}`).join('\n') +
      `\n\n### ${section.sub.heading}\n\n${section.sub.paragraph}`,
  );
  const table = [
    '| 항목 | 설명 | 기본값 |',
    '| --- | --- | --- |',
    ...page.table.map((row) => `| ${row.name} | ${row.text} | ${row.value} |`),
  ].join('\n');
  const code = page.code ? `\n\n\`\`\`bash\n${page.code}\n\`\`\`` : '';
  return `---
title: ${page.title}
description: ${page.description}
---

${page.intro}

:::tip
${page.tip}
:::

${sections.join('\n\n')}

## 설정 항목

${table}${code}
`;
}

export const SYNTHETIC_DIR = 'scale-bench';

/** Writes `count` pages into <siteDir>/docs/scale-bench/ and returns their Markdown bytes. */
export function writeSyntheticDocs(siteDir: string, count: number): number {
  const dir = path.join(siteDir, 'docs', SYNTHETIC_DIR);
  fs.mkdirSync(dir, {recursive: true});
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const page = syntheticPage(i);
    const content = markdown(page);
    bytes += Buffer.byteLength(content);
    fs.writeFileSync(path.join(dir, `${page.slug}.md`), content);
  }
  return bytes;
}

const SIDEBAR_EXPORT = 'export default sidebars;';

/** Adds the synthetic pages to the docs sidebar as one autogenerated category, as a real section would be. */
export function addSyntheticCategory(siteDir: string): void {
  const file = path.join(siteDir, 'sidebars.ts');
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(SIDEBAR_EXPORT))
    throw new Error(`sidebars.ts no longer ends with "${SIDEBAR_EXPORT}"`);
  const category = `{type: 'category', label: '합성 문서', items: [{type: 'autogenerated', dirName: '${SYNTHETIC_DIR}'}]}`;
  fs.writeFileSync(
    file,
    source.replace(
      SIDEBAR_EXPORT,
      `(sidebars[DOCS_SIDEBAR_ID] as unknown[]).push(${category});\n${SIDEBAR_EXPORT}`,
    ),
  );
}
