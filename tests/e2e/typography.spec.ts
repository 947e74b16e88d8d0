import {expect, test, type Page} from '@playwright/test';
import {FONT_FILE_BASENAME} from '../../plugins/korean-font-subset/names';
import {koreanFontSubsetOptions} from '../../src/config/fonts';
import {fontsDrawing, webFontArrived} from '../support/fonts';
import {gotoHydrated, nextFrames} from '../support/page';

const DOC = '/docs/manage_dataset/manage_dataset';
const POST = '/blog/yolo-onnx-object-detection-react';
const FAMILY = koreanFontSubsetOptions.family;
/** Text elements set in the body font; code and key caps use the monospace stack on purpose. */
const BODY_TEXT = '.markdown :is(p, li, h1, h2, h3, th, td):not(:has(code, kbd, pre))';

/** Korean system fonts of --ifm-font-family-base (src/css/typography.css), after Pretendard. */
const KOREAN_SYSTEM_FONTS = ['Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'Noto Sans CJK KR'];

/**
 * The swap is only measured against what readers' devices draw first: a Korean system font. Without
 * one (a bare Linux), Hangul paints as boxes of another width and the number would mean nothing.
 */
async function expectKoreanFallbackFont(page: Page): Promise<void> {
  await page.evaluate(() => {
    const stack = getComputedStyle(document.documentElement).getPropertyValue('--ifm-font-family-base');
    const probe = document.createElement('p');
    probe.id = 'fallback-probe';
    probe.style.fontFamily = stack
      .split(',')
      .filter((family) => !family.includes('Pretendard'))
      .join(',');
    probe.textContent = '데이터셋 라벨링';
    document.body.append(probe);
  });
  const {fonts} = await fontsDrawing(page, '#fallback-probe');
  const families = fonts.map((font) => font.family);
  expect(
    families.every((family) => KOREAN_SYSTEM_FONTS.includes(family)),
    `Hangul falls back to ${families.join(', ')}, not a Korean system font: install one ` +
      `(Debian: apt-get install fonts-noto-cjk; npm test does it as root).`,
  ).toBe(true);
  await page.evaluate(() => document.getElementById('fallback-probe')!.remove());
}

test.describe('Korean typography', () => {
  for (const path of [DOC, POST]) {
    test(`${path}: one self-hosted subset of Pretendard draws every character of the article`, async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await gotoHydrated(page, path);
      await webFontArrived(page, FAMILY);

      // The build's subset, content-hashed, from our own origin: the only font file the page loads.
      expect(fonts, fonts.join('\n')).toHaveLength(1);
      expect(fonts[0].startsWith(new URL(page.url()).origin)).toBe(true);
      expect(fonts[0]).toMatch(new RegExp(`/assets/fonts/${FONT_FILE_BASENAME}-[0-9a-f]+\\.woff2$`));

      // Chromium reports which fonts drew each element's text. A character missing from the subset
      // would be drawn by a system fallback font and show up here.
      const {elements, fonts: drawing} = await fontsDrawing(page, BODY_TEXT);
      expect(elements).toBeGreaterThan(20);
      expect(drawing.map((font) => (font.custom ? font.family : `${font.family} (system fallback)`))).toEqual(
        [FAMILY],
      );
    });
  }

  test('the Pretendard face swaps in (font-display: swap) and spans the weights the CSS uses', async ({
    page,
  }) => {
    await gotoHydrated(page, DOC);
    await webFontArrived(page, FAMILY);
    const faces = await page.evaluate((family) => {
      const found: {display: string; weight: string}[] = [];
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === family)
          found.push({display: face.display, weight: face.weight});
      });
      return found;
    }, FAMILY);
    const {min, max} = koreanFontSubsetOptions.weight;
    expect(faces).toEqual([{display: 'swap', weight: `${min} ${max}`}]);
    const family = await page
      .locator('.markdown p')
      .first()
      .evaluate((p) => getComputedStyle(p).fontFamily);
    expect(family.startsWith(`"${FAMILY}"`)).toBe(true);
  });

  test('the face joins the page only once downloaded, so the swap lays the page out once', async ({page}) => {
    let requested!: () => void;
    const fontRequested = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await gotoHydrated(page, DOC);
    await fontRequested;
    const facesWhileDownloading = await page.evaluate((family) => {
      let faces = 0;
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === family) faces += 1;
      });
      return faces;
    }, FAMILY);
    expect(facesWhileDownloading).toBe(0);
    release();
    await webFontArrived(page, FAMILY);
  });

  test('a returning reader, who has the subset cached, gets the face before the page has loaded', async ({
    page,
  }) => {
    // Whether the face is in the document when `load` fires, read by the page's first load listener.
    await page.addInitScript((family) => {
      window.addEventListener('load', () => {
        let added = false;
        document.fonts.forEach((face) => (added ||= face.family.replace(/"/g, '') === family));
        document.documentElement.dataset.faceAtLoad = String(added);
      });
    }, FAMILY);
    await gotoHydrated(page, DOC);
    await expect(page.locator('html')).toHaveAttribute('data-face-at-load', 'false');
    await webFontArrived(page, FAMILY);
    await gotoHydrated(page, POST);
    await expect(page.locator('html')).toHaveAttribute('data-face-at-load', 'true');
    await webFontArrived(page, FAMILY);
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

  test('the font swap shifts the layout by at most 0.02 on a phone', async ({page}) => {
    // Held-back font files make the fallback paint first and Pretendard swap in later, as on a slow
    // network. A Latin-first fallback stack measured 0.24 here, an unscaled Korean system font about
    // 0.03–0.04; the metric-matched 'Pretendard Fallback' keeps it under 0.02 (scripts/bench-font-cls.ts).
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
    await webFontArrived(page, FAMILY);
    await expectKoreanFallbackFont(page);
    // Layout-shift entries are reported after the next frame.
    await nextFrames(page);
    const cls = await page.evaluate(() => (window as unknown as {__cls: number}).__cls);
    expect(cls).toBeLessThanOrEqual(0.02);
  });
});
