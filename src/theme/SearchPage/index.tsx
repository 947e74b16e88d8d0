/**
 * Swizzle (wrap, safe): the theme's search page sets only a title, and a page without a meta description
 * shows no summary in link previews (Lighthouse SEO flags it). The original page is rendered unchanged;
 * ./styles.css reserves the results area (issue 11).
 */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import './styles.css';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'theme.SearchPage.metaDescription',
          message: 'D-Lab Flow 도움말 센터의 사용 가이드와 블로그 글을 한 번에 검색합니다.',
          description: 'The meta description of the search page',
        })}
      />
      <SearchPage />
    </>
  );
}
