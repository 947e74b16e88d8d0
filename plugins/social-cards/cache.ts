/**
 * Cards by content: a card is rendered again only when what it shows changes (title, section, site name,
 * template, fonts or renderer). Node only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {TEMPLATE_VERSION, type CardText} from './template';

const require = createRequire(__filename);

function versionOf(pkg: string): string {
  return (require(`${pkg}/package.json`) as {version: string}).version;
}

/** Everything besides the text that changes the pixels of a card. */
export function rendererFingerprint(): string {
  return [
    `template ${TEMPLATE_VERSION}`,
    `pretendard ${versionOf('pretendard')}`,
    `satori ${versionOf('satori')}`,
    `resvg ${versionOf('@resvg/resvg-js')}`,
  ].join(', ');
}

export function cardKey(text: CardText, fingerprint = rendererFingerprint()): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([fingerprint, text.siteTitle, text.section, text.title]))
    .digest('hex')
    .slice(0, 32);
}

export interface CardCache {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, png: Buffer): Promise<void>;
}

/** A folder of `<key>.png` files (written aside and renamed, so a killed build leaves no half file). */
export function folderCache(dir: string): CardCache {
  const file = (key: string) => path.join(dir, `${key}.png`);
  return {
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch {
        return undefined;
      }
    },
    async set(key, png) {
      await fs.mkdir(dir, {recursive: true});
      const written = `${file(key)}.${process.pid}.tmp`;
      await fs.writeFile(written, png);
      await fs.rename(written, file(key));
    },
  };
}
