/** Alt text: Korean, short, and present; details go in the caption under the figure. */
import type {Finding} from '../findings';
import {bodyLine, type MarkdownSource} from '../markdown';

/** Screen readers read the whole alt text before the caption, so it stays short. */
export const ALT_TEXT_MAX = 100;

const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const HTML_IMAGE = /<img\b[^>]*>/g;

export interface ImageRef {
  alt: string | undefined;
  src: string;
  offset: number;
}

export function imagesOf(source: MarkdownSource): ImageRef[] {
  const images: ImageRef[] = [];
  for (const m of source.prose.matchAll(MARKDOWN_IMAGE))
    images.push({alt: m[1].trim(), src: m[2], offset: m.index});
  for (const m of source.prose.matchAll(HTML_IMAGE)) {
    const alt = /\balt=(?:"([^"]*)"|'([^']*)'|\{['"`]([^'"`]*)['"`]\})/.exec(m[0]);
    const src = /\bsrc=(?:"([^"]*)"|'([^']*)')/.exec(m[0]);
    images.push({
      alt: alt ? (alt[1] ?? alt[2] ?? alt[3]).trim() : undefined,
      src: src?.[1] ?? src?.[2] ?? m[0],
      offset: m.index,
    });
  }
  return images.sort((a, b) => a.offset - b.offset);
}

export function imageFindings(source: MarkdownSource): Finding[] {
  return imagesOf(source).flatMap(({alt, src, offset}): Finding[] => {
    const at = {file: source.file, line: bodyLine(source, offset), rule: 'alt-text'};
    if (!alt)
      return [
        {
          ...at,
          problem: `image ${src} has no alt text`,
          fix: 'say in Korean what the figure shows, in at most 100 characters',
        },
      ];
    const length = [...alt].length;
    if (length > ALT_TEXT_MAX) {
      return [
        {
          ...at,
          problem: `alt text of ${length} characters (max ${ALT_TEXT_MAX})`,
          fix: 'keep what the figure shows; move the details to the caption under it',
        },
      ];
    }
    if (!/[가-힣]/.test(alt))
      return [{...at, problem: `alt text "${alt}" is not Korean`, fix: 'write it in Korean, as the page is'}];
    return [];
  });
}
