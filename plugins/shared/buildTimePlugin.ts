/**
 * Binds a local plugin to its options in a closure, so the options stay on the build machine. Docusaurus
 * serialises the site config, `[plugin, options]` tuples included, into every page's `main.js`: our options are
 * read only at build time (the search glossary, font paths, llms.txt text), and as tuples they would weigh on every
 * first load and put the machine's absolute paths into the bundle. A plugin given as a function is serialised
 * as `null`; browser code that needs an option gets it from its plugin (see `@search-local/options`).
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
