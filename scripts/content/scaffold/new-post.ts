/**
 * `npm run new:post -- <slug>`: a new post at blog/<today>-<slug>/index.md with its front matter, a figure
 * placeholder beside it and a closing link to the support page. Posts need no sidebar entry: the blog lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from '../../lib/paths';
import {blogPosts} from '../pages';
import {FIGURE_SVG, postPage} from './templates';

function main(): void {
  const slug = process.argv[2] ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    console.error(
      'Usage: npm run new:post -- <slug>   (lower-case words joined by -, e.g. service-maintenance-notice)',
    );
    process.exit(2);
  }
  if (blogPosts().some((post) => post.slug === slug)) {
    console.error(`A post with the slug ${slug} exists already.`);
    process.exit(1);
  }
  const today = new Date().toISOString().slice(0, 10);
  const dir = path.join(REPO_ROOT, 'blog', `${today}-${slug}`);
  fs.mkdirSync(dir, {recursive: true});
  const figure = 'figure.svg';
  fs.writeFileSync(path.join(dir, 'index.md'), postPage(slug, figure));
  fs.writeFileSync(path.join(dir, figure), FIGURE_SVG(slug));
  const relative = path.relative(REPO_ROOT, path.join(dir, 'index.md'));
  console.log(`Wrote ${relative} and ${path.relative(REPO_ROOT, path.join(dir, figure))}.

Next:
  1. Replace every TODO(작성) in ${relative} (each says what goes there); authors and tags come from
     blog/authors.yml and blog/tags.yml (authors are the institute and its teams).
  2. Preview: npm start, then open /blog/${slug}
  3. Check:   npm run check:content -- ${relative}
The guide: docs-style/README.md`);
}

if (require.main === module) main();
