/**
 * Fetching the index: the manifest names the current index file (content-hashed, so immutable). The page names
 * its build's file when it starts the worker (workerStart.ts: a meta tag, else the manifest); the worker fetches
 * the index file itself (indexLoader.ts), so the bytes never wait for the page's main thread. Safe for browser
 * code and the worker.
 */
import {INDEX_MANIFEST, type IndexManifest} from '../shared/indexFiles';

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

/** The current index file's name; the manifest is revalidated on every fetch. */
export async function fetchIndexFileName(baseUrl: string): Promise<string> {
  const response = await fetchOk(`${baseUrl}${INDEX_MANIFEST}`, {cache: 'no-cache'});
  return ((await response.json()) as IndexManifest).file;
}

/**
 * The index, parsed: `file` when the page named it, else — or when that file is gone (a page cached across a
 * deploy names its own build's index) — the one the manifest names now.
 */
export async function fetchIndex(baseUrl: string, file?: string): Promise<unknown> {
  if (file) {
    const named = await fetch(`${baseUrl}${file}`).catch(() => undefined);
    if (named?.ok) return named.json();
  }
  return (await fetchOk(`${baseUrl}${await fetchIndexFileName(baseUrl)}`)).json();
}
