/**
 * "이 문서가 도움이 되었나요?" at the end of every guide and post. The main build has no FEEDBACK_URL: "아니오"
 * composes an e-mail to the support address. The second test build (build-algolia/, FEEDBACK_URL set to a host
 * that only exists here) POSTs `{page, helpful, comment}`: every request to it is intercepted with page.route.
 */
import {expect, type Page, type Route} from '@playwright/test';
import {EXTERNAL_URLS, ROUTES} from '../../src/config/constants';
import {wcagViolations} from '../support/axe';
import {startInColorMode} from '../support/colorMode';
import {expectNoProblems, watchProblems} from '../support/console';
import {FAKE_FEEDBACK_URL} from '../support/feedback';
import {EXECUTING_PAYLOADS} from '../support/hostile-input';
import {gotoHydrated} from '../support/page';
import {ORIGIN, sitePath} from '../support/site';
import {testOnSecondBuild} from '../support/algolia-build-server';

const GUIDE = '/docs/manage_dataset/manage_labeling';
const SITE_URL = 'https://grit-docs.github.io';
const QUESTION = '이 문서가 도움이 되었나요?';
const THANKS = /답해 주셔서 고맙습니다/;

const test = testOnSecondBuild(60);

const widget = (page: Page) =>
  page.locator('article section', {hasText: QUESTION}).or(page.locator('article section', {hasText: THANKS}));
const button = (page: Page, name: '예' | '아니오') => widget(page).getByRole('button', {name, exact: true});

/** Answers the endpoint with `status` (CORS allowed) and records each POST's JSON body. */
async function fakeEndpoint(page: Page, status: number | 'offline'): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(`${new URL(FAKE_FEEDBACK_URL).origin}/**`, async (route: Route) => {
    const request = route.request();
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    bodies.push(request.postDataJSON());
    if (status === 'offline') return route.abort('internetdisconnected');
    return route.fulfill({status, headers: cors, body: ''});
  });
  return bodies;
}

async function mailOf(page: Page): Promise<{to: string; subject: string; body: string}> {
  const href = (await widget(page).getByRole('link', {name: '이메일로 보내기'}).getAttribute('href'))!;
  const [to, query] = href.slice('mailto:'.length).split('?') as [string, string];
  const params = new URLSearchParams(query);
  return {to, subject: params.get('subject')!, body: params.get('body')!};
}

