import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {
  ALT_TEXT_MAX,
  contentFiles,
  inventoryPage,
  inventorySite,
  longAltTexts,
  printInventory,
  problemsOf,
  REFERENCE_PAGES,
} from '../../scripts/content/inventory';
import {BLOG_POST_SLUGS, DOC_IDS} from '../support/routes';
import {REPO_ROOT} from '../../scripts/lib/paths';

const root = REPO_ROOT;
const pages = inventorySite(root);

test('content inventory (Hangul syllables, figures, headings per page)', () => {
  printInventory(pages);
});

test('every expected doc has a Markdown file', () => {
  const files = new Set(pages.map((p) => p.file));
  const missing = DOC_IDS.filter((id) => !files.has(`docs/${id}.md`) && !files.has(`docs/${id}.mdx`));
  assert.deepEqual(missing, []);
});

test('every expected blog post has a folder with index.md', () => {
  for (const slug of BLOG_POST_SLUGS) {
    assert.ok(
      pages.some((p) => p.kind === 'post' && p.file.includes(slug)),
      `no post for slug ${slug}`,
    );
  }
});

for (const page of pages) {
  test(`${page.file} meets the content bar`, () => {
    assert.deepEqual(problemsOf(page), []);
  });
}

test(`every image's alt text is at most ${ALT_TEXT_MAX} characters (docs, partials, posts, pages)`, () => {
  const long = contentFiles(root).flatMap((file) =>
    longAltTexts(inventoryPage(root, file)).map((alt) => `${file}: ${alt}`),
  );
  assert.deepEqual(long, []);
});

test('every page names the product version it is written against (front matter baseline)', () => {
  const without = pages.filter((p) => !/^v\d+\.\d+/.test(p.baseline ?? '')).map((p) => p.file);
  assert.deepEqual(without, []);
});

test('the reference pages are docs of the sidebar', () => {
  for (const file of REFERENCE_PAGES) {
    const id = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
    assert.ok((DOC_IDS as readonly string[]).includes(id), `${id} missing from DOC_IDS`);
  }
});

/** Markdown of a reference page, without front matter. */
function body(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
}

/** Sections of a page split at headings of the given depth, each with its heading text. */
function sections(markdown: string, depth: number): {heading: string; text: string}[] {
  const marker = '#'.repeat(depth) + ' ';
  return markdown
    .split(new RegExp(`^(?=${marker})`, 'm'))
    .filter((part) => part.startsWith(marker))
    .map((part) => ({heading: part.split('\n')[0].slice(marker.length), text: part}));
}

test('FAQ: at least 20 questions, each a question with a short answer that links to a guide', () => {
  const questions = sections(body('docs/faq.md'), 3);
  assert.ok(questions.length >= 20, `${questions.length} questions`);
  for (const {heading, text} of questions) {
    assert.match(heading, /[?.]( \{#[\w-]+\})?$/, `not a question: ${heading}`);
    assert.match(text, /\]\((\.\/|\/)[^)]+\)/, `no link in the answer to: ${heading}`);
    const answer = text.split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
    assert.ok([...answer].length <= 400, `answer too long (${[...answer].length}) for: ${heading}`);
  }
});

test('glossary: at least 30 terms, each with an English term and a one-line definition', () => {
  // Term tables have three columns (용어 | 영어 | 뜻); the table of variant spellings has two.
  const rows = body('docs/glossary.md')
    .split('\n')
    .filter((line) => /^\| (?!용어 \||---)/.test(line) && line.split(' | ').length === 3);
  assert.ok(rows.length >= 30, `${rows.length} terms`);
  for (const row of rows) {
    const [term, english, definition] = row.split(' | ').map((cell) => cell.replace(/^\| |\|$/g, '').trim());
    assert.ok(term && /[A-Za-z]/.test(english) && definition.length >= 10, `incomplete row: ${row}`);
  }
});

test('glossary: every metric term links to the one definition in evaluate_model.md#metrics', () => {
  const metrics = sections(body('docs/glossary.md'), 2).find(({heading}) => heading.startsWith('평가 지표'));
  assert.ok(metrics, 'no 평가 지표 section');
  const rows = metrics.text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (용어|---)/.test(line));
  assert.ok(rows.length >= 6, `${rows.length} metric terms`);
  for (const row of rows) assert.match(row, /evaluate_model\.md#metrics\)/, row);
});
