import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';
import {startInColorMode} from '../support/colorMode';

/** WCAG 2.1 A and AA rules; only serious and critical findings fail (minor/moderate are reported). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const PAGES = {
  home: '/',
  doc: '/docs/manage_dataset/manage_dataset',
  'blog post': '/blog/yolo-onnx-object-detection-react',
  search: '/search?q=라벨링',
  'not-found page': '/no/such/page',
};

// axe needs time on long pages on a 2-core machine.
test.describe.configure({timeout: 120_000});

/** Marks the code tokens axe checks; see sampleCodeTokens. */
const SAMPLE = 'data-axe-sample';
/** The highlighted code inside each code block (the block's own element, the scrollable `pre`, is checked whole). */
const CODE = '.theme-code-block pre > code';

/**
 * Marks, of the highlighted code tokens, one per distinct look (text colour, weight, size, and the colour behind
 * it). A token's contrast depends on nothing else, so axe, given the code's own elements apart from these, still
 * sees every pair a reader sees: the code-heavy post has thousands of token spans in about a dozen looks, and
 * checking every span (or excluding the rest one by one) made axe the slowest step of the browser suite.
 */
async function sampleCodeTokens(page: Page): Promise<void> {
  await page.evaluate((attribute) => {
    const backgroundBehind = (element: Element): string => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'transparent' && !/rgba\(.*, 0\)$/.test(colour)) return colour;
      }
      return 'none';
    };
    const seen = new Set<string>();
    for (const token of Array.from(document.querySelectorAll('.theme-code-block .token'))) {
      const style = getComputedStyle(token);
      const look = [
        style.color,
        style.fontWeight,
        style.fontSize,
        style.opacity,
        backgroundBehind(token),
      ].join('|');
      if (seen.has(look)) continue;
      seen.add(look);
      token.setAttribute(attribute, '');
    }
  }, SAMPLE);
}

for (const mode of ['light', 'dark'] as const) {
  for (const [name, route] of Object.entries(PAGES)) {
    test(`${name} (${mode} mode) has no serious or critical accessibility violation`, async ({page}) => {
      await startInColorMode(page, mode);
      // No hosted search service is reached from tests.
      await page.route(/algolia(net)?\.(net|com|io)/, (r) => r.abort());
      await gotoHydrated(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.evaluate(() => document.fonts.ready);
      // As the reader sees it: in dark mode code blocks are highlighted once the lazy Prism chunk arrives, and
      // the contrast of its tokens is what needs checking.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.theme-code-block')).every((block) =>
          block.querySelector('.token-line'),
        ),
      );
      // @axe-core/playwright types its Page from its own playwright-core copy; the objects are the same.
      const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
      await sampleCodeTokens(page);
      const {violations} = await new AxeBuilder({page: axePage})
        .withTags(WCAG_TAGS)
        .include('html')
        .include(`[${SAMPLE}]`)
        .exclude(CODE)
        .analyze();
      const blocking = violations
        .filter((v) => BLOCKING.has(v.impact ?? ''))
        .map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
        );
      expect(blocking, blocking.join('\n')).toEqual([]);
    });
  }
}
