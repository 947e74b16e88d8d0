/**
 * Docusaurus core shows a hard-coded English banner ('Your Docusaurus site did not load properly.')
 * on the home page when the site's JavaScript fails to load, usually because of a wrong baseUrl.
 * The banner is built by an inline script precisely because nothing else can run then, so it cannot
 * be translated through i18n. This plugin adds a second inline script, registered after core's, that
 * rewrites the banner's text in Korean and keeps core's logic (when to show it, the suggested baseUrl).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {bannerTranslationScript} from './script';

export default function baseUrlBannerKoPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'base-url-banner-ko',
    injectHtmlTags() {
      if (!context.siteConfig.baseUrlIssueBanner) return {};
      return {
        postBodyTags: [{tagName: 'script', innerHTML: bannerTranslationScript(context.siteConfig.baseUrl)}],
      };
    },
  };
}
