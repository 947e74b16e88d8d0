/**
 * Runs Lighthouse (mobile preset: Moto G Power, simulated slow 4G, 4x CPU slowdown) against a URL in the
 * same Chromium the tests use (tests/support/browser.ts), one fresh browser per run so runs don't share cache.
 */
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import type {Result} from 'lighthouse';
import {SYSTEM_CHROMIUM_ARGS, systemChromiumPath, testChromiumPath} from '../../tests/support/browser';

export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/**
 * Which Chromium runs Lighthouse: the full browser for timing (`bench`), the lighter headless shell the browser
 * tests use for audits that do not depend on timing (`audit`).
 */
export type LighthouseBrowser = 'bench' | 'audit';

function chromiumPath(browser: LighthouseBrowser): string {
  const system = browser === 'audit' ? testChromiumPath() : systemChromiumPath();
  return system ?? chromium.executablePath();
}

/** Lighthouse flags beyond the defaults, e.g. `blockedUrlPatterns` to load a page without its web font. */
export interface LighthouseFlags {
  blockedUrlPatterns?: string[];
  /** Extra Chromium switches for the run's browser, e.g. {@link NO_PAINT_HOLDING}. */
  chromiumFlags?: string[];
}

/**
 * Chromium without paint holding. With it, a page whose first main frame comes a few tens of ms late paints a
 * second or two later still (PERFORMANCE.md); without it, the runs show the page's own work. A diagnosis, never
 * the goals' yardstick: readers' Chrome holds paint.
 */
export const NO_PAINT_HOLDING = '--disable-features=PaintHolding';

export async function runLighthouse(
  url: string,
  categories: readonly CategoryId[],
  {chromiumFlags = [], ...flags}: LighthouseFlags = {},
  browser: LighthouseBrowser = 'bench',
): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(browser),
    chromeFlags: ['--headless=new', ...SYSTEM_CHROMIUM_ARGS, ...chromiumFlags],
    logLevel: 'silent',
  });
  try {
    // Lighthouse is ESM-only and reads import.meta.url; a static import would be compiled to require() here.
    const {default: lighthouse} = await import('lighthouse');
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      ...flags,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Audits of a category that did not get full marks, as "id: title (score)" lines. */
export function failingAudits(lhr: Result, category: CategoryId): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items =
        (audit.details as {items?: {node?: {snippet?: string}; url?: string}[]} | undefined)?.items ?? [];
      const where = items
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? item.url)
        .filter(Boolean);
      return `${audit.id}: ${audit.title} (score ${audit.score})${where.length ? `\n        ${where.join('\n        ')}` : ''}`;
    });
}
