/** Glossary groups: words that find each other (two-way synonyms). The site's list is src/config/search-glossary.ts. */
export type GlossaryGroup = readonly string[];
