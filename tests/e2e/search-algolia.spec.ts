/**
 * Algolia mode: the build made with (fake) Algolia credentials (build-algolia/, produced by
 * scripts/build-search-algolia.ts in `npm test`), served on its own port by a worker fixture. Algolia is
 * unreachable here, so every request to its hosts is intercepted: we check our side of the wire (the
 * request the UI sends) and how the UI renders answers and failures.
 */
import {expect, type Page, type Request, type Route} from '@playwright/test';
import {SITE} from '../../src/config/constants';
import {SEARCH} from '../support/spec';
import {ALGOLIA_QUERIES, FAKE_ALGOLIA, modalInput, openModal, SEARCH_TEXT} from '../support/search';
import {BASE_PATH} from '../support/site';
import {testOnSecondBuild} from '../support/algolia-build-server';

const test = testOnSecondBuild(50);

interface SentRequest {
  indexName: string;
  query: string;
  hitsPerPage: number;
  [param: string]: unknown;
}

function fakeHit(i: number) {
  const url = `${new URL(BASE_PATH, 'https://grit-docs.github.io').href}docs/manage_dataset/manage_labeling#fake-${i}`;
  const plain = (value: string) => ({value, matchLevel: 'none', matchedWords: []});
  return {
    objectID: `${i}-fake`,
    type: 'lvl2',
    url,
    content: null,
    hierarchy: {
      lvl0: '학습 데이터 관리',
      lvl1: '라벨링 작업',
      lvl2: `가짜 결과 ${i}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      hierarchy: {
        lvl0: plain('학습 데이터 관리'),
        lvl1: {value: '<mark>라벨링</mark> 작업', matchLevel: 'full', matchedWords: ['라벨링']},
        lvl2: plain(`가짜 결과 ${i}`),
      },
    },
    _snippetResult: {},
  };
}

/**
 * Answers every request of the body like Algolia would, with two fake hits (none when hitsPerPage is 0), or none
 * found when `found` says the query finds nothing.
 */
function fakeResponse(request: Request, found: (query: string) => boolean = () => true): string {
  const {requests} = request.postDataJSON() as {requests: SentRequest[]};
  return JSON.stringify({
    results: requests.map((r) => {
      const hits = r.hitsPerPage === 0 || !found(r.query) ? [] : [fakeHit(1), fakeHit(2)];
      return {
        hits,
        nbHits: found(r.query) ? 2 : 0,
        page: 0,
        nbPages: 1,
        hitsPerPage: r.hitsPerPage,
        exhaustiveNbHits: true,
        query: r.query,
        params: '',
        index: r.indexName,
        processingTimeMS: 1,
        facets: {language: {ko: 2}, docusaurus_tag: {'docs-default-current': 2}},
      };
    }),
  });
}

async function interceptAlgolia(page: Page, answer: (route: Route) => Promise<void>): Promise<Request[]> {
  const sent: Request[] = [];
  await page.route(ALGOLIA_QUERIES, async (route) => {
    sent.push(route.request());
    await answer(route);
  });
  return sent;
}

const fulfilWithHits = (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: {'access-control-allow-origin': '*'},
    body: fakeResponse(route.request()),
  });

const CONTEXTUAL_FILTERS = [
  `language:${SITE.locale}`,
  [`docusaurus_tag:${SEARCH.defaultSearchTag}`, 'docusaurus_tag:docs-default-current'],
];

test('the modal sends the DocSearch request to Algolia and renders its hits', async ({
  page,
  secondBuildPage,
}) => {
  const sent = await interceptAlgolia(page, fulfilWithHits);
  await page.setViewportSize({width: 1280, height: 900});
  await secondBuildPage('/');
  await openModal(page);
  await modalInput(page).fill('라벨링');
  await expect(page.locator('.DocSearch-Hit', {hasText: '가짜 결과 1'})).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  // The theme's hint to open the connection to the app's search host before the first query.
  await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute(
    'href',
    `https://${FAKE_ALGOLIA.appId}-dsn.algolia.net`,
  );

  const request = sent.at(-1)!;
  expect(request.method()).toBe('POST');
  const url = new URL(request.url());
  expect(url.hostname.toLowerCase()).toBe(`${FAKE_ALGOLIA.appId.toLowerCase()}-dsn.algolia.net`);
  expect(url.searchParams.get('x-algolia-application-id')).toBe(FAKE_ALGOLIA.appId);
  expect(url.searchParams.get('x-algolia-api-key')).toBe(FAKE_ALGOLIA.apiKey);
  const {requests} = request.postDataJSON() as {requests: SentRequest[]};
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    query: '라벨링',
    indexName: FAKE_ALGOLIA.indexName,
    hitsPerPage: SEARCH.hitsPerPage,
    facetFilters: CONTEXTUAL_FILTERS,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    clickAnalytics: false,
  });
  expect(requests[0]!.attributesToSnippet).toContain(`content:${SEARCH.snippetWords}`);
});

test('on a small screen the modal asks for 5-word snippets', async ({page, secondBuildPage}) => {
  const sent = await interceptAlgolia(page, fulfilWithHits);
  await page.setViewportSize({width: SEARCH.smallScreenMaxWidthPx, height: 900});
  await secondBuildPage('/');
  await openModal(page);
  await modalInput(page).fill('라벨링');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const {requests} = sent.at(-1)!.postDataJSON() as {requests: SentRequest[]};
  expect(requests[0]!.attributesToSnippet).toContain(`content:${SEARCH.snippetWordsSmallScreen}`);
});

