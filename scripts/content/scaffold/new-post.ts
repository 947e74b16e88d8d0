/**
 * `npm run new:post -- <slug>`: a new post at blog/<today>-<slug>/index.md with its front matter, a figure
 * placeholder beside it and a closing link to the support page. Posts need no sidebar entry: the blog lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from '../../lib/paths';
import {blogPosts} from '../pages';
import {FIGURE_SVG, postPage, previewUrl} from './templates';

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
  console.log(`${relative}, ${path.relative(REPO_ROOT, path.join(dir, figure))}를 만들었습니다.

다음 순서:
  1. ${relative}의 TODO(작성)을 모두 채웁니다(자리마다 무엇을 쓸지 적혀 있습니다). 글쓴이(authors)와 태그(tags)는
     blog/authors.yml과 blog/tags.yml의 키로 씁니다(글쓴이는 연구원과 그 팀입니다). 새 태그는 tags.yml에 먼저 더합니다.
  2. 미리 보기: npm start 후 ${previewUrl(`blog/${slug}`)} 를 엽니다.
  3. 검사:     npm run check:content -- ${relative}
안내: docs-style/README.md`);
}

if (require.main === module) main();
