/**
 * Values a browser keeps for the site can be anything: left by an older version, an extension or a hand edit.
 * The theme's inline colour-mode script sets data-theme to whatever it finds under the colour-mode key, and
 * with an unknown value the page loses its logo and its colour-mode toggle. This plugin adds, before that script,
 * one that removes stored values the site cannot use, so the defaults apply and the next choice is stored anew.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {storageGuardScript} from './script';

export default function storageGuardPlugin(context: LoadContext): Plugin<void> {
  const {type, namespace} = context.siteStorage;
  const script = storageGuardScript({
    storageType: type,
    // Keys as the theme names them (theme-common's colour-mode context and inline script).
    colorModeKey: `theme${namespace}`,
    colorModeParam: 'docusaurus-theme',
    colorModes: ['light', 'dark'],
    // DocSearch's own prefix, without the site's namespace: DocSearch does not use it.
    docSearchKeyPrefix: '__DOCSEARCH_',
  });
  return {
    name: 'storage-guard',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
