/** Swizzle (wrap, safe): a Markdown page plus its share card (plugins/social-cards). */
import type {ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import SocialCardMeta from '@site/plugins/social-cards/client/SocialCardMeta';
import {markdownPageTitle, SECTION_FALLBACKS} from '@site/plugins/social-cards/card';

type Props = WrapperProps<typeof MDXPageType>;

export default function MDXPageWrapper(props: Props): ReactNode {
  const {metadata} = props.content;
  const title = markdownPageTitle(metadata);
  return (
    <>
      <MDXPage {...props} />
      {title && (
        <SocialCardMeta permalink={metadata.permalink} title={title} section={SECTION_FALLBACKS.page} />
      )}
    </>
  );
}
