/**
 * The theme's English UI strings, taken from the English base translations that ship with
 * @docusaurus/theme-translations, as fragments a reader could see (placeholders and plural
 * separators removed). A page that shows one of them has an untranslated theme string.
 */
import fs from 'node:fs';
import path from 'node:path';

const BASE_FILES = ['theme-common.json', 'theme-search-algolia.json'];
/** English that Docusaurus hard-codes outside the translation files. */
const HARD_CODED = [
  'This page crashed',
  'Try again',
  'Retry',
  'did not load properly',
  'baseUrl configuration',
];
/** Too short or too generic to tell a theme string from content (product names, code). */
const MIN_LETTERS = 4;

export function englishThemeFragments(): string[] {
  const dir = path.join(
    path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
    'locales/base',
  );
  const fragments = new Set<string>(HARD_CODED);
  for (const file of BASE_FILES) {
    const messages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(messages)) {
      if (id.endsWith('___DESCRIPTION')) continue;
      for (const part of message.split(/\{[^}]*\}|\|/)) {
        const fragment = part.trim().replace(/^[^A-Za-z]+|[^A-Za-z.?!]+$/g, '');
        if ((fragment.match(/[A-Za-z]/g) ?? []).length >= MIN_LETTERS) fragments.add(fragment);
      }
    }
  }
  return [...fragments].sort();
}
