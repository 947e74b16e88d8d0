/**
 * Swizzle (wrap, safe): the post's footer unchanged, then, on the post's own page (not in lists),
 * "이 문서가 도움이 되었나요?" (PageFeedback).
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function BlogPostItemFooterWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <PageFeedback permalink={metadata.permalink} />}
    </>
  );
}