test.describe('without FEEDBACK_URL (the main build)', () => {
  test('"아니오" asks what was missing and composes an e-mail with the page and the comment; the answer is remembered', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await gotoHydrated(page, GUIDE);
    await button(page, '아니오').click();
    const comment = widget(page).getByRole('textbox', {name: /무엇이 부족했나요/});
    await expect(comment).toBeFocused();
    await expect(comment).toHaveAttribute('maxlength', '500');
    await comment.fill('권한 표가 없습니다 & 예시가 더 필요합니다');
    const mail = await mailOf(page);
    expect(mail.to).toBe(EXTERNAL_URLS.contactEmail);
    expect(mail.body).toContain(`${SITE_URL}${sitePath(GUIDE)}`);
    expect(mail.body).toContain('권한 표가 없습니다 & 예시가 더 필요합니다');
    await expect(widget(page)).not.toContainText('개인 정보는 보내지 않습니다');

    await widget(page).getByRole('link', {name: '이메일로 보내기'}).click();
    await expect(widget(page).getByText(THANKS)).toBeFocused();
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(widget(page).getByText(THANKS)).toBeVisible();
    await expect(button(page, '예')).toHaveCount(0);
    await expectNoProblems(page, GUIDE, problems);
  });

  test('"예" thanks and is remembered for this page only', async ({page}) => {
    await gotoHydrated(page, GUIDE);
    await button(page, '예').click();
    await expect(widget(page).getByText(THANKS)).toBeFocused();
    await gotoHydrated(page, ROUTES.intro);
    await expect(button(page, '예')).toBeVisible();
    await gotoHydrated(page, GUIDE);
    await expect(widget(page).getByText(THANKS)).toBeVisible();
  });

  test('a stored answer that is garbage, or storage that throws, leaves the question working', async ({
    page,
  }) => {
    await gotoHydrated(page, GUIDE);
    await button(page, '예').click();
    const key = await page.evaluate(() =>
      Object.keys(localStorage).find((k) => k.startsWith('page-feedback')),
    );
    expect(key).toContain(sitePath(GUIDE));
    await page.evaluate((k) => localStorage.setItem(k!, '{"helpful":tru'), key);
    await page.reload();
    await expect(button(page, '예')).toBeVisible();

    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const problems = watchProblems(page);
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await button(page, '예').click();
    await expect(widget(page).getByText(THANKS)).toBeVisible();
    await expectNoProblems(page, GUIDE, problems);
  });

  test('offline before the form has loaded, "아니오" still offers the e-mail and the page keeps working', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await gotoHydrated(page, GUIDE);
    await page.waitForLoadState('networkidle');
    await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
    await button(page, '아니오').click();
    const mail = widget(page).getByRole('link', {name: '이메일로 의견 보내기'});
    await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${EXTERNAL_URLS.contactEmail}\\?`));
    await expect(page.locator('article h1')).toBeVisible();
    // The failed script loads are the test's doing; nothing else may be reported.
    expect(
      problems.filter((p) => !/Failed to load resource|ChunkLoadError|Loading chunk/.test(p.text)),
    ).toEqual([]);
  });

  test('a post ends with the question; the blog list does not', async ({page}) => {
    await gotoHydrated(page, ROUTES.blog);
    await expect(page.getByText(QUESTION)).toHaveCount(0);
    await page.locator('article header h2 a').first().click();
    await expect(button(page, '아니오')).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing with the form open (${mode} mode)`, async ({page}) => {
      await startInColorMode(page, mode);
      await gotoHydrated(page, GUIDE);
      await button(page, '아니오').click();
      await expect(widget(page).getByRole('textbox')).toBeFocused();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});

test.describe('with FEEDBACK_URL', () => {
  test('"예" POSTs {page, helpful, comment} as JSON and thanks', async ({page, secondBuildPage}) => {
    const bodies = await fakeEndpoint(page, 204);
    await secondBuildPage(GUIDE);
    await button(page, '예').click();
    await expect(widget(page).getByText(THANKS)).toBeVisible();
    expect(bodies).toEqual([{page: `${SITE_URL}${sitePath(GUIDE)}`, helpful: true, comment: ''}]);
  });

  test('"아니오" says nothing personal is sent and POSTs hostile text as data, never as HTML', async ({
    page,
    secondBuildPage,
  }) => {
    const bodies = await fakeEndpoint(page, 200);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await secondBuildPage(GUIDE);
    await button(page, '아니오').click();
    await expect(widget(page)).toContainText('개인 정보는 보내지 않습니다');
    const text = EXECUTING_PAYLOADS.map((p) => p.text).join('\n');
    await widget(page).getByRole('textbox').fill(text);
    await widget(page).getByRole('button', {name: '보내기'}).click();
    await expect(widget(page).getByText(THANKS)).toBeVisible();
    expect(bodies).toEqual([
      {page: `${SITE_URL}${sitePath(GUIDE)}`, helpful: false, comment: text.slice(0, 500)},
    ]);
    expect(dialogs).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {pwned?: number}).pwned)).toBeUndefined();
  });

  for (const failure of [503, 'offline'] as const) {
    test(`a POST that fails (${failure}) says so and offers the e-mail with what was typed`, async ({
      page,
      secondBuildPage,
    }) => {
      const bodies = await fakeEndpoint(page, failure);
      await secondBuildPage(GUIDE);
      await button(page, '아니오').click();
      await widget(page).getByRole('textbox').fill('학습 실패 원인이 없습니다');
      await widget(page).getByRole('button', {name: '보내기'}).click();
      await expect(widget(page).getByRole('alert')).toContainText('보내지 못했습니다');
      expect(bodies).toHaveLength(1);
      await expect(widget(page).getByRole('textbox')).toHaveValue('학습 실패 원인이 없습니다');
      const mail = await mailOf(page);
      expect(mail.to).toBe(EXTERNAL_URLS.contactEmail);
      expect(mail.body).toContain('학습 실패 원인이 없습니다');
      expect(mail.body).toContain(sitePath(GUIDE));
      // Not answered yet: a reload asks again.
      await page.reload();
      await expect(button(page, '아니오')).toBeVisible();
    });
  }
});

test('no request leaves for a feedback endpoint in the main build', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(ORIGIN)) requests.push(request.url());
  });
  await gotoHydrated(page, GUIDE);
  await button(page, '예').click();
  await expect(widget(page).getByText(THANKS)).toBeVisible();
  expect(requests).toEqual([]);
});
