/**
 * A path ending in index.html or .html is normalised to the same path without that ending.
 * Trailing slashes are off, so a directory index loses its slash too, except the site root (the base URL).
 * Returns null when the path is already clean or lies outside the site.
 *
 * Self-contained, with no inner functions, on purpose: script.ts inlines this function's source into every
 * page's <head>, where it runs before the site's bundles, so it can use nothing from a module scope and no
 * helper a transpiler might add around a nested function.
 */
export function cleanHtmlPath(pathname: string, baseUrl: string): string | null {
  const match = /^(.*?)(\/index)?\.html$/.exec(pathname);
  // 404.html is the host's not-found page, never a route of its own (scripts/serve.ts leaves it alone too).
  if (!match || pathname === baseUrl + '404.html') return null;
  let clean = match[2] ? match[1] + '/' : match[1];
  if (clean !== baseUrl && clean.endsWith('/')) clean = clean.slice(0, -1);
  return clean.startsWith(baseUrl) ? clean : null;
}
