/**
 * Browser side of `@lazy-prism-languages/highlighted` (see ./index.ts): ./HighlightedContent, loaded on first
 * render. Until Prism arrives the block shows its code unhighlighted, in a <pre> that carries the word-wrap ref.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

const HighlightedContent = lazy(() => import('./HighlightedContent'));

export default function LazyHighlightedContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <Suspense
      fallback={
        <pre ref={wordWrap.codeBlockRef} className={props.className} tabIndex={0}>
          <code>{metadata.code}</code>
        </pre>
      }
    >
      <HighlightedContent {...props} />
    </Suspense>
  );
}
