/**
 * Values the product fixes: routes, links, search and zoom settings, the site's names.
 * One typed module so that config, components, plugins and tests agree on them. Only values the site
 * itself uses live here; spec values that only tests check live in tests/support/spec.ts.
 * Safe to import from browser code: it reads no environment variables.
 */

export const SITE = {
  title: 'D-Lab Flow 도움말 센터',
  tagline:
    '데이터 수집부터 라벨링, 모델 학습과 평가까지 AI 개발의 모든 과정을 코드 없이 하나의 플랫폼에서 끝낼 수 있습니다.',
  locale: 'ko',
  organizationName: 'grit-docs',
  projectName: 'dlabflow',
  copyright: 'Copyright © 2025 강원ICT융합연구원. All rights reserved.',
  /** The keywords of every page without its own (front matter `keywords`); search leaves them out. */
  keywords: 'D-Lab Flow, 노코드 AI, 라벨링, 객체 탐지, 모델 학습, 강원ICT융합연구원',
} as const;

/** Size of static/img/logo.svg and logo-dark.svg (drawn by scripts/logo/render.ts, which checks it). */
export const LOGO_SIZE = {width: 126, height: 32} as const;

/** Defaults for the deploy target; both can be overridden by env (see src/config/env.ts). */
export const DEFAULT_SITE_URL = 'https://grit-docs.github.io';
export const DEFAULT_BASE_URL = '/dlabflow/';

/** Routes relative to the base URL. */
export const ROUTES = {
  home: '/',
  docsRoot: '/docs',
  intro: '/docs/intro',
  blog: '/blog',
  blogArchive: '/blog/archive',
  blogAuthors: '/blog/authors',
  blogTags: '/blog/tags',
  markdownPage: '/markdown-page',
  search: '/search',
  faq: '/docs/faq',
  glossary: '/docs/glossary',
  limits: '/docs/limits',
  releaseNotes: '/docs/release_notes',
  /** 문의하기: where to ask, what to write (linked from the navbar, the footer, the sidebar, 404, search). */
  support: '/docs/support',
} as const;

export const DOCS_SIDEBAR_ID = 'tutorialSidebar';
export const DOCS_VERSION_LABEL = 'Next';

/** Category index pages under /docs/category/<slug>, in sidebar (workflow) order. */
export const DOC_CATEGORIES = {
  dataManagement: {slug: 'data-management', label: '데이터 관리'},
  trainingDataManagement: {slug: 'training-data-management', label: '학습 데이터 관리'},
  aiLearningManagement: {slug: 'ai-learning-management', label: 'AI 학습 관리'},
  aiProject: {slug: 'ai-project', label: 'AI 프로젝트'},
  aiModelManagement: {slug: 'ai-model-management', label: 'AI 모델 관리'},
  deviceManagement: {slug: 'data-collection-device-management', label: '데이터 수집 장치 관리'},
  systemManagement: {slug: 'system-management', label: '시스템 관리'},
} as const;

export const EXTERNAL_URLS = {
  product: 'https://dlabflow.grit.re.kr/',
  medbiz: 'https://medbiz.or.kr/',
  chatbot: 'https://chatgpt.com/g/g-68464343c35c8191a08b1cd8c1d9a976-d-lab-flow-ai-doumi',
  repository: 'https://github.com/grit-docs/dlabflow',
  instituteHome: 'https://grit.gwnu.ac.kr/',
  institute: {
    about: 'https://grit.gwnu.ac.kr/contents?bmcode=about',
    location: 'https://grit.gwnu.ac.kr/contents?bmcode=location',
    technology: 'https://grit.gwnu.ac.kr/contents?bmcode=tech',
    companySupport: 'https://grit.gwnu.ac.kr/contents?bmcode=support',
    softwareTesting: 'https://grit.gwnu.ac.kr/contents?bmcode=kolas1',
    notices: 'https://grit.gwnu.ac.kr/board/list?bmcode=notice',
  },
  /** The institute's support address (docs/support.md): every mailto of the site is built from this one. */
  contactEmail: 'gritdevops@gmail.com',
} as const;

/** Search values the site sets; the ones DocSearch already meets are in tests/support/spec.ts. */
export const SEARCH = {
  /** The modal's input (patches/docsearch-modal.ts) and `/search?q=` (src/theme/SearchPage). */
  queryMaxLength: 64,
  /** Snippet length in words (src/theme/SearchBar); DocSearch v4 asks for 15 everywhere. */
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  smallScreenMaxWidthPx: 768,
} as const;

/** Image zoom behaviour. */
export const IMAGE_ZOOM = {
  /** Images in Markdown content, except those inside links: clicking those follows the link. */
  selector: '.markdown img:not(a img)',
  overlayLight: 'rgba(101,108,133,0.8)',
  overlayDark: 'rgba(9,10,17,0.8)',
  transitionSeconds: 0.4,
  grabPressMs: 200,
  /** How much a grabbed image grows beyond its zoomed size (as in the `zooming` library). */
  grabScaleExtra: 0.5,
  closeOnScrollPx: 40,
} as const;
