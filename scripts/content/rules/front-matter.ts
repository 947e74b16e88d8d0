/** Front matter every page needs: what search engines, llms.txt and the version note read. */
import type {Finding} from '../findings';
import {BASELINE} from '../inventory';
import {frontMatterLine, type MarkdownSource} from '../markdown';

export const DESCRIPTION_MIN = 20;

export function frontMatterFindings(source: MarkdownSource): Finding[] {
  const {data, file} = source;
  const isPage = file.startsWith('src/pages/');
  const findings: Finding[] = [];
  const add = (key: string, problem: string, fix: string) =>
    findings.push({file, line: frontMatterLine(source, key), problem, fix, rule: 'front-matter'});

  if (typeof data.title !== 'string' || !data.title.trim()) {
    add('title', '앞머리에 `title`이 없습니다', '`title:`에 독자가 볼 페이지 제목을 씁니다');
  }
  if (typeof data.description !== 'string' || [...data.description.trim()].length < DESCRIPTION_MIN) {
    add(
      'description',
      `앞머리에 ${DESCRIPTION_MIN}자 이상의 \`description\`이 없습니다`,
      '`description:`에 이 페이지로 독자가 할 수 있는 일을 한 문장으로 씁니다(검색 결과에 보입니다)',
    );
  }
  const keywords = data.keywords;
  if (!isPage && !(Array.isArray(keywords) && keywords.length > 0)) {
    add(
      'keywords',
      '앞머리에 `keywords`가 없습니다',
      '독자가 검색창에 칠 낱말을 씁니다. 예: `keywords: [라벨링, 클래스]`',
    );
  }
  if (typeof data.baseline !== 'string' || !BASELINE.test(data.baseline)) {
    add(
      'baseline',
      '앞머리에 `baseline`이 없습니다',
      '`baseline: v2.5`처럼 확인한 화면의 제품 버전을 씁니다',
    );
  }
  return findings;
}
