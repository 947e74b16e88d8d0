/** Options bound with buildTimePlugin() stay out of the browser bundle (see ./buildTimePlugin.ts). Reads build/. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {koreanFontSubsetOptions} from '../../src/config/fonts';
import {llmsTxtOptions} from '../../src/config/llms';
import {searchLocalPluginOptions} from '../../src/config/search';
import {skipWithoutBuild} from '../../tests/support/build-artefacts';

const REPO_ROOT = path.resolve(__dirname, '../..');

test(
  'main.js carries no build-time plugin option and no path of the build machine',
  {skip: skipWithoutBuild('build/assets/js', 'npm run build')},
  () => {
    const jsDir = path.join(REPO_ROOT, 'build/assets/js');
    assert.ok(fs.existsSync(jsDir), 'build/ is missing: run `npm run build` first (npm test does)');
    const main = fs.readdirSync(jsDir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    assert.ok(main, 'no main.<hash>.js in build/assets/js');
    const source = fs.readFileSync(path.join(jsDir, main), 'utf8');
    const glossaryOnly = searchLocalPluginOptions.glossary.flat().find((term) => term === '어노테이션');
    for (const text of [REPO_ROOT, koreanFontSubsetOptions.fontFile, llmsTxtOptions.details, glossaryOnly!]) {
      assert.ok(!source.includes(text), `main.js contains ${JSON.stringify(text.slice(0, 40))}`);
    }
  },
);
