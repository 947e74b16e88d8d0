/**
 * Swizzle (wrap, safe): the original breadcrumbs with the "페이지 복사" button beside them, on every doc
 * page and category index (the pages plugins/llms-txt writes a Markdown copy of).
 */
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageButton from '@site/src/components/CopyPageButton';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs {...props} />
      <CopyPageButton />
    </div>
  );
}
