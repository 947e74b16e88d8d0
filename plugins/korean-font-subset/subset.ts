/**
 * Cuts a variable font down to the given characters and weight range (harfbuzz's hb-subset through
 * `subset-font`), writing WOFF2. The result is cached beside the output under a key of its inputs,
 * so an unchanged site skips the work on the next build or dev reload.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import subsetFont from 'subset-font';

export interface SubsetRequest {
  /** The full variable font (WOFF2). */
  fontFile: string;
  characters: string;
  weight: {min: number; max: number};
  outFile: string;
}

function cacheKey({fontFile, characters, weight}: SubsetRequest): string {
  return crypto
    .createHash('sha256')
    .update(fs.readFileSync(fontFile))
    .update(JSON.stringify({characters, weight}))
    .digest('hex');
}

/** Writes `outFile` unless the cached one was made from the same inputs; returns its size in bytes. */
export async function writeSubset(request: SubsetRequest): Promise<{bytes: number; cached: boolean}> {
  const keyFile = `${request.outFile}.key`;
  const key = cacheKey(request);
  if (fs.existsSync(request.outFile) && fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key) {
    return {bytes: fs.statSync(request.outFile).size, cached: true};
  }
  const font = await subsetFont(fs.readFileSync(request.fontFile), request.characters, {
    targetFormat: 'woff2',
    // Keep only the glyphs of these characters: OpenType alternates (stylistic sets, ligatures) would
    // pull in about a fifth more glyphs that no page uses.
    noLayoutClosure: true,
    // Pin the weight axis to the range the CSS uses; the font keeps every weight in between.
    variationAxes: {wght: request.weight},
  });
  fs.writeFileSync(request.outFile, font);
  fs.writeFileSync(keyFile, key);
  return {bytes: font.length, cached: false};
}
