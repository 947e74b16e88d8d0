/** Reading one Lighthouse run of the benchmarks: its scores, its metrics, and whether its first frame came late. */
import type {CategoryId, runLighthouse} from '../perf/lighthouse';

export type LighthouseResult = Awaited<ReturnType<typeof runLighthouse>>;

export const score = (r: LighthouseResult, id: CategoryId): number =>
  Math.round((r.categories[id]?.score ?? 0) * 100);

export const audit = (r: LighthouseResult, id: string): number => r.audits[id]?.numericValue ?? Number.NaN;

/** Main-thread time of one of Lighthouse's work groups ('styleLayout', 'scriptEvaluation'…), at its CPU slowdown. */
export function mainThreadMs(r: LighthouseResult, group: string): number {
  const items = (
    r.audits['mainthread-work-breakdown']?.details as {items?: {group: string; duration: number}[]}
  )?.items;
  return items?.find((item) => item.group === group)?.duration ?? Number.NaN;
}

/**
 * Whether Chromium presented the page's first frame only after its load event: paint holding with a late first
 * main frame (PERFORMANCE.md). Lighthouse's simulated first paint then waits for every request started before that
 * frame, the web font requested at `load` among them, and measures the held frame more than the page.
 */
function paintedAfterLoad(r: LighthouseResult): boolean {
  const observed = (r.audits.metrics?.details as {items?: Record<string, number>[]} | undefined)?.items?.[0];
  return observed !== undefined && observed.observedFirstContentfulPaint > observed.observedLoad;
}

/** A run's performance score as the runs column shows it: `*` marks a first frame presented after `load`. */
export const performanceMark = (r: LighthouseResult): string =>
  `${score(r, 'performance')}${paintedAfterLoad(r) ? '*' : ''}`;

export const LATE_PAINT_NOTE =
  '`*`: the first frame was presented after the load event; the simulated first paint then includes the web font.';
