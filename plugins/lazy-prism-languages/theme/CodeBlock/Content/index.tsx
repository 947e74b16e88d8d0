/**
 * The theme's code block content, with Prism's extra languages registered first (plugins/lazy-prism-languages).
 * The import below is for its side effect and must stay above the component import.
 *
 * In the browser it keeps the server's highlighted <pre> (adopted during hydration, never rebuilt) for as long
 * as it would render the same thing: Prism's token colours are inline styles of the server's colour mode
 * (`colorMode.defaultMode`). Once the reader's colour mode differs (dark from the start, or toggled), it
 * renders the theme's Content, highlighted in that mode, and stays live from then on. A block mounted by
 * client-side navigation renders the theme's Content at once. The code-heavy post spent ~0.5 s highlighting
 * again at load (issue 11); light-mode readers now pay nothing, dark-mode ones one highlight (as before). ../index.tsx removes the theme's remount that would undo this.
 */
import '../../../register-languages';
import {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-init/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

/**
 * One object for every render: React 19 rewrites innerHTML whenever the `dangerouslySetInnerHTML` object
 * changes identity (not only its `__html`), which would empty the adopted block on the next render.
 */
const ADOPT_SERVER_HTML = {__html: ''};

export default function CodeBlockContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser(); // false on the server and in the hydrating render, true after
  const {colorMode} = useColorMode();
  const serverColorMode = useThemeConfig().colorMode.defaultMode;
  const {wordWrap} = useCodeBlockContext();
  // Adopted only when mounted by hydration: a block mounted by client navigation renders at once.
  const [live, setLive] = useState(() => !ExecutionEnvironment.canUseDOM || isBrowser);
  // Derived state, sticky: once live, a block never goes back to the (then stale) server markup.
  if (!live && isBrowser && colorMode !== serverColorMode) setLive(true);
  if (!live) {
    // React keeps the server's children of an element hydrated with dangerouslySetInnerHTML, and never
    // touches them again while the prop stays the same object. The ref is the one the theme's Content sets: the
    // word-wrap button measures the <pre> once mounted.
    return (
      <pre ref={wordWrap.codeBlockRef} dangerouslySetInnerHTML={ADOPT_SERVER_HTML} suppressHydrationWarning />
    );
  }
  return <Content {...props} />;
}
