/**
 * The reference nginx config (deploy/nginx/) in front of the real build: routes and statuses, caching,
 * compression, security headers, and the site working in Chromium under its Content-Security-Policy.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {DOC_CATEGORIES, ROUTES} from '../../src/config/constants';
import {BUILD_DIR, NGINX_ORIGIN, startNginx, type RunningNginx} from '../support/nginx';
import {BASE_PATH, sitePath} from '../support/site';

test.describe.configure({mode: 'serial'});

let nginx: RunningNginx;

test.beforeAll(async () => {
  nginx = await startNginx(BUILD_DIR);
});

test.afterAll(async () => {
  await nginx?.stop();
});

/** One request without following redirects, so that statuses and Location are what nginx sent. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${NGINX_ORIGIN}${pathname}`, {redirect: 'manual', headers});
}

test.describe('routes and statuses', () => {
  test('every page of the build answers 200 with HTML at its clean URL', async () => {
    // The sitemap lists every page (routes.spec.ts checks it against tests/support/routes.ts), with Korean tag paths
    // percent-encoded as browsers send them.
    const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(pages.length).toBeGreaterThan(30);
    for (const pathname of pages) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html; charset=utf-8/);
    }
  });

  for (const [from, to] of [
    [BASE_PATH.replace(/\/$/, ''), BASE_PATH],
    ['/', BASE_PATH],
    [sitePath('/index.html'), BASE_PATH],
    [sitePath(`${ROUTES.intro}.html`), sitePath(ROUTES.intro)],
    [sitePath(`${ROUTES.blogArchive}.html?x=1`), `${sitePath(ROUTES.blogArchive)}?x=1`],
    [sitePath(`${ROUTES.intro}/`), sitePath(ROUTES.intro)],
    [sitePath('/blog/index.html'), sitePath(ROUTES.blog)],
  ] as const) {
    test(`${from} redirects to the clean path ${to}`, async () => {
      const response = await get(from);
      expect([301, 302]).toContain(response.status);
      expect(response.headers.get('location')).toMatch(new RegExp(`^(${NGINX_ORIGIN})?${escape(to)}$`));
    });
  }

  test('the Markdown copies and llms.txt are served as UTF-8 text, compressed, with the headers', async () => {
    const markdown = await get(sitePath(`${ROUTES.intro}.md`), {'accept-encoding': 'gzip'});
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('content-encoding')).toBe('gzip');
    expect(markdown.headers.get('cache-control')).toBe('no-cache');
    expect(markdown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await markdown.text()).toMatch(/^# 빠르게 시작하기\n/);
    const index = await get(sitePath('/llms.txt'));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await index.text()).toContain(`${sitePath(ROUTES.intro)}.md)`);
    expect((await get(sitePath('/docs/no-such-page.md'))).status).toBe(404);
  });

  test('a search URL with a 5,000-character query is served, not refused as too long', async () => {
    const query = encodeURIComponent('데이터셋'.repeat(250) + 'x'.repeat(4_000));
    const response = await get(`${sitePath(ROUTES.search)}?q=${query}`);
    expect(response.status).toBe(200);
  });

  for (const pathname of [
    sitePath('/no/such/page'),
    sitePath('/docs/category/nope'),
    sitePath('/404.html'),
    sitePath('/assets/js/missing.0000.js'),
    '/elsewhere',
  ]) {
    test(`${pathname} answers 404 with the Korean not-found page`, async () => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('페이지를 찾을 수 없습니다');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });
  }
});

test.describe('caching and compression', () => {
  test('hashed assets are immutable for a year; pages and unhashed files revalidate', async () => {
    const html = await (await get(BASE_PATH)).text();
    const assets = [...html.matchAll(/(?:src|href)="?([^" >]+\/assets\/[^" >]+)/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
    for (const pathname of [
      BASE_PATH,
      sitePath(ROUTES.intro),
      sitePath('/sitemap.xml'),
      sitePath('/img/logo.svg'),
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
      expect(response.headers.get('etag'), pathname).toBeTruthy();
    }
  });

  test('text is compressed with gzip, and with brotli when the module is installed', async () => {
    const html = await get(sitePath(ROUTES.intro), {'accept-encoding': 'gzip'});
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(html.headers.get('vary')).toContain('Accept-Encoding');
    const asset = (await (await get(BASE_PATH)).text()).match(
      /src="?([^" >]+\/assets\/js\/main\.[^" >]+)/,
    )![1];
    expect((await get(asset, {'accept-encoding': 'gzip'})).headers.get('content-encoding')).toBe('gzip');
    const brotli = await get(asset, {'accept-encoding': 'br, gzip'});
    expect(brotli.headers.get('content-encoding')).toBe(nginx.brotli ? 'br' : 'gzip');
  });
});

test.describe('security headers', () => {
  test('every response carries them', async () => {
    for (const pathname of [BASE_PATH, sitePath(ROUTES.intro), sitePath('/no/such/page')]) {
      const headers = (await get(pathname)).headers;
      expect(headers.get('content-security-policy'), pathname).toBe(nginx.csp);
      expect(headers.get('strict-transport-security'), pathname).toMatch(
        /^max-age=\d{8,}; includeSubDomains$/,
      );
      expect(headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), pathname).toContain('camera=()');
      expect(headers.get('server'), pathname).toBe('nginx');
    }
  });

  test('the CSP allows only our scripts, hashed inline scripts and no outside hosts in local mode', () => {
    const directives = Object.fromEntries(
      nginx.csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src'][0]).toBe("'self'");
    expect(directives['script-src'].slice(1).every((s: string) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s))).toBe(
      true,
    );
    expect(directives['script-src'].length).toBeGreaterThan(1);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(nginx.csp).not.toContain('unsafe-eval');
  });
});

test.describe('the site in Chromium under the CSP', () => {
  /** Collects CSP violations both from the DOM event and from Chromium's console messages. */
  async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as {cspViolations: string[]};
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    return async () => [
      ...consoleViolations,
      ...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)),
    ];
  }

  test('pages hydrate, navigate, switch colour mode and open search with no violation', async ({page}) => {
    const violations = await watchCsp(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${NGINX_ORIGIN}${BASE_PATH}`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.locator('nav.navbar').getByRole('link', {name: 'Docs'}).click();
    await expect(page).toHaveURL(new RegExp(`${escape(sitePath(ROUTES.intro))}$`));
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', {name: DOC_CATEGORIES.dataManagement.label})
      .first()
      .click();
    await expect(page.locator('main h1')).toContainText(DOC_CATEGORIES.dataManagement.label);

    const theme = await page.locator('html').getAttribute('data-theme');
    await page
      .locator('.navbar button[class*="toggleButton"], .navbar [class*="colorModeToggle"] button')
      .first()
      .click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme!);

    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');

    for (const route of [ROUTES.blog, ROUTES.search, '/no/such/page']) {
      await page.goto(`${NGINX_ORIGIN}${sitePath(route)}`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    }
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an inline script that is not part of the build is blocked (the CSP is in force)', async ({page}) => {
    const violations = await watchCsp(page);
    await page.goto(`${NGINX_ORIGIN}${BASE_PATH}`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const executed = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      return (window as unknown as {injectedRan?: boolean}).injectedRan === true;
    });
    expect(executed).toBe(false);
    await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
