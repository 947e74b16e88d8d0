/**
 * Swizzle (wrap): the original post, preceded on the post's own page (not in lists) by the letterhead a
 * printed post starts with.
 */
import type {ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PrintHeader from '@site/src/components/PrintHeader';

type Props = WrapperProps<typeof BlogPostItemType>;

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PrintHeader title={metadata.title} lastUpdatedAt={metadata.lastUpdatedAt} />}
      <BlogPostItem {...props} />
    </>
  );
}
