/**
 * Swizzle (wrap, safe): DocSearch v4 labels its search input with a visually hidden 'Search' that
 * Docusaurus 3.10.2 still does not translate (`searchBox.searchInputLabel`). Screen readers would read it
 * in English; our Korean translation of that id (i18n/ko/code.json) is passed through here.
 */
import {translate} from '@docusaurus/Translate';
import translations from '@theme-original/SearchTranslations';

export default {
  ...translations,
  modal: {
    ...translations.modal,
    searchBox: {
      ...translations.modal?.searchBox,
      searchInputLabel: translate({
        id: 'theme.SearchModal.searchBox.searchInputLabel',
        message: 'Search',
        description: 'The hidden label of the search input in the search modal',
      }),
    },
  },
} satisfies typeof translations;
