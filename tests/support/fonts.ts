import type {Page} from '@playwright/test';

export interface DrawingFont {
  family: string;
  /** A web font (@font-face) rather than a font installed on the machine. */
  custom: boolean;
  glyphs: number;
}

/**
 * The fonts Chromium actually used to draw the text of the elements matching `selector`, with their glyph
 * counts summed over the elements (DevTools protocol, CSS.getPlatformFontsForNode). Unlike computed styles,
 * this shows a fallback font drawing the characters a font lacks.
 */
export async function fontsDrawing(
  page: Page,
  selector: string,
): Promise<{elements: number; fonts: DrawingFont[]}> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const {root} = await cdp.send('DOM.getDocument', {depth: -1});
    const {nodeIds} = await cdp.send('DOM.querySelectorAll', {nodeId: root.nodeId, selector});
    const byFamily = new Map<string, DrawingFont>();
    for (const nodeId of nodeIds) {
      const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
      for (const font of fonts) {
        const key = `${font.familyName}|${font.isCustomFont}`;
        const entry = byFamily.get(key) ?? {family: font.familyName, custom: font.isCustomFont, glyphs: 0};
        entry.glyphs += font.glyphCount;
        byFamily.set(key, entry);
      }
    }
    return {elements: nodeIds.length, fonts: [...byFamily.values()]};
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits until the web font `family` has downloaded and joined the page. plugins/korean-font-subset adds
 * its face to `document.fonts` only once loaded (adding it earlier costs a relayout), so
 * `document.fonts.ready` alone can resolve before the face exists.
 */
export async function webFontArrived(page: Page, family: string): Promise<void> {
  await page.waitForFunction((name) => {
    let arrived = false;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === name && face.status === 'loaded') arrived = true;
    });
    return arrived;
  }, family);
}
