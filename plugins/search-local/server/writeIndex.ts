/** Writes the compact index under a content-hashed name plus its manifest. Node only. */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {encodeIndex} from '../shared/compactIndex';
import {INDEX_MANIFEST, indexFileName, type IndexManifest} from '../shared/indexFiles';
import type {GlossaryGroup} from '../shared/glossary';
import type {DocSearchRecord} from '../shared/records';

export async function writeIndex(
  outDir: string,
  records: DocSearchRecord[],
  origin: string,
  glossary: readonly GlossaryGroup[] = [],
): Promise<{file: string; bytes: number}> {
  const json = JSON.stringify(encodeIndex(records, origin, glossary));
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 12);
  const file = indexFileName(hash);
  const manifest: IndexManifest = {file, records: records.length};
  await fs.writeFile(path.join(outDir, file), json);
  await fs.writeFile(path.join(outDir, INDEX_MANIFEST), JSON.stringify(manifest));
  return {file, bytes: Buffer.byteLength(json)};
}
