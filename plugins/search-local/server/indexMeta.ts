/** Names the index file in every built page (see INDEX_META_NAME). Node only. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {listHtmlPages} from '../../shared/builtFiles';
import {INDEX_META_NAME} from '../shared/indexFiles';

export function indexMetaTag(file: string): string {
  return `<meta name="${INDEX_META_NAME}" content="${file}">`;
}

/** Adds the tag before `</head>` of each page; returns how many pages got it. */
export async function nameIndexInPages(builtDir: string, file: string): Promise<number> {
  const tag = indexMetaTag(file);
  let named = 0;
  await Promise.all(
    listHtmlPages(builtDir).map(async (page) => {
      const target = path.join(builtDir, page);
      const html = await fs.readFile(target, 'utf8');
      if (!html.includes('</head>')) return; // not a page of the site (a verification file, say)
      // Written aside and renamed: other plugins' postBuild (llms-txt, the font check) read these pages meanwhile.
      const written = `${target}.${process.pid}.tmp`;
      await fs.writeFile(written, html.replace('</head>', `${tag}</head>`));
      await fs.rename(written, target);
      named += 1;
    }),
  );
  return named;
}
