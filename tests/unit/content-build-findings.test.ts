/**
 * A failed build, as Docusaurus 3.10 prints it (the messages below are copied from real builds of a copy of this
 * site), becomes findings at the source file and line, in Korean, with no stack trace.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {buildFindings} from '../../scripts/content/build-findings';
import {formatFinding, githubAnnotation} from '../../scripts/content/findings';
import {loadSite} from '../../scripts/content/site';
import {REPO_ROOT} from '../../scripts/lib/paths';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-build-'));
for (const [file, text] of Object.entries({
  'docs-style/prh.yml': fs.readFileSync(path.join(REPO_ROOT, 'docs-style/prh.yml'), 'utf8'),
  'docs-style/ui-labels.yml': fs.readFileSync(path.join(REPO_ROOT, 'docs-style/ui-labels.yml'), 'utf8'),
  'blog/authors.yml': 'dlabflow-docs:\n  name: 편집팀\n',
  'docs/planted/link.md': '---\ntitle: 점검\n---\n\n본문\n\n[없는](/docs/nope)\n',
  'docs/planted/mdx.md': '---\ntitle: 점검\n---\n\n본문\n\n값은 {a b}입니다.\n',
  'blog/2030-01-01-x/index.md':
    '---\nslug: x\ntitle: 점검\nauthors: [nobody]\ntags: [없는태그]\n---\n\n본문\n',
})) {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), text);
}
const site = loadSite(root);
const findings = (output: string) => buildFindings(site, output, false).map(formatFinding);

test('a broken link: the page that has it, at the link', () => {
  const output = `[ERROR] Error: Unable to build website for locale ko.
    at tryToBuildLocale (/x/node_modules/@docusaurus/core/lib/commands/build/buildLocale.js:1:1)
  [cause]: Error: Docusaurus found broken links!

  Exhaustive list of all broken links found:
  - Broken link on source page path = /dlabflow/docs/planted/link:
     -> linking to /dlabflow/docs/nope
`;
  assert.deepEqual(findings(output), [
    'docs/planted/link.md:7  빌드: 링크 /dlabflow/docs/nope는 사이트에 없는 페이지입니다 → 있는 페이지와 앵커로 고칩니다. 문서끼리는 .md 파일의 상대 경로로 잇습니다',
  ]);
});

test('MDX that does not compile: the file and the line of the error, and its cause', () => {
  const output = `[ERROR] Client bundle compiled with errors therefore further build is impossible.
╰─▶   × Error: MDX compilation failed for file "${root}/docs/planted/mdx.md"
        │ Cause: Could not parse expression with acorn
        │ Details:
        │ {
        │   "cause": {
        │     "pos": 28,
        │     "loc": {
        │       "line": 7,
        │       "column": 5
`;
  const [finding] = findings(output);
  assert.match(
    finding,
    /^docs\/planted\/mdx\.md:7 {2}빌드: 이 페이지를 읽지 못했습니다: Could not parse expression with acorn → /,
  );
});

test('an unknown author: the post, at its authors line, with the keys that exist', () => {
  const output = `[ERROR] Error: Unable to build website for locale ko.
    at tryToBuildLocale (/x/buildLocale.js:1:1)
  [cause]: Error: Processing of blog source file path=2030-01-01-x/index.md failed.
      at processBlogSourceFile (/x/blogUtils.js:263:19)
    [cause]: Error: Blog author with key "nobody" not found in the authors map file.
    Valid author keys are:
    - dlabflow-docs
`;
  assert.deepEqual(findings(output), [
    'blog/2030-01-01-x/index.md:4  빌드: 이 글을 처리하지 못했습니다: Blog author with key "nobody" not found in the authors map file. → 글쓴이는 blog/authors.yml의 키(dlabflow-docs)로 씁니다',
  ]);
});

test('an unknown tag: the post, at its tags line', () => {
  const output = '[ERROR] Tags [없는태그] used in blog/2030-01-01-x/index.md are not defined in tags.yml\n';
  assert.match(
    findings(output)[0],
    /^blog\/2030-01-01-x\/index\.md:5 {2}빌드: 태그 없는태그가 blog\/tags\.yml에 없습니다/,
  );
});

test('a failure no page explains is still a finding, with the message and not the stack trace', () => {
  const output = `[ERROR] Error: Unable to build website for locale ko.
    at tryToBuildLocale (/x/buildLocale.js:1:1)
  [cause]: Error: Something else broke.
      at somewhere (/x/y.js:1:1)
`;
  const result = findings(output);
  assert.equal(result.length, 1);
  assert.match(
    result[0],
    /^docusaurus build:0 {2}빌드가 실패했습니다: \[cause\]: Error: Something else broke\./,
  );
  assert.doesNotMatch(result[0], /tryToBuildLocale| at /);
});

test("on GitHub Actions a finding is an ::error annotation at its file and line, the message's own : and , kept", () => {
  assert.equal(
    githubAnnotation({
      file: 'docs/a.md',
      line: 3,
      problem: '링크 "[a, b]"가 없습니다: x',
      fix: '고칩니다 100%',
      rule: 'links',
    }),
    '::error file=docs/a.md,line=3,title=links::링크 "[a, b]"가 없습니다: x → 고칩니다 100%25',
  );
  assert.equal(
    githubAnnotation({
      file: 'docusaurus build',
      line: 0,
      problem: '빌드가 실패했습니다',
      fix: '고칩니다',
      rule: 'build',
    }),
    '::error title=build::빌드가 실패했습니다 → 고칩니다',
  );
});

test('an unknown tag the blog reports while processing the post: one finding, at the tags line', () => {
  const output = `[ERROR] Error: Unable to build website for locale ko.
  [cause]: Error: Processing of blog source file path=2030-01-01-x/index.md failed.
      at processBlogSourceFile (/x/blogUtils.js:263:19)
      ... 15 lines matching cause stack trace ...
    [cause]: Error: Tags [없는태그] used in 2030-01-01-x/index.md are not defined in tags.yml
`;
  assert.deepEqual(
    findings(output).map((f) => f.split('  ')[0]),
    ['blog/2030-01-01-x/index.md:5'],
  );
});
