/**
 * Local mode (no Algolia env vars, the default build): the DocSearch modal and /search answered by the
 * build-time index. These tests are the tripwire for the seams described in plugins/search-local
 * (client/index.ts, client/liteClientShim.ts) and for the error-screen patches (patches/README.md).
 */
import {expect, test, type Page} from '@playwright/test';
import {SEARCH} from '../support/spec';
import {gotoHydrated} from '../support/page';
import {modalInput, openModal, recordAlgoliaRequests, SEARCH_TEXT, searchButton} from '../support/search';
import {ORIGIN, sitePath} from '../support/site';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const hits = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Hit');

/** The index files requested by the page and by its search worker alike, and the manifests. */
function recordIndexRequests(page: Page): {indexFiles: string[]; manifests: string[]} {
  const indexFiles: string[] = [];
  const manifests: string[] = [];
  page.context().on('request', (request) => {
    if (/search-index\.[0-9a-f]+\.json$/.test(request.url())) indexFiles.push(request.url());
    if (/search-index\.json$/.test(request.url())) manifests.push(request.url());
  });
  return {indexFiles, manifests};
}

/** What the page's search workers fetched themselves: scripts and index files. */
function workerFetches(page: Page): Promise<string[][]> {
  return Promise.all(
    page.workers().map((worker) =>
      worker.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map(({name}) => name)
          .filter((name) => name.endsWith('.js') || name.includes('search-index')),
      ),
    ),
  );
}

/** Two idle periods of the page's main thread: anything the page would start when idle has started. */
async function idleTwice(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );
}

