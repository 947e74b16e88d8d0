/**
 * Algolia mode: what the browser's query reader (shared/algoliaQuery.ts) needs of the site's words, which local
 * mode reads from its index: the glossary, the Latin words of the docs (a spelled acronym, 지피유, is read as the
 * one the docs have, gpu rather than zpu) and the Hangul words of the docs that are letter names only (아이디 is a
 * word, never i-d). Read from the Markdown sources, since the browser bundle is made before the HTML is.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {QueryVocabulary} from '../shared/algoliaQuery';
import type {GlossaryGroup} from '../shared/glossary';
import {spelledLetters} from '../shared/hangul';
import {isHangul, stem, words} from '../shared/tokenizer';

/** A dictated acronym is short: longer Latin words are never spelled out letter by letter. */
const MAX_SPELLED_LETTERS = 8;

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true}).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The vocabulary of the texts: sorted, so that the bundle is the same for the same docs. */
export function vocabularyOf(texts: Iterable<string>, glossary: readonly GlossaryGroup[]): QueryVocabulary {
  const latin = new Set<string>();
  const letterNames = new Set<string>();
  for (const text of texts) {
    for (const word of words(text)) {
      if (!isHangul(word)) {
        if (/^[a-z][a-z0-9]+$/.test(word) && word.length <= MAX_SPELLED_LETTERS) latin.add(word);
        continue;
      }
      for (const form of new Set([word, stem(word)]))
        if (spelledLetters(form).length > 0) letterNames.add(form);
    }
  }
  return {glossary, latinWords: [...latin].sort(), letterNameWords: [...letterNames].sort()};
}

/** The vocabulary of the Markdown under `dirs` (the docs and the blog). */
export async function readQueryVocabulary(
  dirs: string[],
  glossary: readonly GlossaryGroup[],
): Promise<QueryVocabulary> {
  const files = (await Promise.all(dirs.map(markdownFiles))).flat();
  const texts = await Promise.all(files.map((file) => fs.readFile(file, 'utf8')));
  return vocabularyOf(texts, glossary);
}
