/**
 * i18n/ko/code.json ships whole in every page's main.js: Docusaurus bundles all code translations of a locale,
 * used or not. Our components are written in Korean (the site's only locale), so their default messages are what
 * readers see, and a copy here only costs every page bytes of its first load.
 * The file holds the theme's strings we translate or reword, and the searched-query notice the search tests read.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import koreanCode from '../../i18n/ko/code.json';

const ALLOWED = /^(theme\.|search\.searchedQuery\.)/;

test('i18n/ko/code.json holds only theme strings and the notice strings the tests read', () => {
  const own = Object.keys(koreanCode).filter((id) => !ALLOWED.test(id));
  assert.deepEqual(
    own,
    [],
    'our components carry their Korean as default messages: drop these ids (`npm run write-translations` adds them back)',
  );
});
