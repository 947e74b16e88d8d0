import path from 'node:path';

// CommonJS names on purpose: the package has no "type": "module", so tsx, Docusaurus (jiti) and
// Playwright all load our TypeScript as CommonJS. Node ≥ 20.19 re-parses a compiled file that
// mentions import.meta as an ES module, and Playwright's config then fails with "exports is not defined".
// eslint.config.mjs forbids import.meta for that reason.

/** The repository root, wherever a script is started from. */
export const REPO_ROOT = path.resolve(__dirname, '../..');
