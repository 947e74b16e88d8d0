/**
 * Every comment and doc stands on the repository alone: no file cites a tracker issue by number, a section of a
 * document that is not in the repository, or a path outside the repository, since none of them exists for
 * someone who clones it. Public upstream links (a GitHub issue's URL) stay allowed: they are addresses.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {REPO_ROOT} from './support/site-copy';

/** Files that may match: third-party metadata, and this test, whose examples are the patterns themselves. */
const EXEMPT = new Set(['package-lock.json', 'tests/unit/self-contained-text.test.ts']);

const CITATIONS: {what: string; pattern: RegExp}[] = [
  {what: 'a tracker issue by number', pattern: /\bissues?[ -]#?\d+/i},
  {what: 'a numbered section of an outside document', pattern: /§\s?\d/},
  {what: 'the product facts (not in the repository)', pattern: /\bproduct[- ]facts\b/i},
  {
    what: 'a planning document kept outside the repository',
    pattern: /\bshared\/(?:spec|product-facts|style-examples|design)\b/,
  },
  {what: "a machine's absolute path", pattern: /(?:^|[\s'"`(])\/(?:work|home|Users|root)\/\w/},
];

/** `../shared` from a file's folder: inside plugins it is a folder of theirs, from the top it leaves the repository. */
const RELATIVE_PATH = /(?<![\w.@/-])(?:\.\.\/)+shared\b/g;

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], {cwd: REPO_ROOT, encoding: 'utf8'});
  return out
    .split('\0')
    .filter((file) => file && !EXEMPT.has(file))
    .filter((file) => fs.existsSync(path.join(REPO_ROOT, file)))
    .filter((file) => !fs.readFileSync(path.join(REPO_ROOT, file)).includes(0));
}

test('no tracked file cites an issue number, a section of an outside document, or a path outside the repository', () => {
  const findings: string[] = [];
  for (const file of trackedTextFiles()) {
    const lines = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `${file}:${i + 1}`;
      for (const {what, pattern} of CITATIONS) {
        if (pattern.test(line)) findings.push(`${where} cites ${what}: ${line.trim()}`);
      }
      for (const [relative] of line.matchAll(RELATIVE_PATH)) {
        const target = path.resolve(REPO_ROOT, path.dirname(file), relative);
        if (path.relative(REPO_ROOT, target).startsWith('..')) {
          findings.push(`${where} names a path outside the repository (${relative}): ${line.trim()}`);
        }
      }
    });
  }
  assert.deepEqual(findings, []);
});

test('the check finds each kind of citation', () => {
  const samples = [
    'see issue 12',
    '(Issue #7)',
    'the issue-11 goal',
    'spec §2',
    'product facts 1.3',
    'read /work/shared/spec.md',
  ];
  for (const sample of samples) {
    assert.ok(
      CITATIONS.some(({pattern}) => pattern.test(sample)),
      `${sample} is caught`,
    );
  }
  const escapes = [...'see ../shared/spec.md'.matchAll(RELATIVE_PATH)].map(([m]) => m);
  assert.deepEqual(escapes, ['../shared']);
  assert.ok(
    !CITATIONS.some(({pattern}) => pattern.test('https://github.com/facebook/docusaurus/issues/10912')),
  );
});
