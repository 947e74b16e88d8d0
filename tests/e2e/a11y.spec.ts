/**
 * WCAG 2.2 AA as axe checks it, on every route of the build's sitemap plus the search page (kept out of the
 * sitemap, noindex) and the not-found page, in light and in dark mode: no violation of any impact, since an
 * audit counts every item, minor ones too. Each page also has exactly one h1, which axe leaves to best practice.
 * The routes run in groups, each group's routes in order on one page of its own (a warm cache makes each load a
 * fraction of a fresh context's), and the groups in parallel.
 */
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {ROUTES} from '../../src/config/constants';
import {wcagViolations} from '../support/axe';
import {startInColorMode, type ColorMode} from '../support/colorMode';
import {gotoHydrated} from '../support/page';
import {sitemapRoutesInBuild} from '../support/sitemap';

const ROUTES_CHECKED = [...sitemapRoutesInBuild(), `${ROUTES.search}?q=라벨링`, '/no/such/page'];
const GROUPS_PER_MODE = 3;

// axe needs time on long pages on a 2-core machine.
test.describe.configure({timeout: 180_000});

/** One page for the calling group, in the given colour mode; axe needs the page's own context to run in frames. */
function sharedPageInMode(mode: ColorMode): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.describe.configure({mode: 'serial'});
  test.beforeAll(async ({browser}) => {
    context = await browser.newContext();
    await startInColorMode(context, mode);
    // No hosted search service is reached from tests.
    await context.route(/algolia(net)?\.(net|com|io)/, (r) => r.abort());
    page = await context.newPage();
  });
  test.afterAll(async () => context?.close());
  return () => page!;
}

for (const mode of ['light', 'dark'] as const) {
  for (let group = 0; group < GROUPS_PER_MODE; group++) {
    test.describe(`accessibility in ${mode} mode, group ${group + 1} of ${GROUPS_PER_MODE}`, () => {
      const sharedPage = sharedPageInMode(mode);
      for (const route of ROUTES_CHECKED.filter((_, i) => i % GROUPS_PER_MODE === group)) {
        test(`${route} (${mode} mode) meets WCAG 2.2 AA as axe checks it`, async () => {
          const page = sharedPage();
          await gotoHydrated(page, route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expect(page.locator('h1')).toHaveCount(1);
          const violations = await wcagViolations(page);
          expect(violations, violations.join('\n')).toEqual([]);
        });
      }
    });
  }
}
