import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {suggestionIssueUrl} from '@site/src/utils/suggestionIssue';
import styles from './styles.module.css';

/** What the link needs of a doc or a post. */
export interface PageMeta {
  title: string;
  /** Path with the base URL, e.g. /dlabflow/docs/intro. */
  permalink: string;
}

/** Opens a new GitHub issue about this page, titled after it and with its address in the body. */
export default function SuggestImprovement({editUrl, page}: {editUrl: string; page: PageMeta}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const pageUrl = `${siteConfig.url}${page.permalink}`;
  const href = suggestionIssueUrl({
    editUrl,
    title: translate(
      {id: 'page.suggestImprovement.issueTitle', message: '[개선 제안] {title}'},
      {title: page.title},
    ),
    body: translate(
      {
        id: 'page.suggestImprovement.issueBody',
        message: '페이지: {pageUrl}\n\n무엇이 틀렸거나 부족한지, 어떻게 고치면 좋을지 적어 주세요.\n',
      },
      {pageUrl},
    ),
  });
  if (!href) return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      <Translate id="page.suggestImprovement.label">이 페이지 개선 제안</Translate>
    </Link>
  );
}
