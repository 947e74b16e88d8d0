/** Swizzle (wrap): the original doc layout, preceded by the letterhead a printed doc starts with. */
import type {ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PrintHeader from '@site/src/components/PrintHeader';

type Props = WrapperProps<typeof LayoutType>;

export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PrintHeader title={metadata.title} lastUpdatedAt={metadata.lastUpdatedAt} />
      <Layout {...props} />
    </>
  );
}
