import type {Navbar} from '@docusaurus/theme-common';
import {DOCS_SIDEBAR_ID, LOGO_SIZE, ROUTES} from './constants';

/** Top navbar: logo, Docs and Blog on the left, search on the right. */
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
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