test('the search page queries Algolia with the contextual facets and renders the results', async ({
  page,
  secondBuildPage,
}) => {
  const sent = await interceptAlgolia(page, fulfilWithHits);
  await secondBuildPage(`/search?q=${encodeURIComponent('라벨링')}`);
  await expect(page.locator('main article', {hasText: '가짜 결과 1'})).toBeVisible();
  const {requests} = sent.at(-1)!.postDataJSON() as {requests: SentRequest[]};
  expect(requests[0]).toMatchObject({query: '라벨링', indexName: FAKE_ALGOLIA.indexName});
  expect(JSON.stringify(requests[0]!.facetFilters)).toContain(`language:${SITE.locale}`);
  expect(JSON.stringify(requests[0]!.facetFilters)).toContain('docusaurus_tag:docs-default-current');
  expect(page.url()).not.toContain('search-index');
});

const FAILURES: [string, (route: Route) => Promise<void>][] = [
  ['the network fails', (route) => route.abort('failed')],
  [
    'Algolia answers HTTP 500',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        body: JSON.stringify({message: 'Internal error', status: 500}),
      }),
  ],
  [
    'Algolia answers HTTP 403 with a message',
    (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        body: JSON.stringify({message: 'Invalid Application-ID or API key', status: 403}),
      }),
  ],
];

for (const [failure, answer] of FAILURES) {
  test(`the modal and /search show the error screen when ${failure}`, async ({page, secondBuildPage}) => {
    await interceptAlgolia(page, answer);
    await secondBuildPage('/');
    await openModal(page);
    await modalInput(page).fill('라벨링');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText(SEARCH_TEXT.errorTitle);
    await expect(screen).toContainText(SEARCH_TEXT.errorHelp);
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);

    await secondBuildPage(`/search?q=${encodeURIComponent('라벨링')}`);
    const pageError = page.getByRole('alert');
    await expect(pageError).toContainText(SEARCH_TEXT.errorTitle);
    await expect(pageError).toContainText(SEARCH_TEXT.errorHelp);
  });
}

test('a search that works after a failure replaces the error screen with hits', async ({
  page,
  secondBuildPage,
}) => {
  let fail = true;
  await interceptAlgolia(page, (route) => (fail ? route.abort('failed') : fulfilWithHits(route)));
  await secondBuildPage('/');
  await openModal(page);
  await modalInput(page).fill('라벨');
  await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
  fail = false;
  await modalInput(page).pressSequentially('링');
  await expect(page.locator('.DocSearch-Hit', {hasText: '가짜 결과 1'})).toBeVisible();
});

/** Readers' questions and what local mode searches for them (plugins/search-local/shared/algoliaQuery.ts). */
const QUESTIONS = [
  {typed: '라벨링한 데이터는 어떻게 지우나요?', searched: '라벨링 데이터 지우다'},
  {typed: '학습 결과를 어디서 내려받을 수 있나요', searched: '학습 결과 내려받다'},
  {typed: '비번 까먹었어요ㅠㅠ', searched: '비번 까먹다'},
];

const sentQueries = (sent: Request[]): string[] =>
  sent.flatMap((request) =>
    (request.postDataJSON() as {requests: SentRequest[]}).requests.map((r) => r.query),
  );

for (const {typed, searched} of QUESTIONS) {
  test(`"${typed}" reaches Algolia as "${searched}" from the modal and from /search`, async ({
    page,
    secondBuildPage,
  }) => {
    const sent = await interceptAlgolia(page, fulfilWithHits);
    await secondBuildPage('/');
    await openModal(page);
    await modalInput(page).fill(typed);
    await expect(page.locator('.DocSearch-Hit', {hasText: '가짜 결과 1'})).toBeVisible();
    await expect.poll(() => sentQueries(sent).at(-1)).toBe(searched);
    expect(sentQueries(sent)).not.toContain(typed);
    const {requests} = sent.at(-1)!.postDataJSON() as {requests: SentRequest[]};
    expect(requests[0]!.analyticsTags).toEqual([`typed:${typed}`]);
    // The reader still sees, and is offered on /search, what they typed.
    await expect(modalInput(page)).toHaveValue(typed);
    const seeAll = await page.locator('.DocSearch-HitsFooter a').getAttribute('href');
    expect(new URL(seeAll!, 'https://example.com').searchParams.get('q')).toBe(typed);

    sent.length = 0;
    await secondBuildPage(`/search?q=${encodeURIComponent(typed)}`);
    await expect(page.locator('main article', {hasText: '가짜 결과 1'})).toBeVisible();
    expect(sentQueries(sent).length).toBeGreaterThan(0);
    expect(new Set(sentQueries(sent))).toEqual(new Set([searched]));
    await expect(page.locator('input[type="search"][name="q"]')).toHaveValue(typed);
  });
}

test('a query typed on the wrong keyboard layout is searched on the other one when it finds nothing', async ({
  page,
  secondBuildPage,
}) => {
  const sent = await interceptAlgolia(page, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: fakeResponse(route.request(), (query) => query === '라벨링'),
    }),
  );
  await secondBuildPage('/');
  await openModal(page);
  await modalInput(page).fill('fkqpffld');
  await expect(page.locator('.DocSearch-Hit', {hasText: '가짜 결과 1'})).toBeVisible();
  expect(sentQueries(sent).slice(-2)).toEqual(['fkqpffld', '라벨링']);
});
