/**
 * Unit tests that read a build (build/ or build-algolia/) run in `npm test`, which builds first and sets
 * REQUIRE_BUILD=1, so a missing build fails there. Run alone (`npm run test:unit`) before any build, they skip
 * with the command that makes what they read, instead of failing for a reason unrelated to the change at hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from '../../scripts/lib/paths';

/** `false` when the artefact is there (or required); otherwise the reason to skip, for node:test's `skip`. */
export function skipWithoutBuild(relativeFile: string, makeIt: string): string | false {
  if (fs.existsSync(path.join(REPO_ROOT, relativeFile)) || process.env.REQUIRE_BUILD === '1') return false;
  return `${relativeFile} is missing: run \`${makeIt}\` first (npm test builds it)`;
}
