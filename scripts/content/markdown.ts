/**
 * Reading a Markdown page the way the content rules need it: front matter apart, code blanked out (so code
 * is neither prose nor a finding) with every line kept where it was, so a finding can name its line.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export interface MarkdownSource {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  data: Record<string, unknown>;
  /** The whole file, front matter included. */
  raw: string;
  /** The body with fenced code, inline code, MDX comments and HTML comments replaced by spaces. */
  prose: string;
  /** Index in `raw` where the body starts. */
  bodyOffset: number;
}

/** Replaces every character but newlines with spaces, so offsets and line numbers stay true. */
export const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

export function stripCode(body: string): string {
  return body
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2[^\n]*$/gm, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(`+)[^`\n][^\n]*?\1/g, blank);
}

export function readMarkdown(root: string, file: string): MarkdownSource {
  const raw = fs.readFileSync(path.join(root, file), 'utf8');
  const {data, content} = matter(raw);
  const bodyOffset = raw.length - content.length;
  return {file: file.split(path.sep).join('/'), data, raw, prose: stripCode(content), bodyOffset};
}

/** A Markdown link `[label](target)` or image, with its target as written. */
const LINK = /(!?)\[((?:[^\]\n]|\\\])*)\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g;

export interface MarkdownLink {
  image: boolean;
  /** The label with Markdown escapes undone. */
  label: string;
  target: string;
  /** Offset in `prose`. */
  offset: number;
}

/** Every link and image in the page's prose (code excluded). */
export function markdownLinks(source: MarkdownSource): MarkdownLink[] {
  return [...source.prose.matchAll(LINK)].map((m) => ({
    image: m[1] === '!',
    label: m[2].replace(/\\(.)/g, '$1').trim(),
    target: m[3],
    offset: m.index,
  }));
}

/** 1-based line of an offset in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** 1-based line in the whole file of an offset in the body. */
export const bodyLine = (source: MarkdownSource, offset: number): number =>
  lineAt(source.raw, source.bodyOffset + offset);

/** 1-based line of a front matter key, or 1 when the key is missing. */
export function frontMatterLine(source: MarkdownSource, key: string): number {
  const match = new RegExp(`^${key}:`, 'm').exec(source.raw.slice(0, source.bodyOffset));
  return match ? lineAt(source.raw, match.index) : 1;
}

/** The page title: front matter `title`, else the first `# ` heading. */
export function titleOf(source: MarkdownSource): string | undefined {
  if (typeof source.data.title === 'string') return source.data.title.trim();
  return /^# (.+)$/m.exec(source.prose)?.[1].trim();
}
