/** The A/B table of `npm run bench -- --against`: per page and metric, both medians, every run, and the pairs won. */
import {audit, mainThreadMs, performanceMark, score, type LighthouseResult} from './lighthouse-runs';
import {markdownTable, median, pairCount} from './stats';

/** A/B metrics: lower is better except the score; `tie`: the largest difference in a pair that counts for neither. */
const AB_METRICS: {
  label: string;
  value: (r: LighthouseResult) => number;
  tie: number;
  higherIsBetter?: boolean;
  /** How a single run shows in the runs column, when not its rounded value. */
  shown?: (r: LighthouseResult) => string;
}[] = [
  {
    label: 'perf score',
    value: (r) => score(r, 'performance'),
    tie: 0,
    higherIsBetter: true,
    shown: performanceMark,
  },
  {label: 'FCP ms', value: (r) => audit(r, 'first-contentful-paint'), tie: 20},
  {label: 'LCP ms', value: (r) => audit(r, 'largest-contentful-paint'), tie: 20},
  {label: 'TBT ms', value: (r) => audit(r, 'total-blocking-time'), tie: 10},
  {label: 'CLS', value: (r) => audit(r, 'cumulative-layout-shift'), tie: 0.005},
  // The main thread's style and layout: what a change to the page's markup or images moves first, below TBT's noise.
  {label: 'style+layout ms', value: (r) => mainThreadMs(r, 'styleLayout'), tie: 10},
];

/**
 * One row per page and metric: both medians, every run, and in how many pairs A did better / worse beyond the
 * metric's tie (a sign test: with 6 pairs, 6 of 6 one way is the least that beats chance at 5 %).
 */
export function abTable(
  pairs: readonly {page: string; a: LighthouseResult[]; b: LighthouseResult[]}[],
): string {
  const rows = pairs.flatMap((pair) =>
    AB_METRICS.map(({label, value, tie, higherIsBetter, shown}) => {
      const a = pair.a.map(value);
      const b = pair.b.map(value);
      const fmt = (v: number) => (label === 'CLS' ? v.toFixed(3) : String(Math.round(v)));
      const runsOf = (side: LighthouseResult[], values: number[]) =>
        side.map((r, i) => (shown ? shown(r) : fmt(values[i]))).join(' ');
      return [
        pair.page,
        label,
        fmt(median(a)),
        fmt(median(b)),
        pairCount(a, b, {tie, higherIsBetter}),
        `${runsOf(pair.a, a)} / ${runsOf(pair.b, b)}`,
      ];
    }),
  );
  return markdownTable(['page', 'metric', 'A median', 'B median', 'A better/worse', 'runs (A / B)'], rows);
}
