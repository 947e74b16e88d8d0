import {expect, test, type Page} from '@playwright/test';
import {env} from '../../src/config/env';
import {gotoHydrated, settleLateLoads} from '../support/page';
import {startInColorMode} from '../support/colorMode';
import {boxOf, overlaps} from '../support/geometry';

/** The URL the build was configured with (CHATBOT_URL or the default), read the way the config reads it. */
const CHATBOT_URL = env.chatbotUrl;
const LONG_DOC = '/docs/manage_dataset/manage_labeling';

const chatbot = (page: Page) => page.getByRole('link', {name: /AI 챗봇.*새 탭/});

test.describe('floating AI chatbot link', () => {
  test('opens the configured assistant in a new tab, with no opener, no referrer and no other call', async ({
    page,
    context,
  }) => {
    // The assistant is an external site: answer it locally so nothing leaves the machine.
    await context.route(`${CHATBOT_URL}**`, (route) =>
      route.fulfill({contentType: 'text/html', body: '<!doctype html><title>AI 도우미</title><p>ok</p>'}),
    );
    await gotoHydrated(page, '/docs/intro');
    await settleLateLoads(page);
    const requestsFromPage: string[] = [];
    page.on('request', (request) => {
      // The site's own code is no call (the search worker's script starts when the page is idle, or at a search).
      const url = new URL(request.url());
      const ownCode =
        url.origin === new URL(page.url()).origin && /\/assets\/js\/[^/]+\.js$/.test(url.pathname);
      if (!ownCode) requestsFromPage.push(request.url());
    });

    const [assistant] = await Promise.all([context.waitForEvent('page'), chatbot(page).click()]);
    await assistant.waitForLoadState();

    expect(assistant.url()).toBe(CHATBOT_URL);
    expect(await assistant.evaluate(() => window.opener)).toBeNull();
    expect(await assistant.evaluate(() => document.referrer)).toBe('');
    expect(requestsFromPage, 'the click itself makes no request from the page').toEqual([]);
    await expect(page).toHaveURL(/\/docs\/intro$/);
  });

  for (const route of ['/', LONG_DOC, '/blog/yolo-onnx-object-detection-react', '/no/such/page']) {
    test(`is on ${route} with a Korean name that says it opens a new tab`, async ({page}) => {
      await gotoHydrated(page, route);
      const link = chatbot(page);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', CHATBOT_URL);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName('AI 챗봇에게 질문하기 (새 탭에서 열림)');
      await expect(link).toContainText('AI 챗봇');
    });
  }

  test('is reached with the keyboard and shows a focus ring', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.locator('footer a').last().focus();
    await page.keyboard.press('Tab');
    const link = chatbot(page);
    await expect(link).toBeFocused();
    const outline = await link.evaluate((el) => {
      const style = getComputedStyle(el);
      return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test('does not cover the back-to-top button', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, LONG_DOC);
    // The theme shows back-to-top once the reader scrolls back up from deep in the page.
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 2000);
    await page.mouse.wheel(0, -300);
    const backToTop = page.locator('.theme-back-to-top-button');
    await expect(backToTop).toHaveClass(/backToTopButtonShow/);
    await expect(backToTop).toBeInViewport();
    expect(overlaps(await boxOf(backToTop), await boxOf(chatbot(page)))).toBe(false);
  });

  for (const [name, viewport] of [
    ['desktop', {width: 1280, height: 800}],
    ['mobile', {width: 390, height: 844}],
  ] as const) {
    test(`leaves the end of the page uncovered (${name})`, async ({page}) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      const button = await boxOf(chatbot(page));
      const footerItems = page.locator('footer a, footer .footer__copyright');
      for (let i = 0; i < (await footerItems.count()); i++) {
        const item = footerItems.nth(i);
        if (!(await item.isVisible())) continue;
        expect(overlaps(await boxOf(item), button), await item.innerText()).toBe(false);
      }
    });
  }

  test('stays under the open mobile sidebar', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, LONG_DOC);
    await page.getByRole('button', {name: '사이드바 열고 닫기'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    const {x, y, width, height} = await boxOf(chatbot(page));
    const topmost = await page.evaluate(
      ([cx, cy]) => document.elementFromPoint(cx, cy)?.closest('[data-testid="chatbot-button"]') !== null,
      [x + width / 2, y + height / 2],
    );
    expect(topmost, 'the chatbot link must not be the element on top').toBe(false);
  });

  test('follows the colour mode', async ({browser}) => {
    const backgrounds: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      const context = await browser.newContext();
      await startInColorMode(context, mode);
      const page = await context.newPage();
      await gotoHydrated(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      backgrounds.push(await chatbot(page).evaluate((el) => getComputedStyle(el).backgroundImage));
      await context.close();
    }
    expect(backgrounds[0]).toContain('gradient');
    expect(backgrounds[1]).toContain('gradient');
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
  });

  test('is hidden when printing', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(chatbot(page)).toBeVisible();
    await page.emulateMedia({media: 'print'});
    await expect(chatbot(page)).toBeHidden();
  });
});
