/**
 * `npm run new:doc -- <section>/<name>`: a new guide at docs/<section>/<name>.md with its front matter, a figure
 * placeholder in docs/<section>/img/, the closing section, and its entry in sidebars.ts (after the section's last
 * page, or before the reference pages for a new section), so the writer edits only the new page and its figure.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from '../../lib/paths';
import {sidebarDocIds} from '../pages';
import {docPage, FIGURE_SVG, previewUrl} from './templates';

const ID = /^[a-z0-9_]+(?:\/[a-z0-9_]+)*$/;

/** Inserts the id into sidebars.ts after the last doc of its folder, or before the first reference page. */
export function addToSidebar(source: string, id: string, existing: string[]): string {
  const folder = id.includes('/') ? id.slice(0, id.lastIndexOf('/') + 1) : '';
  const sibling = [...existing].reverse().find((doc) => folder && doc.startsWith(folder));
  const anchor = sibling ?? 'faq';
  const pattern = new RegExp(`^([ \\t]*)'${anchor}',?$`, 'm');
  const match = pattern.exec(source);
  if (match) {
    const entry = `${match[1]}'${id}',`;
    return sibling
      ? source.replace(pattern, (line) => `${line.endsWith(',') ? line : line + ','}\n${entry}`)
      : source.replace(pattern, (line) => `${entry}\n${line}`);
  }
  // The sibling sits in a one-line list: ['a/b'] → ['a/b', 'a/c'].
  return source.replace(`'${anchor}'`, `'${anchor}', '${id}'`);
}

function main(): void {
  const id = (process.argv[2] ?? '').replace(/^docs\//, '').replace(/\.mdx?$/, '');
  if (!ID.test(id)) {
    console.error(
      'Usage: npm run new:doc -- <section>/<name>   (lower-case letters, digits and _, e.g. data_management/rename_storage)',
    );
    process.exit(2);
  }
  const file = path.join(REPO_ROOT, 'docs', `${id}.md`);
  if (fs.existsSync(file)) {
    console.error(`docs/${id}.md exists already.`);
    process.exit(1);
  }
  const name = path.basename(id);
  const figure = `${name.replace(/_/g, '-')}-screen.svg`;
  const depth = id.split('/').length - 1;
  fs.mkdirSync(path.join(path.dirname(file), 'img'), {recursive: true});
  fs.writeFileSync(file, docPage(name, figure, depth ? '../'.repeat(depth) : './'));
  fs.writeFileSync(path.join(path.dirname(file), 'img', figure), FIGURE_SVG(name));

  const sidebarsFile = path.join(REPO_ROOT, 'sidebars.ts');
  fs.writeFileSync(sidebarsFile, addToSidebar(fs.readFileSync(sidebarsFile, 'utf8'), id, sidebarDocIds()));
  // A longer list may need wrapping; prettier --check runs in npm test.
  execFileSync('npx', ['prettier', '--write', 'sidebars.ts'], {cwd: REPO_ROOT, stdio: 'ignore'});

  const relative = `docs/${id}.md`;
  console.log(`${relative}, docs/${path.dirname(id) === '.' ? '' : path.dirname(id) + '/'}img/${figure}를 만들고 sidebars.ts에 넣었습니다.

다음 순서:
  1. ${relative}의 TODO(작성)을 모두 채웁니다(자리마다 무엇을 쓸지 적혀 있습니다). 그림 img/${figure}는 화면을 그린 SVG로 바꿉니다.
  2. 미리 보기: npm start 후 ${previewUrl(`docs/${id}`)} 를 엽니다.
  3. 검사:     npm run check:content -- ${relative}
안내: docs-style/README.md
sidebars.ts의 한 줄은 이 명령이 넣은 것이라 코드 변경으로 치지 않습니다(풀 리퀘스트 점검표를 봅니다).`);
}

if (require.main === module) main();
