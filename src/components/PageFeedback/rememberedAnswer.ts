/**
 * The answer given on a page, kept in the site's storage so that a reload does not ask again. Through the theme's
 * storage slots: they use the site's storage and namespace and do nothing where storage is blocked; a stored value
 * other than the two answers (an older version's, a hand edit) counts as no answer.
 */
import {createStorageSlot} from '@docusaurus/theme-common';

export type Answer = 'yes' | 'no';

const slot = (permalink: string) => createStorageSlot(`page-feedback:${permalink}`);

export function rememberedAnswer(permalink: string): Answer | null {
  const value = slot(permalink).get();
  return value === 'yes' || value === 'no' ? value : null;
}

export function rememberAnswer(permalink: string, answer: Answer): void {
  slot(permalink).set(answer);
}
