/**
 * The page-feedback endpoint baked into the second test build (build-algolia/, scripts/build-search-algolia.ts) as
 * FEEDBACK_URL, so that the POST can be tested; the main build has none and tests the e-mail. Not a real host:
 * every request to it is intercepted.
 */
export const FAKE_FEEDBACK_URL = 'https://feedback.example.test/v1/page-feedback';
