/** Swizzle (wrap, safe): the doc's metadata plus its share card (plugins/social-cards). */
import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMeta from '@site/plugins/social-cards/client/SocialCardMeta';
import {useDocSection} from '@site/plugins/social-cards/client/useDocSection';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <SocialCardMeta permalink={metadata.permalink} title={metadata.title} section={useDocSection()} />
    </>
  );
}
