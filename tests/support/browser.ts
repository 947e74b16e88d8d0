/**
 * Which Chromium the tests and the benchmarks drive.
 * Playwright cannot download its own browsers on our machines, so a system Chromium wins when present:
 *   1. PLAYWRIGHT_CHROMIUM_EXECUTABLE, if set;
 *   2. Debian's Chromium: for the browser tests its headless shell (/usr/bin/chromium-headless-shell), for
 *      the benchmarks the full browser (/usr/bin/chromium or chromium-browser);
 *   3. otherwise Playwright's own Chromium (a laptop or GitHub Actions after `npx playwright install chromium`),
 *      whose headless mode is that same headless shell.
 */
import fs from 'node:fs';

const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's package `chromium-headless-shell`: Chromium's headless build, without the browser's own UI. */
export const SYSTEM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

function fromEnv(): string | undefined {
  return process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE?.trim() || undefined;
}

/** The full browser, as readers run it: what benchmarks and Lighthouse measure. */
export function systemChromiumPath(): string | undefined {
  return fromEnv() ?? SYSTEM_CHROMIUM_PATHS.find((p) => fs.existsSync(p));
}

/**
 * What the browser tests drive. The headless shell renders the same Blink and V8 as the full browser, and is
 * what Playwright itself runs headless; without the full browser's machinery it needs about half the CPU, so
 * the suite, CPU-bound on two cores, runs in about half the time it takes with /usr/bin/chromium.
 */
export function testChromiumPath(): string | undefined {
  return (
    fromEnv() ??
    (fs.existsSync(SYSTEM_HEADLESS_SHELL_PATH) ? SYSTEM_HEADLESS_SHELL_PATH : systemChromiumPath())
  );
}

/** Flags for a headless system Chromium in a closed network, as root (no sandbox available). */
export const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
