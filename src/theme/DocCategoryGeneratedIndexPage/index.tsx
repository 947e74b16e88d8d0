/** Swizzle (wrap, safe): a category's index page plus its share card (plugins/social-cards). */
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import SocialCardMeta from '@site/plugins/social-cards/client/SocialCardMeta';
import {useDocSection} from '@site/plugins/social-cards/client/useDocSection';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {permalink, title} = props.categoryGeneratedIndex;
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <SocialCardMeta permalink={permalink} title={title} section={useDocSection()} />
    </>
  );
}
