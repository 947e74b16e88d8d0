/**
 * The speed goals: ours against the plain template on the paired page (medians of the same run).
 * A benchmark verdict, printed by `npm run bench`; never a timed test.
 */
import type {MeasuredPage} from '../perf/budgets';

/** The medians the bench compares, for one page of one site. */
export interface PageMedians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
}

export type Metric = keyof PageMedians;

export interface Verdict {
  goal: string;
  pass: boolean;
}

/** Lighthouse's score varies by about this much between identical runs on this machine. */
const SCORE_NOISE = 2;
const MAX_CLS = 0.02;
const MAX_FCP_DELAY_MS = 150;
/** The code-heavy post may block the main thread this many times longer than the template's short post. */
const POST_TBT_FACTOR = 1.5;

/** The goal for one metric of one page, or undefined where none is set (LCP, transfer, TBT on search). */
export function verdict(
  page: MeasuredPage['name'],
  metric: Metric,
  ours: PageMedians,
  template: PageMedians,
): Verdict | undefined {
  switch (metric) {
    case 'performance': {
      // "≥ the template's, 2 points of noise allowed, and ≥ 95 where the template reaches 97".
      const floor = template.performance >= 97 ? 95 : template.performance - SCORE_NOISE;
      return {goal: `≥ ${floor}`, pass: ours.performance >= floor};
    }
    case 'fcpMs':
      return {
        goal: `≤ template + ${MAX_FCP_DELAY_MS}`,
        pass: ours.fcpMs <= template.fcpMs + MAX_FCP_DELAY_MS,
      };
    case 'tbtMs':
      if (page === 'post') {
        return {goal: `≤ ${POST_TBT_FACTOR}× template`, pass: ours.tbtMs <= template.tbtMs * POST_TBT_FACTOR};
      }
      if (page === 'search') return undefined;
      return {goal: '≤ template', pass: ours.tbtMs <= template.tbtMs};
    case 'cls':
      return {goal: `≤ ${MAX_CLS}`, pass: ours.cls <= MAX_CLS};
    case 'accessibility':
    case 'bestPractices':
    case 'seo':
      return {goal: '100', pass: ours[metric] === 100};
    default:
      return undefined;
  }
}
