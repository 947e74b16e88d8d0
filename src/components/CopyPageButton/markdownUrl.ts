/**
 * Where plugins/llms-txt writes the Markdown copy of the page at `pathname`: docs/intro.html → docs/intro.md,
 * so /dlabflow/docs/intro → /dlabflow/docs/intro.md (same origin, so it works on an air-gapped mirror too).
 */
export function markdownUrl(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}.md`;
}
