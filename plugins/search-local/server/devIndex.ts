/**
 * `docusaurus start` has no postBuild, so dev mode serves the index of the last production build:
 * its manifest and index file are copied to a generated folder that the dev server serves at baseUrl.
 * Node only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {INDEX_MANIFEST, type IndexManifest} from '../shared/indexFiles';

/** Copies the last build's index into `devDir`; returns its record count, or undefined when there is none. */
export async function prepareDevIndex(outDir: string, devDir: string): Promise<number | undefined> {
  await fs.rm(devDir, {recursive: true, force: true});
  await fs.mkdir(devDir, {recursive: true});
  try {
    const manifest = JSON.parse(
      await fs.readFile(path.join(outDir, INDEX_MANIFEST), 'utf8'),
    ) as IndexManifest;
    await fs.copyFile(path.join(outDir, manifest.file), path.join(devDir, manifest.file));
    await fs.copyFile(path.join(outDir, INDEX_MANIFEST), path.join(devDir, INDEX_MANIFEST));
    return manifest.records;
  } catch {
    return undefined;
  }
}