test.describe('opening and closing the modal', () => {
  test('the navbar button opens it and Escape closes it', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeVisible();
  });

  for (const shortcut of ['Control+k', 'Meta+k']) {
    test(`${shortcut} opens it`, async ({page}) => {
      await gotoHydrated(page, '/docs/intro');
      await page.keyboard.press(shortcut);
      await expect(modalInput(page)).toBeFocused();
    });
  }

  test("'/' opens it when not typing in a field, and types normally in a field", async ({page}) => {
    await gotoHydrated(page, '/search');
    const pageInput = page.locator('input[type="search"][name="q"]');
    await pageInput.focus();
    await page.keyboard.press('/');
    await expect(pageInput).toHaveValue('/');
    await expect(modal(page)).toHaveCount(0);
    await pageInput.blur();
    await page.locator('h1').first().click();
    await page.keyboard.press('/');
    await expect(modalInput(page)).toBeFocused();
  });

  test('a key typed while the search button has focus becomes the initial query', async ({page}) => {
    await gotoHydrated(page, '/');
    await searchButton(page).focus();
    await page.keyboard.press('y');
    await expect(modalInput(page)).toHaveValue('y');
  });

  test('once the page has loaded the worker starts when idle, without the index, whatever the reader does; hovering the button has it fetch the index the page names, before the modal opens, once, in a worker of one script', async ({
    page,
  }) => {
    const {indexFiles, manifests} = recordIndexRequests(page);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(5, 300);
    await page.mouse.wheel(0, 200);
    await idleTwice(page);
    await expect.poll(() => page.workers().length, 'the worker, started when idle').toBe(1);
    await page.workers()[0]!.evaluate(() => undefined); // its script has run, and said so
    expect(indexFiles, 'no index before a search is coming').toEqual([]);
    const named = await page.locator('meta[name="search-index"]').getAttribute('content');
    const manifest = (await (await page.request.get(sitePath('/search-index.json'))).json()) as {
      file: string;
    };
    expect(named).toBe(manifest.file);
    manifests.length = 0;
    const index = page.waitForRequest(/search-index\.[0-9a-f]+\.json$/);
    await searchButton(page).hover();
    await index;
    expect(page.workers()).toHaveLength(1);
    await expect(modal(page)).toHaveCount(0);
    await openModal(page);
    await modalInput(page).fill('라벨링');
    await expect(hits(page).first()).toBeVisible();
    expect(indexFiles).toHaveLength(1);
    expect(indexFiles[0]!.endsWith(`/${manifest.file}`)).toBe(true);
    expect(manifests, 'the page named the file: no manifest request').toEqual([]);
    // The running worker fetched the index itself (the page's main thread is busy opening the modal), and no
    // further script: a chunk split off it would be fetched with a blocking importScripts first.
    const [fetched, ...others] = await workerFetches(page);
    expect(others).toEqual([]);
    expect(fetched).toEqual([indexFiles[0]]);
  });

  test('in data-saver mode the worker waits for a search to be coming', async ({page}) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {value: {saveData: true}, configurable: true}),
    );
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    await idleTwice(page);
    expect(page.workers(), 'no worker before a search is coming').toEqual([]);
    await searchButton(page).hover();
    await expect.poll(() => page.workers().length).toBe(1);
  });

  test("a search before the worker's script has run: the worker fetches the index itself once it runs, the page does not", async ({
    page,
  }) => {
    const {indexFiles, manifests} = recordIndexRequests(page);
    // The worker's script held back until the reader has searched.
    let releaseWorker = (): void => undefined;
    const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
    let workerRequested = false;
    await page.route(/\/search\.[0-9a-f]+\.js$/, async (route) => {
      workerRequested = true;
      await workerHeld;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill('라벨링');
    await expect.poll(() => workerRequested).toBe(true);
    releaseWorker();
    await expect(hits(page).first()).toBeVisible();
    expect(indexFiles).toHaveLength(1);
    expect(manifests).toEqual([]);
    expect(await workerFetches(page), 'the worker fetched it, not the page').toEqual([[indexFiles[0]]]);
  });

  test('the first search needs no script the open modal has not loaded', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    // The empty modal's start screen (suggested searches) is a chunk of its own, rendered after the modal mounts.
    await expect(page.locator('.DocSearch-Container .search-start-screen')).toBeVisible();
    await page.waitForLoadState('networkidle'); // the modal's code and its view of the client, loaded on mount
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await modalInput(page).fill('라벨링');
    await expect(hits(page).first()).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test.describe('modal screens', () => {
  test('empty query: no recent searches yet, so the modal lists nothing (DocSearch v4 shows no text)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await expect(modalInput(page)).toHaveValue('');
    await expect(page.locator('.DocSearch-Modal .DocSearch-Hit')).toHaveCount(0);
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('a Korean query shows grouped, highlighted hits, at most 5 per group, and "see all" leads to /search', async ({
    page,
  }) => {
    const algolia = recordAlgoliaRequests(page);
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill('라벨링');
    await expect(hits(page).first()).toBeVisible();
    await expect(hits(page).first().locator('mark').first()).toContainText('라벨링');
    const groups = page.locator('.DocSearch-Dropdown .DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(0);
    for (const group of await groups.all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(SEARCH.hitsPerGroup);
    }
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(SEARCH_TEXT.seeAll);
    const total = Number(SEARCH_TEXT.seeAll.exec(await seeAll.innerText())![1]);
    expect(total).toBeGreaterThanOrEqual(await hits(page).count());
    await seeAll.click();
    await expect(page).toHaveURL(new RegExp(`${sitePath('/search')}\\?q=${encodeURIComponent('라벨링')}`));
    await expect(page.locator('main article').first()).toBeVisible();
    expect(algolia).toEqual([]);
  });

  test('particles, prefixes and composing jamo still find the page', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    for (const query of ['데이터셋을', '라벨', '라벨링ㅈ']) {
      await modalInput(page).fill(query);
      await expect(hits(page).first(), query).toBeVisible();
    }
  });

  test('an English question is searched as typed, never the error screen (how: keys no Korean word spells)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    for (const query of ['how', 'how to delete class']) {
      await modalInput(page).fill(query);
      await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first(), query).toBeVisible();
      await expect(page.locator('.DocSearch-ErrorScreen'), query).toHaveCount(0);
    }
    await expect(hits(page).first()).toBeVisible();
  });

  test('keyboard navigation opens the selected hit and remembers it as a recent search', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill('데이터셋 팀원');
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    const href = await selected.getAttribute('href');
    expect(href).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]}`));
    await expect(modal(page)).toHaveCount(0); // closed, before it is opened again (a click while closing is lost)
    await openModal(page);
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      new RegExp(href!.split('#')[0]!),
    );
  });

  test('no results: the Korean screen with the "let us know" link to a new issue with the query', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill('라벨링');
    await expect(hits(page).first()).toBeVisible();
    const query = 'qqzzxxkk';
    await modalInput(page).fill(query);
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText(SEARCH_TEXT.noResults);
    await expect(screen).toContainText(query);
    expect(await screen.locator('.DocSearch-Prefill').count()).toBeLessThanOrEqual(
      SEARCH.noResultsSuggestions,
    );
    const link = screen.locator('.DocSearch-Help a');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.pathname).toMatch(/\/issues\/new$/);
    expect(href.searchParams.get('title')).toContain(query);
  });

  test('the input is limited to 64 characters', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).pressSequentially('가'.repeat(SEARCH.queryMaxLength + 6));
    await expect(modalInput(page)).toHaveValue('가'.repeat(SEARCH.queryMaxLength));
  });

  test('no page hints a connection to Algolia, in its HTML or after hydration', async ({page, request}) => {
    const preconnect = 'link[rel="preconnect"][href*="algolia"]';
    const html = await (await request.get(`${ORIGIN}${sitePath('/docs/intro')}`)).text();
    expect(html).toContain('rel=stylesheet');
    expect(html).not.toMatch(/rel="?preconnect"?[^>]*algolia/);
    await gotoHydrated(page, '/docs/intro');
    await openModal(page);
    await modalInput(page).fill('라벨링');
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator(preconnect)).toHaveCount(0);
  });

  test('Algolia branding is hidden', async ({page}) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill('라벨링');
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });
});

test.describe('snippets', () => {
  async function snippetWordCounts(page: Page, query: string): Promise<number[]> {
    await gotoHydrated(page, '/');
    await openModal(page);
    await modalInput(page).fill(query);
    // Every hit's title is a snippet (of its content or heading) of the requested size.
    const contents = page.locator('.DocSearch-Hit-title');
    await expect(contents.first()).toBeVisible();
    const texts = await contents.allInnerTexts();
    return texts.map((t) => t.replace(/…/g, ' ').trim().split(/\s+/).length);
  }

  test(`${SEARCH.snippetWords} words on a desktop, ${SEARCH.snippetWordsSmallScreen} on a small screen`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    const desktop = await snippetWordCounts(page, '확장자');
    expect(Math.max(...desktop)).toBeLessThanOrEqual(SEARCH.snippetWords);
    expect(Math.max(...desktop)).toBeGreaterThan(SEARCH.snippetWordsSmallScreen);
    await page.setViewportSize({width: SEARCH.smallScreenMaxWidthPx, height: 900});
    const small = await snippetWordCounts(page, '확장자');
    expect(Math.max(...small)).toBeLessThanOrEqual(SEARCH.snippetWordsSmallScreen);
  });
});

test.describe('the /search page', () => {
  test('reads q and shows local results, with no Algolia request or branding', async ({page}) => {
    const algolia = recordAlgoliaRequests(page);
    await gotoHydrated(page, `/search?q=${encodeURIComponent('데이터셋 만들기')}`);
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    await expect(results.first().locator('.search-result-match').first()).toBeVisible();
    await expect(page.getByText(/\d+개의 문서를 찾았습니다/)).toBeVisible();
    await expect(page.locator('a[href="https://www.algolia.com/"]')).toBeHidden();
    expect(algolia).toEqual([]);
  });

  test('opened with a query, it loads the index before the theme searches (it waits 300 ms for typing to stop)', async ({
    page,
  }) => {
    const {indexFiles} = recordIndexRequests(page);
    // Time stands still: the page renders, but no timer fires (the theme's search is one) until the clock resumes.
    await page.clock.install({time: 0});
    await page.clock.pauseAt(1000);
    await page.goto(`search?q=${encodeURIComponent('라벨링')}`);
    await expect.poll(() => indexFiles.length, 'the index requested while the timer waits').toBe(1);
    await expect(page.locator('main article')).toHaveCount(0);
    await page.clock.resume();
    await expect(page.locator('main article').first()).toBeVisible();
    expect(indexFiles).toHaveLength(1);
  });

  test('a query with no match says so', async ({page}) => {
    await gotoHydrated(page, '/search?q=qqzzxxkk');
    await expect(page.getByText(SEARCH_TEXT.pageNoResults)).toBeVisible();
  });
});

test('a page cached across a deploy, whose named index is gone, searches the index the manifest names', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const named = (await page.locator('meta[name="search-index"]').getAttribute('content'))!;
  const body = await (await page.request.get(sitePath(`/${named}`))).body();
  // The deploy removed this page's index and wrote another, which the manifest now names.
  await page.route(new RegExp(`/${named.replace(/\./g, '\\.')}$`), (route) => route.fulfill({status: 404}));
  await page.route(/search-index\.json$/, (route) =>
    route.fulfill({contentType: 'application/json', body: JSON.stringify({file: 'search-index.next.json'})}),
  );
  await page.route(/search-index\.next\.json$/, (route) =>
    route.fulfill({contentType: 'application/json', body}),
  );
  await openModal(page);
  await modalInput(page).fill('라벨링');
  await expect(hits(page).first()).toBeVisible();
});

test.describe('when the index cannot be loaded', () => {
  for (const [failure, fulfil] of [
    ['is missing', (route) => route.fulfill({status: 404, body: 'not found'})],
    [
      'is corrupt',
      (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"v": 99'}),
    ],
  ] as const satisfies readonly (readonly [string, Parameters<Page['route']>[1]])[]) {
    test(`the modal and /search show the error screen when it ${failure}`, async ({page}) => {
      await page.route(/search-index(\.[0-9a-f]+)?\.json$/, fulfil);
      await gotoHydrated(page, '/');
      await openModal(page);
      await modalInput(page).fill('라벨링');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen).toContainText(SEARCH_TEXT.errorTitle);
      await expect(screen).toContainText(SEARCH_TEXT.errorHelp);
      await page.keyboard.press('Escape');

      await gotoHydrated(page, '/search?q=라벨링');
      const pageError = page.getByRole('alert');
      await expect(pageError).toContainText(SEARCH_TEXT.errorTitle);
      await expect(pageError).toContainText(SEARCH_TEXT.errorHelp);
    });
  }
});
