/** Names the index file in every built page (see INDEX_META_NAME). Node only. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {listHtmlPages} from '../../shared/builtFiles';
import {INDEX_META_NAME} from '../shared/indexFiles';

/** The page with the tag naming `file`: a tag already there (a copy of a built site) is replaced. */
export function withIndexMeta(html: string, file: string): string {
  const tag = `<meta name="${INDEX_META_NAME}" content="${file}">`;
  const existing = new RegExp(`<meta name="${INDEX_META_NAME}" content="[^"]*">`);
  return existing.test(html) ? html.replace(existing, tag) : html.replace('</head>', `${tag}</head>`);
}

/** Names `file` in each page, before `</head>`; returns how many pages name it. */
export async function nameIndexInPages(builtDir: string, file: string): Promise<number> {
  let named = 0;
  await Promise.all(
    listHtmlPages(builtDir).map(async (page) => {
      const target = path.join(builtDir, page);
      const html = await fs.readFile(target, 'utf8');
      if (!html.includes('</head>')) return; // not a page of the site (a verification file, say)
      // Written aside and renamed: other plugins' postBuild (llms-txt, the font check) read these pages meanwhile.
      const written = `${target}.${process.pid}.tmp`;
      await fs.writeFile(written, withIndexMeta(html, file));
      await fs.rename(written, target);
      named += 1;
    }),
  );
  return named;
}
