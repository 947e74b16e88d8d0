import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The repository root, wherever a script is started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** True when the module with this import.meta.url is the script node was started with. */
export function isMain(importMetaUrl: string): boolean {
  return process.argv[1] !== undefined && fileURLToPath(importMetaUrl) === path.resolve(process.argv[1]);
}
