import type {ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import SuggestImprovement, {type PageMeta} from '@site/src/components/SuggestImprovement';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

type Props = WrapperProps<typeof EditThisPageType>;

/** Title and permalink of the doc being shown (inside DocProvider). */
function DocSuggestion({editUrl}: Props): ReactNode {
  const {metadata} = useDoc();
  return <SuggestImprovement editUrl={editUrl} page={metadata satisfies PageMeta} />;
}

/** Title and permalink of the post being shown (inside BlogPostProvider). */
function BlogPostSuggestion({editUrl}: Props): ReactNode {
  const {metadata} = useBlogPost();
  return <SuggestImprovement editUrl={editUrl} page={metadata satisfies PageMeta} />;
}

const SUGGESTION_BY_PLUGIN: Record<string, (props: Props) => ReactNode> = {
  'docusaurus-plugin-content-docs': DocSuggestion,
  'docusaurus-plugin-content-blog': BlogPostSuggestion,
};

/**
 * "이 페이지 편집" plus, beside it, "이 페이지 개선 제안". The edit link is only rendered by docs and
 * blog posts; the route context says which, so each branch reads its own page context.
 */
export default function EditThisPageWrapper(props: Props): ReactNode {
  const Suggestion = SUGGESTION_BY_PLUGIN[useRouteContext().plugin.name];
  return (
    <>
      <EditThisPage {...props} />
      {Suggestion && <Suggestion {...props} />}
    </>
  );
}
