/**
 * A keyboard reader sees where focus is: every interactive element on each kind of page shows a focus
 * indicator (an outline, or a box-shadow that differs from its unfocused one) when it takes focus by keyboard.
 * axe cannot check this; it only sees the page at rest.
 */
import {expect, test} from '@playwright/test';
import {ROUTES} from '../../src/config/constants';
import {gotoHydrated} from '../support/page';

const PAGE_TYPES = {
  home: '/',
  doc: '/docs/manage_dataset/manage_dataset',
  'category index': '/docs/category/training-data-management',
  'blog list': '/blog',
  'code-heavy post': '/blog/yolo-onnx-object-detection-react',
  'tag page': '/blog/tags/yolo',
  'search page': `${ROUTES.search}?q=라벨링`,
  'not-found page': '/no/such/page',
};

for (const [name, route] of Object.entries(PAGE_TYPES)) {
  test(`every interactive element of the ${name} shows where focus is`, async ({page}) => {
    await gotoHydrated(page, route);
    // Focus moved by keyboard, as the :focus-visible heuristics see it: later script focus counts as keyboard focus.
    await page.keyboard.press('Tab');
    const {checked, unmarked} = await page.evaluate(() => {
      const INTERACTIVE =
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
      const look = (element: Element) => {
        const style = getComputedStyle(element);
        return {
          outline:
            style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
              ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
              : 'none',
          shadow: style.boxShadow,
        };
      };
      const result = {checked: 0, unmarked: [] as string[]};
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(INTERACTIVE))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || !element.checkVisibility({visibilityProperty: true}))
          continue;
        element.blur();
        const before = look(element);
        element.focus();
        if (document.activeElement !== element) continue;
        const after = look(element);
        result.checked++;
        const marked =
          after.outline !== 'none' || (after.shadow !== 'none' && after.shadow !== before.shadow);
        if (!marked) {
          const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
          result.unmarked.push(`${element.tagName.toLowerCase()}.${element.className} "${label}"`);
        }
      }
      return result;
    });
    expect(checked).toBeGreaterThan(5);
    expect(unmarked, unmarked.join('\n')).toEqual([]);
  });
}
