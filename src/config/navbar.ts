import type {Navbar} from '@docusaurus/theme-common';
import {DOCS_SIDEBAR_ID, LOGO_SIZE, ROUTES} from './constants';

/**
 * Top navbar: logo, Docs and Blog on the left, 문의하기 and search on the right. On a phone the right-hand links
 * move into the menu (the footer carries 문의하기 on every page too).
 */
export const navbar = {
  hideOnScroll: true,
  logo: {
    alt: 'D-Lab Flow 로고',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    ...LOGO_SIZE,
  },
  items: [
    {type: 'docSidebar', sidebarId: DOCS_SIDEBAR_ID, position: 'left', label: 'Docs'},
    {to: ROUTES.blog, label: 'Blog', position: 'left'},
    {to: ROUTES.support, label: '문의하기', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
