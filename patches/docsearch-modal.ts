/**
 * Two fixes to DocSearch v4's modal, as exact edits of its shipped bundle.
 *
 * The modal never shows its error screen ('Unable to fetch results'), so a failed search looks like
 * '검색 결과 없음'. Two expressions cause it:
 *
 *   1. the sources' catch sets `status: 'error'` only when the error is a `RetryError` (unreachable hosts),
 *      not for an HTTP error with status and message, nor for the local index failing to load;
 *   2. autocomplete-core's `onInput` then runs `.finally(() => setStatus('idle'))`, which overwrites it.
 *
 * And its input accepts 512 characters where our search and DocSearch v3 allow 64: a third edit.
 *
 * The package ships only a minified one-line bundle (`dist/esm/DocSearchModal.js`, 457 KB), so a
 * patch-package diff would be that whole line twice. This script makes the edits as exact
 * search-and-replace, run on install (package.json `postinstall`). It is idempotent and fails the install
 * when a snippet is not found exactly once: after a DocSearch upgrade, re-check the bug upstream and update
 * or delete this file. Guarded by tests/e2e/search-local.spec.ts and tests/e2e/search-algolia.spec.ts
 * (index missing, request aborted, HTTP 500 → the error screen). See patches/README.md.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {SEARCH} from '../src/config/constants';

interface Edit {
  why: string;
  from: string;
  to: string;
}

const EDITS: Edit[] = [
  {
    why: 'any failed search sets the error status, not only a RetryError',
    from: 'throw e.p=3,"RetryError"===(g=e.v).name&&a("error"),g;',
    to: 'throw e.p=3,g=e.v,a("error"),g;',
  },
  {
    why: "the error status survives onInput's finally (the next keystroke sets loading as before)",
    from: '.finally(function(){p("idle"),Ft&&',
    to: '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&',
  },
  {
    why: `the input takes at most ${SEARCH.queryMaxLength} characters (v3's limit, v4 hard-codes 512)`,
    from: 'autoFocus:o.autoFocus,maxLength:512})',
    to: `autoFocus:o.autoFocus,maxLength:${SEARCH.queryMaxLength}})`,
  },
];

function occurrences(text: string, snippet: string): number {
  return text.split(snippet).length - 1;
}

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const file = requireFromRoot.resolve('@docsearch/react/modal');
// dist/esm/DocSearchModal.js → the package root; package.json is not in the package's exports.
const packageJson = path.resolve(path.dirname(file), '../../package.json');
const {version} = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as {version: string};
let source = fs.readFileSync(file, 'utf8');
let changed = 0;

for (const edit of EDITS) {
  if (occurrences(source, edit.to) === 1 && occurrences(source, edit.from) === 0) continue; // already applied
  if (occurrences(source, edit.from) !== 1) {
    console.error(
      `✖ patches/docsearch-modal.ts: @docsearch/react ${version} changed; this snippet is not in ` +
        `${path.relative(process.cwd(), file)} exactly once:\n  ${edit.from}\n` +
        `  (${edit.why}). Re-check the bug against the new version, then update or delete the patch.`,
    );
    process.exit(1);
  }
  source = source.replace(edit.from, edit.to);
  changed += 1;
}

if (changed > 0) fs.writeFileSync(file, source);
console.log(
  `patches/docsearch-modal.ts: @docsearch/react ${version} ${changed ? 'patched' : 'already patched'}.`,
);
