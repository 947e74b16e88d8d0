/**
 * Binds a local plugin to its options in a closure, so the options stay on the build machine.
 *
 * Docusaurus serialises the whole site config, `[plugin, options]` tuples included, into
 * `.docusaurus/docusaurus.config.mjs`, which is part of every page's `main.js`. Our plugins' options are read
 * only at build time (the search glossary, font file paths, llms.txt text): as tuples they cost every reader
 * 1.2 KB gzip on every first load, and put the build machine's absolute paths (the font file) into the bundle,
 * so `main.js` changed hash with the checkout's location. A plugin given as a function is serialised as
 * `null`. Browser code that needs an option gets it from its plugin explicitly (see plugins/search-local,
 * `@search-local/options`). Guarded by tests/unit/build-integrity.test.ts (no option text in main.js).
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

export function buildTimePlugin<Options, Content>(
  plugin: (context: LoadContext, options: Options) => Plugin<Content> | Promise<Plugin<Content>>,
  options: Options,
): PluginModule {
  const bound = (context: LoadContext) => plugin(context, options);
  // PluginModule is typed for Plugin<unknown>; a plugin's own Content type is safe here (Docusaurus hands
  // each plugin back the content it loaded), but TypeScript cannot see it through the function's variance.
  return bound as unknown as PluginModule;
}
