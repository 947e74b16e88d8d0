import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/page';

const DOC = '/docs/manage_dataset/manage_dataset';
/** Subsets the package ships (pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css). */
const SHIPPED_SUBSETS = 92;

test.describe('Korean typography', () => {
  test('Pretendard is self-hosted and only the subsets the page needs are downloaded', async ({page}) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await gotoHydrated(page, DOC);
    await page.evaluate(() => document.fonts.ready);

    expect(await page.evaluate(() => document.fonts.check('16px "Pretendard Variable"', '데이터셋'))).toBe(
      true,
    );
    const family = await page
      .locator('.markdown p')
      .first()
      .evaluate((p) => getComputedStyle(p).fontFamily);
    expect(family.startsWith('"Pretendard Variable"')).toBe(true);

    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.length, fonts.join('\n')).toBeLessThan(SHIPPED_SUBSETS / 3);
    const origin = new URL(page.url()).origin;
    for (const url of fonts) {
      expect(url.startsWith(origin), `${url} is self-hosted`).toBe(true);
      expect(url).toMatch(/PretendardVariable\.subset\.\d+[.-][0-9a-f]+\.woff2$/);
    }
  });

  test('every Pretendard face swaps in (font-display: swap) and covers a unicode range', async ({page}) => {
    await gotoHydrated(page, DOC);
    const faces = await page.evaluate(() => {
      const found: {display: string; range: string}[] = [];
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'Pretendard Variable')
          found.push({display: face.display, range: face.unicodeRange});
      });
      return found;
    });
    expect(faces.length).toBe(SHIPPED_SUBSETS);
    for (const face of faces) {
      expect(face.display).toBe('swap');
      expect(face.range).not.toBe('U+0-10FFFF');
    }
  });

  test('Hangul breaks between words, with generous leading and a moderate heading scale', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, DOC);
    const paragraph = page.locator('.markdown p').first();
    const style = await paragraph.evaluate((p) => {
      const s = getComputedStyle(p);
      return {wordBreak: s.wordBreak, lineHeight: parseFloat(s.lineHeight) / parseFloat(s.fontSize)};
    });
    expect(style.wordBreak).toBe('keep-all');
    expect(style.lineHeight).toBeGreaterThanOrEqual(1.7);

    // No line of the paragraph starts in the middle of a word: each line begins after a space.
    const brokenWords = await paragraph.evaluate((p) => {
      const text = p.firstChild as Text;
      const range = document.createRange();
      const lineStarts: number[] = [];
      let lastTop = -Infinity;
      for (let i = 0; i < text.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = range.getBoundingClientRect().top;
        if (top > lastTop + 2) {
          lineStarts.push(i);
          lastTop = top;
        }
      }
      return lineStarts.filter(
        (i) => i > 0 && !/\s/.test(text.data[i - 1]!) && /[가-힣]/.test(text.data[i]!),
      );
    });
    expect(brokenWords).toEqual([]);

    const sizes = await page.evaluate(() =>
      ['h1', 'h2', 'p'].map((tag) =>
        parseFloat(getComputedStyle(document.querySelector(`article ${tag}`)!).fontSize),
      ),
    );
    const [h1, h2, body] = sizes as [number, number, number];
    expect(h1 / body).toBeLessThanOrEqual(2.25);
    expect(h2 / body).toBeLessThanOrEqual(1.75);
    expect(h1).toBeGreaterThan(h2);
  });

  test('the font swap shifts the layout less than the "good" CLS limit of 0.1 on a phone', async ({page}) => {
    // Held-back font files make the fallback paint first and Pretendard swap in later, as on a slow
    // network. A Latin-first fallback stack measured 0.24 here; scripts/bench-font-cls.ts has details.
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript(() => {
      const w = window as unknown as {__cls: number};
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[])
          w.__cls += entry.value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await gotoHydrated(page, DOC);
    await page.evaluate(() => document.fonts.ready);
    // Layout-shift entries are reported after the next frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const cls = await page.evaluate(() => (window as unknown as {__cls: number}).__cls);
    expect(cls).toBeLessThan(0.1);
  });
});
