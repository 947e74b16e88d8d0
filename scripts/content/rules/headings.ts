/** Headings go one level at a time: the table of contents and screen readers rely on the outline. */
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
        problem: `heading level ${level} after level ${previous} ("${match[2].trim()}")`,
        fix: `make it ${'#'.repeat(previous + 1)} (one level below the heading above it)`,
        rule: 'headings',
      });
    }
    previous = level;
  }
  return findings;
}
