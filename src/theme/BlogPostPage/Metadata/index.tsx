/**
 * Swizzle (wrap, safe): the post's metadata plus its share card (plugins/social-cards), which replaces the
 * post's SVG cover as og:image: KakaoTalk and Facebook show no preview for an SVG.
 */
import type {ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMeta from '@site/plugins/social-cards/client/SocialCardMeta';
import {SECTION_FALLBACKS} from '@site/plugins/social-cards/card';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <SocialCardMeta
        permalink={metadata.permalink}
        title={metadata.title}
        section={SECTION_FALLBACKS.blog}
      />
    </>
  );
}
