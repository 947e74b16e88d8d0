/**
 * The theme's code block content with Prism's extra languages registered first: everything that highlights
 * in the browser, in one chunk that ./theme/CodeBlock/Content loads only when a block must be highlighted
 * there. The side-effect import must stay above the component's.
 */
import './register-languages';
import type {ReactNode} from 'react';
import Content from '@theme-init/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

export default function HighlightedContent(props: Props): ReactNode {
  return <Content {...props} />;
}
