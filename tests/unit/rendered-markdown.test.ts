/**
 * Markdown that built without error but shows its syntax to the reader. CommonMark leaves `**` in place
 * when the closing one follows punctuation and precedes a letter (`**학습 80%**입니다`), and a mistyped
 * admonition fence prints `:::`. Reads the production build (`npm test` builds before the unit tests).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {load} from 'cheerio';
import {REPO_ROOT} from '../../scripts/lib/paths';
import {listFiles} from '../../scripts/perf/build-files';
import {skipWithoutBuild} from '../support/build-artefacts';

const skip = skipWithoutBuild('build/index.html', 'npm run build');

const BUILD_DIR = path.join(REPO_ROOT, 'build');
const LEFTOVER_SYNTAX = [/\*\*/, /^:::/m, /:::\s*$/m];

function contentPages(): string[] {
  assert.ok(fs.existsSync(BUILD_DIR), 'No build/: run `npm run build` first.');
  return listFiles(BUILD_DIR)
    .filter((file) => file.endsWith('.html'))
    .filter((file) => /^(docs|blog)\//.test(file) || file === 'markdown-page.html');
}

test('no page shows raw Markdown emphasis or admonition fences', {skip}, () => {
  const pages = contentPages();
  assert.ok(pages.length >= 25, `only ${pages.length} content pages in build/`);
  const problems: string[] = [];
  for (const file of pages) {
    const $ = load(fs.readFileSync(path.join(BUILD_DIR, file), 'utf8'));
    $('pre, code, script, style').remove();
    $('.markdown p, .markdown li, .markdown td, .markdown th, .markdown h1, .markdown h2, .markdown h3').each(
      (_, element) => {
        const text = $(element).text();
        if (LEFTOVER_SYNTAX.some((pattern) => pattern.test(text)))
          problems.push(`${file}: ${text.slice(0, 120)}`);
      },
    );
  }
  assert.deepEqual(problems, []);
});
