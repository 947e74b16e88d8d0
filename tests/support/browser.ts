/**
 * Which Chromium the tests (and the Lighthouse bench) drive.
 * Playwright cannot download its own browsers on our machines, so a system Chromium wins when present:
 *   1. PLAYWRIGHT_CHROMIUM_EXECUTABLE, if set;
 *   2. Debian's /usr/bin/chromium (or chromium-browser), if installed;
 *   3. otherwise Playwright's own Chromium (a laptop or GitHub Actions after `npx playwright install chromium`).
 */
import fs from 'node:fs';

const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function systemChromiumPath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE?.trim();
  if (fromEnv) return fromEnv;
  return SYSTEM_CHROMIUM_PATHS.find((p) => fs.existsSync(p));
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
