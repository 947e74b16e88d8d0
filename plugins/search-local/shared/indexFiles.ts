/**
 * Where the index lives in the built site. The index file name carries a hash of its content, so it can be
 * cached forever; the small manifest under a fixed name says which file is current (the hash is only
 * known after the bundles are built, in postBuild). Safe for browser code.
 */
export const INDEX_MANIFEST = 'search-index.json';

/**
 * Every built page also names its build's index file in a `<meta name="search-index" content="…">` (written in
 * postBuild, server/indexMeta.ts), so the page can hand the worker the file name the moment a search is coming,
 * without first fetching the manifest on its busy main thread. A page older than the current index (cached
 * across a deploy) names a file that may be gone: the worker then reads the manifest (client/indexLoader.ts).
 */
export const INDEX_META_NAME = 'search-index';

export interface IndexManifest {
  /** File name of the current index, relative to the manifest. */
  file: string;
  records: number;
}

export function indexFileName(hash: string): string {
  return `search-index.${hash}.json`;
}
