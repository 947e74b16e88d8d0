/**
 * Clean paths on any static host. nginx (deploy/nginx) and scripts/serve.ts redirect
 * /x.html and /x/index.html to /x, but GitHub Pages and most static hosts serve the file and keep `.html`
 * in the address bar, where readers copy it from. This plugin adds a tiny inline script to every page's
 * <head> that replaces the address with the clean path before the site's JavaScript reads it.
 * deploy/nginx/csp.ts hashes it from the build like every other inline script.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cleanPathScript} from './script';

export default function cleanHtmlPathsPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'clean-html-paths',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: cleanPathScript(context.siteConfig.baseUrl)}]};
    },
  };
}
