/**
 * Where the index lives in the built site. The index file name carries a hash of its content, so it can be
 * cached forever; the small manifest under a fixed name says which file is current (the hash is only
 * known after the bundles are built, in postBuild). Safe for browser code.
 */
export const INDEX_MANIFEST = 'search-index.json';

export interface IndexManifest {
  /** File name of the current index, relative to the manifest. */
  file: string;
  records: number;
}

export function indexFileName(hash: string): string {
  return `search-index.${hash}.json`;
}
