import {expect, test} from '@playwright/test';
import {STORAGE_KEYS} from '../support/spec';
import {gotoHydrated} from '../support/page';
import {ORIGIN, sitePath} from '../support/site';

const toggleName = /밝은 모드와 어두운 모드 전환/;

test.describe('colour mode', () => {
  test('the toggle switches light ⇄ dark (no system step) and remembers the choice', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/intro');
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: toggleName});
    const stored = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.colorMode);

    await expect(html).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await stored()).toBe('dark');
    await expect(toggle).toHaveAccessibleName(/어두운 모드/);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await stored()).toBe('light');
    await context.close();
  });

  test('the toggle is disabled until the page is interactive', async ({request}) => {
    const html = await (await request.get(`${ORIGIN}${sitePath('/docs/intro')}`)).text();
    const button = /<button[^>]*class="[^"]*clean-btn[^"]*toggleButton[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button, 'server-rendered toggle').toContain('disabled');
  });

  test('dark mode uses the dark brand palette and the dark code theme', async ({page}) => {
    await gotoHydrated(page, '/blog/yolo-onnx-object-detection-react');
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
      );
    const codeBackground = () =>
      page
        .locator('.theme-code-block')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect((await primary()).toLowerCase()).toBe('#007acc');
    const lightCode = await codeBackground();

    await page.getByRole('button', {name: toggleName}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect((await primary()).toLowerCase()).toBe('#3a9ede');
    // vsDark's background (#1e1e1e) replaces vsLight's white.
    await expect.poll(codeBackground).toBe('rgb(30, 30, 30)');
    expect(lightCode).not.toBe('rgb(30, 30, 30)');
  });
});
