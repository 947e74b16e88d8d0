import assert from 'node:assert/strict';
import {test} from 'node:test';
import {inventorySite, printInventory, problemsOf} from '../../scripts/content/inventory';
import {BLOG_POST_SLUGS, DOC_IDS} from '../support/routes';
import {REPO_ROOT} from '../../scripts/lib/paths';

const root = REPO_ROOT;
const pages = inventorySite(root);

test('content inventory (Hangul syllables, figures, headings per page)', () => {
  printInventory(pages);
});

test('every doc of the spec has a Markdown file', () => {
  const files = new Set(pages.map((p) => p.file));
  const missing = DOC_IDS.filter((id) => !files.has(`docs/${id}.md`) && !files.has(`docs/${id}.mdx`));
  assert.deepEqual(missing, []);
});

test('every blog post of the spec has a folder with index.md', () => {
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
