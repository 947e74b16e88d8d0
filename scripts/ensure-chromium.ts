/**
 * Makes sure the tests have a Chromium to drive (see tests/support/browser.ts for the order of choice)
 * and a Korean system font. On a fresh Debian machine, as root, it installs Debian's `chromium` and
 * `fonts-noto-cjk` packages; elsewhere it says what to run.
 *
 * Why the font: every reader's device has a Korean font (Apple SD Gothic Neo, Malgun Gothic, Noto Sans
 * CJK on Android/Linux), which draws the page until Pretendard arrives. A bare Debian has none, so Hangul
 * would paint as boxes of another width and the font-swap layout-shift test would measure nothing real.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {SYSTEM_HEADLESS_SHELL_PATH, systemChromiumPath} from '../tests/support/browser';

function playwrightChromiumInstalled(): boolean {
  try {
    return fs.existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

function canApt(): boolean {
  return process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
}

/** Debian's package for the Korean fallback font the site's CSS names ('Noto Sans CJK KR'). */
export const KOREAN_FONT_PACKAGE = 'fonts-noto-cjk';

function koreanFontInstalled(): boolean {
  try {
    return execSync('fc-list :lang=ko family', {encoding: 'utf8'}).trim() !== '';
  } catch {
    // No fontconfig (macOS, Windows): the system ships a Korean font.
    return process.platform !== 'linux';
  }
}

function aptInstall(packageName: string): void {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packageName}`, {
    stdio: 'inherit',
  });
}

export function ensureKoreanFont(): void {
  if (koreanFontInstalled()) return;
  if (canApt()) {
    console.log(`[fonts] no Korean system font: installing Debian’s ${KOREAN_FONT_PACKAGE} package`);
    aptInstall(KOREAN_FONT_PACKAGE);
    return;
  }
  console.warn(
    `[fonts] no Korean system font: the font-swap test will fail. Install one, e.g.\n` +
      `  Debian/Ubuntu: sudo apt-get install -y ${KOREAN_FONT_PACKAGE}`,
  );
}

/**
 * Debian's headless shell halves the browser suite's time (tests/support/browser.ts); the full browser stays for
 * the benchmarks. Best effort: without it the tests run in the full browser.
 */
function ensureHeadlessShell(): void {
  if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || fs.existsSync(SYSTEM_HEADLESS_SHELL_PATH) || !canApt())
    return;
  console.log('[chromium] installing Debian’s chromium-headless-shell package for the browser tests');
  try {
    aptInstall('chromium-headless-shell');
  } catch {
    console.warn('[chromium] chromium-headless-shell is not available: the tests run in the full browser');
  }
}

export function ensureChromium(): void {
  const system = systemChromiumPath();
  if (system) {
    console.log(`[chromium] using system Chromium at ${system}`);
    ensureHeadlessShell();
    return;
  }
  if (playwrightChromiumInstalled()) {
    console.log('[chromium] using Playwright’s own Chromium');
    return;
  }
  if (canApt()) {
    console.log('[chromium] no browser found: installing Debian’s chromium package');
    aptInstall('chromium');
    ensureHeadlessShell();
    return;
  }
  throw new Error(
    'No Chromium found. Install one, then run the tests again:\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  anywhere else: npx playwright install chromium\n' +
      'or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium binary.',
  );
}

if (require.main === module) {
  ensureChromium();
  ensureKoreanFont();
}
