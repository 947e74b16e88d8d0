import type {Footer} from '@docusaurus/theme-common';
import {LOGO_SIZE, DOC_CATEGORIES, EXTERNAL_URLS, ROUTES, SITE} from './constants';

const category = (c: {slug: string; label: string}) => ({
  label: c.label,
  to: `/docs/category/${c.slug}`,
});

/** Footer: help-center links, the institute's pages, the platforms. */
export const footer = {
  style: 'dark',
  logo: {
    alt: '강원ICT융합연구원 D-Lab Flow',
    src: 'img/logo-dark.svg',
    href: EXTERNAL_URLS.instituteHome,
    ...LOGO_SIZE,
  },
  links: [
    {
      title: '도움말 센터',
      items: [
        {label: '빠르게 시작하기', to: ROUTES.intro},
        category(DOC_CATEGORIES.dataManagement),
        category(DOC_CATEGORIES.trainingDataManagement),
        category(DOC_CATEGORIES.aiLearningManagement),
        category(DOC_CATEGORIES.deviceManagement),
        category(DOC_CATEGORIES.systemManagement),
        {label: '문의하기', to: ROUTES.support},
      ],
    },
    {
      title: '강원ICT융합연구원',
      items: [
        {label: '연구원 소개', href: EXTERNAL_URLS.institute.about},
        {label: '찾아오시는 길', href: EXTERNAL_URLS.institute.location},
        {label: '보유 기술 소개', href: EXTERNAL_URLS.institute.technology},
        {label: '기업 지원 소개', href: EXTERNAL_URLS.institute.companySupport},
        {label: 'SW 시험 소개', href: EXTERNAL_URLS.institute.softwareTesting},
        {label: '공지사항', href: EXTERNAL_URLS.institute.notices},
      ],
    },
    {
      title: '보유 플랫폼',
      items: [
        {label: 'D-Lab Flow', href: EXTERNAL_URLS.product},
        {label: 'MEDBIZ', href: EXTERNAL_URLS.medbiz},
      ],
    },
  ],
  copyright: SITE.copyright,
} satisfies Footer;
