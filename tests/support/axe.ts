/** Running axe on a page of the built site the way a reader sees it: fonts in, code highlighted. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what KWCAG 2.2 audits are built on. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Marks the code tokens axe checks; see sampleCodeTokens. */
const SAMPLE = 'data-axe-sample';
/** The highlighted code inside each code block (the block's own element, the scrollable `pre`, is checked whole). */
const CODE = '.theme-code-block pre > code';

/**
 * Marks, of the highlighted code tokens, one per distinct look (text colour, weight, size, and the colour behind
 * it). A token's contrast depends on nothing else, so axe, given the code's own elements apart from these, still
 * sees every pair a reader sees: the code-heavy post has 4,311 token spans in 11 looks, and axe took
 * 90 s per colour mode on it on a 2-core machine with every span, and 4 times longer than with the samples when
 * told to exclude the rest one by one.
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

/**
 * Waits until the page looks as a reader sees it (web fonts in; a code block mounted by client navigation is
 * highlighted once the lazy Prism chunk arrives, and the contrast of its tokens is what needs checking), then lists every WCAG 2.2 AA
 * violation axe finds, of any impact, one line per rule with the elements it names.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.theme-code-block')).every((block) =>
      block.querySelector('.token-line'),
    ),
  );
  await sampleCodeTokens(page);
  // @axe-core/playwright types its Page from its own playwright-core copy; the objects are the same.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const {violations} = await new AxeBuilder({page: axePage})
    .withTags(WCAG_22_AA_TAGS)
    .include('html')
    .include(`[${SAMPLE}]`)
    .exclude(CODE)
    .analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}
