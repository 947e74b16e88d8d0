/**
 * Steps are written in 합니다체 ("누릅니다", "입력합니다"): 해요체 ("눌러요") and requests ("누르세요") mixed into a
 * numbered procedure read as two voices.
 */
import type {Finding} from '../findings';
import {bodyLine, type MarkdownSource} from '../markdown';

/** Nouns that end in 요 and may close a clause (필요, 중요…): not a 해요체 ending. */
const NOUNS_ENDING_IN_YO = ['필요', '중요', '개요', '주요', '수요', '요약'];

const STEP = /^[ \t]*\d+\.[ \t]+(.+)$/gm;
/** A -세요 request, or a 해요체 sentence end (…요. …요! …요?) */
const CASUAL = /([가-힣]*?)(세요|[가-힣]요)(?=[.!?)]|\s*$|\s*\()/g;

export function stepFindings(source: MarkdownSource): Finding[] {
  const findings: Finding[] = [];
  for (const step of source.prose.matchAll(STEP)) {
    const text = step[1];
    for (const m of text.matchAll(CASUAL)) {
      const word = m[1] + m[2];
      if (NOUNS_ENDING_IN_YO.some((noun) => word.endsWith(noun))) continue;
      findings.push({
        file: source.file,
        line: bodyLine(source, step.index),
        problem:
          m[2] === '세요' ? `단계에 요청형 "${word}"를 썼습니다` : `단계에 해요체 "${word}"를 썼습니다`,
        fix: '단계는 합니다체로 끝냅니다. 예: "누르세요", "눌러요" 대신 "누릅니다"',
        rule: 'steps',
      });
    }
  }
  return findings;
}
