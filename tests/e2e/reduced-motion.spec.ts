/**
 * A reader whose system asks for less motion gets the image zoom and the route-change progress bar without
 * animation (src/css/reduced-motion.css), and both still work.
 */
import {expect, test} from '@playwright/test';
import {gotoHydrated, settleLateLoads, slowNavigationFromIntro} from '../support/page';

const DOC_WITH_IMAGES = '/docs/manage_dataset/manage_dataset';
/** What src/css/reduced-motion.css shortens transitions to: a millisecond, so `transitionend` still fires. */
const NO_MOTION = '0.001s';

test('the image zoom opens and closes without animation', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await gotoHydrated(page, DOC_WITH_IMAGES);
  await settleLateLoads(page);
  const image = page.locator('.markdown img.medium-zoom-image').first();
  await image.scrollIntoViewIfNeeded();
  await image.click();
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(overlay).toBeVisible();
  const durations = await page.evaluate(() =>
    ['img.medium-zoom-image--opened', '.medium-zoom-overlay'].map(
      (selector) => getComputedStyle(document.querySelector(selector)!).transitionDuration,
    ),
  );
  expect(durations).toEqual([NO_MOTION, NO_MOTION]);
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(page.locator('img.medium-zoom-image--opened')).toHaveCount(0);
});

test('the progress bar moves without animation', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await slowNavigationFromIntro(page);
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeAttached();
  expect(await bar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(NO_MOTION);
  await expect(page).toHaveURL(/\/docs\/category\/system-management$/);
});
