// Aliased by ./index.ts: ./HighlightedContent on the server, ./LazyHighlightedContent in the browser.
declare module '@lazy-prism-languages/highlighted' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/CodeBlock/Content';

  export default function Highlighted(props: Props): ReactNode;
}
