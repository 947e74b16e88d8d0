/**
 * The lazy stand-in (./lazyMediumZoom.ts) answers only `update` and `detach`: if docusaurus-plugin-image-zoom
 * starts calling another medium-zoom method, this fails and the stand-in must grow that method.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';

test('docusaurus-plugin-image-zoom calls no medium-zoom method but update and detach', () => {
  const source = fs.readFileSync(require.resolve('docusaurus-plugin-image-zoom/lib/zoom.js'), 'utf8');
  assert.match(
    source,
    /mediumZoom\(selector, config\)/,
    'the plugin no longer calls mediumZoom(selector, config)',
  );
  const called = new Set([...source.matchAll(/zoomObject\.(\w+)\(/g)].map((m) => m[1]));
  assert.deepEqual([...called].sort(), ['detach', 'update']);
});
