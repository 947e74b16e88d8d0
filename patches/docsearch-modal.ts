/**
 * One fix to DocSearch v4's modal (its error status), as two exact edits of its shipped bundle, described with its
 * upstream report in patches/README.md. The package ships a minified one-line
 * bundle, so a patch-package diff would be that whole line twice. Run on install (package.json `postinstall`):
 * idempotent, and it fails the install when a snippet is not found exactly once.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

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
