/** ./button-variables.css copies DocSearch's values for the navbar button; they must not drift from the package's. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

/** `--name: value` pairs of the first rule whose selector is `selector`, whitespace-normalised. */
function variables(css: string, selector: RegExp): Map<string, string> {
  const block = css.match(new RegExp(`${selector.source}\\s*\\{([^}]*)\\}`))?.[1];
  assert.ok(block, `no ${selector} rule`);
  const normalise = (value: string) => value.replace(/\s+/g, '').replace(/\b0\./g, '.');
  return new Map(
    [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)].map(
      (m) => [m[1]!, normalise(m[2]!)] as [string, string],
    ),
  );
}

test('the search button variables equal @docsearch/css', () => {
  const ours = fs.readFileSync(path.join(__dirname, 'button-variables.css'), 'utf8');
  const theirs = fs.readFileSync(require.resolve('@docsearch/css/dist/_variables.css'), 'utf8');
  for (const selector of [/:root/, /html\[data-theme=['"]?dark['"]?\]/]) {
    const expected = variables(theirs, selector);
    for (const [name, value] of variables(ours, selector)) {
      assert.equal(value, expected.get(name), `${name} in ${selector.source}`);
    }
  }
});
