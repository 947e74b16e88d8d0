/**
 * Makes sure the tests have a Chromium to drive (see tests/support/browser.ts for the order of choice).
 * On a fresh Debian machine, as root, it installs Debian's `chromium` package; elsewhere it says what to run.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {systemChromiumPath} from '../tests/support/browser';

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

export function ensureChromium(): void {
  const system = systemChromiumPath();
  if (system) {
    console.log(`[chromium] using system Chromium at ${system}`);
    return;
  }
  if (playwrightChromiumInstalled()) {
    console.log('[chromium] using Playwright’s own Chromium');
    return;
  }
  if (canApt()) {
    console.log('[chromium] no browser found: installing Debian’s chromium package');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    return;
  }
  throw new Error(
    'No Chromium found. Install one, then run the tests again:\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  anywhere else: npx playwright install chromium\n' +
      'or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium binary.',
  );
}

if (require.main === module) ensureChromium();
