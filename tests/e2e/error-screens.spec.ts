import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/page';
import {sitePath} from '../support/site';

const POST = '/blog/yolo-onnx-object-detection-react';
const INJECTED_ERROR = '테스트에서 일부러 낸 렌더링 오류';

test.describe('error screens in Korean', () => {
  test('a page that crashes while rendering shows the Korean crash page with the error and a working retry', async ({
    page,
  }) => {
    // Fault injection: the post header formats its date while rendering (src/utils/koreanDate.ts reads the
    // UTC year), so a failing Date makes that render throw inside the Layout's error boundary. The retry works
    // once the fault is gone.
    await page.addInitScript((message) => {
      const w = window as unknown as {__failDateFormat: boolean};
      w.__failDateFormat = true;
      const year = Date.prototype.getUTCFullYear;
      Date.prototype.getUTCFullYear = function (this: Date) {
        if (w.__failDateFormat) throw new Error(message);
        return year.call(this);
      };
    }, INJECTED_ERROR);
    await page.goto(POST.replace(/^\//, ''));

    const main = page.locator('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('페이지에 오류가 발생했습니다.');
    await expect(main).toContainText(INJECTED_ERROR);
    await expect(main).not.toContainText('This page crashed');

    await page.evaluate(() => ((window as unknown as {__failDateFormat: boolean}).__failDateFormat = false));
    await main.getByRole('button', {name: '다시 시도'}).click();
    await expect(page.locator('article header h1')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(INJECTED_ERROR);
  });

  test('when the site cannot load its scripts and styles (wrong base URL), the home page shows a Korean banner', async ({
    page,
  }) => {
    // What a wrong baseUrl does: every asset under the configured base path fails to load.
    await page.route(`**${sitePath('/assets/')}**`, (route) => route.abort());
    await page.goto('');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('사이트를 제대로 불러오지 못했습니다.');
    await expect(banner).toContainText('baseUrl');
    await expect(banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(
      sitePath('/'),
    );
    await expect(banner).not.toContainText('did not load properly');
  });

  test('a route whose code fails to load is reloaded from the server instead of breaking', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
    // From now on every script fails, as after a deploy that removed the old chunks.
    await page.route('**/*.js', (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await page.locator('.theme-doc-sidebar-menu a[href$="/docs/data_management/data_storage"]').click();
    await reloaded;
    await expect(page).toHaveURL(/\/docs\/data_management\/data_storage$/);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(
      undefined,
    );
  });
});
