/**
 * Reflow (WCAG 1.4.10): at 320 CSS px, the width of a phone at 400 % zoom, no route of the sitemap scrolls
 * sideways; code and wide tables scroll inside their own box instead. The routes run in groups, each group's
 * routes in order on one page of its own.
 */
import {expect, test} from '@playwright/test';
import {sharedPageForGroup} from '../support/page';
import {sitemapRoutesInBuild} from '../support/sitemap';

const NARROWEST = {width: 320, height: 640};
const GROUPS = 2;
const routes = sitemapRoutesInBuild();

for (let group = 0; group < GROUPS; group++) {
  test.describe(`reflow at 320 px, group ${group + 1} of ${GROUPS}`, () => {
    const sharedPage = sharedPageForGroup();
    for (const route of routes.filter((_, i) => i % GROUPS === group)) {
      test(`${route} does not scroll sideways at 320 px`, async () => {
        const page = sharedPage();
        await page.setViewportSize(NARROWEST);
        await page.goto(route.replace(/^\//, ''));
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
        await page.evaluate(() => document.fonts.ready);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
          // What sticks out past the viewport, for the failure message.
          wide: Array.from(document.querySelectorAll('main *'))
            .filter(
              (element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
            )
            .filter((element) => !element.closest('pre, table, .table-wrapper, [class*="tableWrapper"]'))
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
        }));
        expect(widths.page, widths.wide.join('\n')).toBeLessThanOrEqual(widths.viewport);
      });
    }
  });
}
