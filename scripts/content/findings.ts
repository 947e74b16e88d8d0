/** One thing a writer must fix: where, what is wrong, and what to do about it. */
export interface Finding {
  /** Path relative to the repository root. */
  file: string;
  line: number;
  problem: string;
  fix: string;
  /** Which rule found it (for counting and for the tests). */
  rule: string;
}

/** `파일:줄  무엇이 틀렸는지 → 어떻게 고치는지`, one finding per line. */
export const formatFinding = (f: Finding): string => `${f.file}:${f.line}  ${f.problem} → ${f.fix}`;

/** GitHub's workflow command: the finding as an annotation on the pull request's diff at its line. */
export function githubAnnotation(f: Finding): string {
  const escape = (text: string, property = false) =>
    text
      .replace(/%/g, '%25')
      .replace(/\r/g, '%0D')
      .replace(/\n/g, '%0A')
      .replace(property ? /[:,]/g : /$^/, (c) => (c === ':' ? '%3A' : '%2C'));
  const where = /\.\w+$/.test(f.file) ? `file=${escape(f.file, true)},line=${Math.max(f.line, 1)},` : '';
  return `::error ${where}title=${escape(f.rule, true)}::${escape(`${f.problem} → ${f.fix}`)}`;
}

export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
