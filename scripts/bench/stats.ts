/** Small helpers for benchmark tables and result files. */
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from '../lib/paths';

/** Where the benchmarks write their JSON (gitignored). */
export const BENCH_RESULTS_DIR = path.join(REPO_ROOT, 'bench-results');

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile (p in 0–100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * An A/B's pairs as "better/worse" for A: pairs whose two runs differ by `tie` or less count for neither side, so a
 * difference no reader could notice (a few ms of a simulated paint) never decides whether a trick stays.
 */
export function pairCount(
  a: number[],
  b: number[],
  {tie, higherIsBetter = false}: {tie: number; higherIsBetter?: boolean},
): string {
  const sign = higherIsBetter ? 1 : -1;
  const better = a.filter((v, i) => sign * (v - b[i]!) > tie).length;
  const worse = a.filter((v, i) => sign * (v - b[i]!) < -tie).length;
  return `${better}/${worse}`;
}

/** Writes bench-results/<name>-<date>.json and returns its path. */
export function writeBenchResult(name: string, date: string, result: unknown): string {
  fs.mkdirSync(BENCH_RESULTS_DIR, {recursive: true});
  const file = path.join(BENCH_RESULTS_DIR, `${name}-${date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return file;
}

/** Renders rows as a Markdown table (also readable in a terminal), so the output can be pasted as is. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(cells[0]),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const kbText = (bytes: number): string => (bytes / 1024).toFixed(1);
export const mbText = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);
