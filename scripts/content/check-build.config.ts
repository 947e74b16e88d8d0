/**
 * The site's config for `npm run check:content`'s build: the same routes, pages and links, without the steps that
 * only write files after the pages exist (the search index, llms.txt and its Markdown copies, the font subsets).
 * Those steps read the built HTML and add no page or link, so the link and anchor checks see what the real build has.
 */
import type {Config, LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import path from 'node:path';
import siteConfig from '../../docusaurus.config';
import {REPO_ROOT} from '../lib/paths';

/** Plugins whose only build work is a postBuild step over the finished HTML. */
const POST_BUILD_ONLY = new Set(['search-local', 'llms-txt', 'korean-font-subset']);

type PluginFactory = (context: LoadContext, options: unknown) => Plugin | Promise<Plugin>;

function withoutPostBuild(plugin: PluginConfig): PluginConfig {
  // Docusaurus resolves a plugin path from the config file's folder; this file is not at the root.
  if (typeof plugin === 'string' && plugin.startsWith('.')) return path.join(REPO_ROOT, plugin);
  if (typeof plugin !== 'function') return plugin;
  const factory = plugin as unknown as PluginFactory;
  const wrapped = async (context: LoadContext, options: unknown) => {
    const instance = await factory(context, options);
    if (!POST_BUILD_ONLY.has(instance.name)) return instance;
    const rest = {...instance};
    delete rest.postBuild;
    return rest;
  };
  return wrapped as unknown as PluginConfig;
}

const config: Config = {
  ...siteConfig,
  plugins: (siteConfig.plugins ?? []).map((plugin) => withoutPostBuild(plugin as PluginConfig)),
};

export default config;
