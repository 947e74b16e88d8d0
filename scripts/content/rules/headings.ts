/** Headings go one level at a time: the table of contents and screen readers rely on the outline. */
import {quoted} from '../josa';
import type {Finding} from '../findings';
import {bodyLine, type MarkdownSource} from '../markdown';

export function headingFindings(source: MarkdownSource): Finding[] {
  const findings: Finding[] = [];
  // The title counts as level 1, whether it comes from front matter or a `# ` line.
  let previous = 1;
  for (const match of source.prose.matchAll(/^(#{1,6})[ \t]+(.+)$/gm)) {
    const level = match[1].length;
    if (level > previous + 1) {
      findings.push({
        file: source.file,
        line: bodyLine(source, match.index),
        problem: `제목 ${quoted(match[2].trim(), '이/가')} ${'#'.repeat(previous)} 다음에 ${'#'.repeat(level)}로 단계를 건너뜁니다`,
        fix: `${'#'.repeat(previous + 1)}로 씁니다(바로 위 제목보다 한 단계 아래)`,
        rule: 'headings',
      });
    }
    previous = level;
  }
  return findings;
}
