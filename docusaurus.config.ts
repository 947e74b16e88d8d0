import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';

import {DOCS_VERSION_LABEL, SITE} from './src/config/constants';
import {env, searchMode} from './src/config/env';
import {koreanFontSubsetOptions} from './src/config/fonts';
import {insideGitWorkTree} from './src/config/git';
import {footer} from './src/config/footer';
import {navbar} from './src/config/navbar';
import {codeThemes, tokenClassesOnly} from './src/config/prism';
import {llmsTxtOptions} from './src/config/llms';
import {algolia, searchLocalPluginOptions} from './src/config/search';
import compileHints from './plugins/compile-hints';
import imageZoom from './plugins/image-zoom';
import koreanFontSubset from './plugins/korean-font-subset';
import lazyDocSearchCss from './plugins/lazy-docsearch-css';
import llmsTxt from './plugins/llms-txt';
import searchLocal from './plugins/search-local';
import socialCards from './plugins/social-cards';
import svgTextOutlines from './plugins/svg-text-outlines';
import {buildTimePlugin} from './plugins/shared/buildTimePlugin';
import lazyPrismLanguages from './plugins/lazy-prism-languages';
import markdownImagesAsFiles from './plugins/markdown-images-as-files';
import rehypeEagerLeadImage from './plugins/rehype-eager-lead-image';
import rehypeTaskListLabels from './plugins/rehype-task-list-labels';

/** 최종 수정일 on every doc and post, from git at build time (see src/config/git.ts). */
const showLastUpdateTime = insideGitWorkTree(__dirname);

const docs = {
  sidebarPath: './sidebars.ts',
  editUrl: env.editUrl,
  showLastUpdateTime,
  breadcrumbs: true,
  versions: {current: {label: DOCS_VERSION_LABEL}},
  rehypePlugins: [rehypeTaskListLabels, rehypeEagerLeadImage],
} satisfies DocsOptions;

const blog = {
  blogTitle: 'D-Lab Flow 블로그',
  blogDescription: 'D-Lab Flow로 데이터를 만들고 AI 모델을 학습·활용하는 튜토리얼과 실전 노하우',
  blogSidebarTitle: '전체 글',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  editUrl: env.editUrl,
  showLastUpdateTime,
  feedOptions: {
    type: ['rss', 'atom'],
    xslt: true,
    title: 'D-Lab Flow 블로그',
    description: 'D-Lab Flow 도움말 센터 블로그의 새 글',
    copyright: SITE.copyright,
    language: SITE.locale,
  },
  // Mistakes in posts fail the build instead of shipping silently.
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  rehypePlugins: [rehypeTaskListLabels, rehypeEagerLeadImage],
} satisfies BlogOptions;

const themeConfig = {
  // The home page's designed card, and that of every page without its own (plugins/social-cards draws those).
  image: 'img/social-card.png',
  metadata: [
    {name: 'keywords', content: SITE.keywords},
    // Size of img/social-card.png, so link previews can lay the card out before it downloads.
    {property: 'og:image:width', content: '1200'},
    {property: 'og:image:height', content: '630'},
    {property: 'og:image:alt', content: 'D-Lab Flow 도움말 센터'},
  ],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  ...(env.announcement && {
    announcementBar: {
      id: env.announcement.id,
      content: env.announcement.content,
      isCloseable: true,
    },
  }),
  navbar,
  footer,
  docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
  blog: {sidebar: {groupByYear: true}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {
    theme: tokenClassesOnly,
    darkTheme: tokenClassesOnly,
    additionalLanguages: ['bash', 'python', 'json', 'yaml', 'tsx'],
  },
  algolia,
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  organizationName: SITE.organizationName,
  projectName: SITE.projectName,
  trailingSlash: false,

  // A broken link, Markdown link or anchor (a link to a missing heading) fails the build instead of shipping.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},

  i18n: {defaultLocale: SITE.locale, locales: [SITE.locale]},

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      fasterByDefault: true,
      // The colour mode is stored under the key 'theme' (readers' saved choice); namespacing would rename it per site.
      siteStorageNamespacing: false,
      // Our Markdown uses `{#id}` heading ids and `<!-- truncate -->` (see markdown.mdx1Compat below).
      mdx1CompatDisabledByDefault: false,
    },
    // Rspack, SWC and Lightning CSS: several times faster builds than webpack and Babel.
    faster: true,
  },

  customFields: {
    chatbotUrl: env.chatbotUrl,
    searchMode,
    // null, not undefined: the generated config is JSON.
    feedbackUrl: env.feedbackUrl ?? null,
  },

  presets: [
    [
      'classic',
      {
        docs,
        blog,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Options only the build reads are bound in closures: see plugins/shared/buildTimePlugin.ts.
    buildTimePlugin(koreanFontSubset, koreanFontSubsetOptions),
    buildTimePlugin(searchLocal, searchLocalPluginOptions),
    './plugins/recent-posts/index.ts',
    './plugins/base-url-banner-ko/index.ts',
    './plugins/clean-html-paths/index.ts',
    buildTimePlugin(llmsTxt, llmsTxtOptions),
    lazyDocSearchCss,
    buildTimePlugin(lazyPrismLanguages, {themes: codeThemes}),
    markdownImagesAsFiles,
    svgTextOutlines,
    imageZoom,
    compileHints,
    socialCards,
    './plugins/storage-guard/index.ts',
  ],

  themeConfig,
};

export default config;
