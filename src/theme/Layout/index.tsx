/**
 * Swizzle (wrap, safe): the original Layout plus the floating AI chatbot link, so the link is on
 * every page that uses the Layout (all routes, including the not-found page).
 */
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import ChatbotButton from '@site/src/components/ChatbotButton';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <>
      <Layout {...props} />
      <ChatbotButton />
    </>
  );
}
