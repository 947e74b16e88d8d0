/**
 * Values readers meet that only the tests read: the site does not set them, it gets
 * them from Docusaurus, DocSearch or Infima, and the tests prove that what readers meet has these values.
 * Values the site itself sets live in src/config/constants.ts and are re-exported here where tests need them.
 */
import {SEARCH as SITE_SEARCH} from '../../src/config/constants';

/** Browser storage keys. */
export const STORAGE_KEYS = {colorMode: 'theme'} as const;

/** Search limits and sizes. */
export const SEARCH = {
  ...SITE_SEARCH,
  hitsPerPage: 20,
  hitsPerGroup: 5,
  noResultsSuggestions: 3,
  /** Contextual search's tag for the default docs version. */
  defaultSearchTag: 'default',
} as const;
