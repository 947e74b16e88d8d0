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

/** `file:line  what is wrong → what to do`, one finding per line. */
export const formatFinding = (f: Finding): string => `${f.file}:${f.line}  ${f.problem} → ${f.fix}`;

export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
