/**
 * Build integrity: OUR configuration makes a broken link, a broken Markdown link and a link to a missing heading
 * each fail `docusaurus build` before a broken page can ship, naming what is broken. Each build runs on a copy of our
 * site (our config, our content), two at a time. Docusaurus's own validation of navbar and docs options is
 * Docusaurus's to test, not ours.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {buildSite, copySite, mapLimit, REPO_ROOT, removeSite, type BuildResult} from './support/site-copy';

interface BuildCase {
  name: string;
  /** Prepares a fresh copy; returns the env for its build. */
  prepare(): {dir: string; env?: Record<string, string>};
}

function ourSiteWith(label: string, files: Record<string, string>): BuildCase['prepare'] {
  return () => {
    const dir = copySite(REPO_ROOT, label);
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
    return {dir};
  };
}

const CASES: BuildCase[] = [
  {
    name: 'broken links',
    prepare: ourSiteWith('broken-links', {
      'src/pages/integrity-broken-link.md': '# 점검\n\n[없는 페이지](/docs/no-such-page)\n',
    }),
  },
  {
    name: 'broken Markdown links',
    prepare: ourSiteWith('broken-markdown-links', {
      'docs/integrity-broken-markdown-link.md': '---\ntitle: 점검\n---\n\n[없는 문서](./no-such-doc.md)\n',
    }),
  },
  {
    name: 'broken anchors',
    prepare: ourSiteWith('broken-anchors', {
      'docs/integrity-broken-anchors.md':
        '---\ntitle: 점검\n---\n\n[같은 문서의 없는 앵커](#no-such-heading)\n\n' +
        '[다른 문서의 없는 앵커](./intro.md#no-such-heading)\n',
    }),
  },
];

describe('docusaurus build refuses broken sites', () => {
  const results = new Map<string, BuildResult>();
  const dirs: string[] = [];

  before(async () => {
    await mapLimit(CASES, 2, async ({name, prepare}) => {
      const {dir, env} = prepare();
      dirs.push(dir);
      results.set(name, await buildSite(dir, {env, minify: false}));
    });
  });

  after(() => dirs.forEach(removeSite));

  function failed(name: string): string {
    const result = results.get(name)!;
    assert.notEqual(result.code, 0, `${name}: the build should fail\n${result.output.slice(-3000)}`);
    return result.output;
  }

  test('a broken internal link fails the build of our site, naming the page and the link', () => {
    const output = failed('broken links');
    assert.match(output, /Docusaurus found broken links!/);
    assert.match(
      output,
      /Broken link on source page path = \/dlabflow\/integrity-broken-link:\s+-> linking to \/dlabflow\/docs\/no-such-page/,
    );
  });

  test('a broken Markdown link fails the build at the Markdown step, naming the file, the line and the link', () => {
    const output = failed('broken Markdown links');
    assert.match(
      output,
      /Markdown link with URL `\.\/no-such-doc\.md` in source file "docs\/integrity-broken-markdown-link\.md" \(5:1\) couldn't be resolved\./,
    );
  });

  test('a link to a missing heading fails the build, naming the page and the anchor', () => {
    const output = failed('broken anchors');
    assert.match(output, /Docusaurus found broken anchors!/);
    assert.match(output, /integrity-broken-anchors:\s+-> linking to #no-such-heading/);
    assert.match(output, /-> linking to \/dlabflow\/docs\/intro#no-such-heading/);
  });
});
