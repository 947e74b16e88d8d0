/**
 * The theme's code block content, with Prism's extra languages registered first (plugins/lazy-prism-languages).
 * The import below is for its side effect and must stay above the component import.
 *
 * During hydration it adopts the server's highlighted <pre> as is instead of highlighting again (issue 11:
 * the code-heavy post spent ~0.5 s of scripting in Prism at load). The theme's CodeBlock remounts every
 * block right after hydration anyway (its `key={String(isBrowser)}`, to apply the reader's colour-mode
 * theme), so the first, hydrating render was highlighting work thrown away at once.
 */
import '../../../register-languages';
import type {ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-init/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

export default function CodeBlockContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser(); // false on the server and in the hydrating render, true after
  const {wordWrap} = useCodeBlockContext();
  if (ExecutionEnvironment.canUseDOM && !isBrowser) {
    // React keeps the server's children of an element hydrated with dangerouslySetInnerHTML. The ref is
    // the one the theme's Content sets: the word-wrap button measures the <pre> once mounted.
    return (
      <pre ref={wordWrap.codeBlockRef} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
    );
  }
  return <Content {...props} />;
}
