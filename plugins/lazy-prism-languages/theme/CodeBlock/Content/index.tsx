/**
 * The theme's code block content, highlighted by Prism only where the browser must highlight.
 *
 * The server renders every block highlighted in the default colour mode (Prism's token colours are inline
 * styles). In the browser a block hydrated from that markup keeps it as is, for as long as the reader's colour
 * mode is the server's: nothing is highlighted again and Prism is not even downloaded (the code-heavy post
 * spent ~0.5 s of its load in Prism). Once the mode differs (dark from the start, or toggled) the
 * block loads Prism (`@lazy-prism-languages/highlighted`: a lazy chunk in the browser, a plain import on the
 * server) and renders highlighted in that mode, live from then on; a block mounted by client-side navigation
 * does so at once. While Prism loads, the code shows unhighlighted. ../index.tsx removes the theme's remount that would undo the adoption.

 */
import {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Highlighted from '@lazy-prism-languages/highlighted';

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
  // Adopted only when mounted by hydration: a block mounted by client navigation is live at once.
  const [live, setLive] = useState(() => !ExecutionEnvironment.canUseDOM || isBrowser);
  // Derived state, sticky: once live, a block never goes back to the (then stale) server markup.
  if (!live && isBrowser && colorMode !== serverColorMode) setLive(true);
  if (live) return <Highlighted {...props} />;
  // React keeps the server's children of an element hydrated with dangerouslySetInnerHTML, and never touches
  // them again while the prop stays the same object. The ref is the one the theme's Content sets: the
  // word-wrap button measures the <pre> once mounted. No Suspense boundary around it: the boundary would
  // hydrate after its parent, whose word-wrap effect then finds no <pre>.
  return (
    <pre ref={wordWrap.codeBlockRef} dangerouslySetInnerHTML={ADOPT_SERVER_HTML} suppressHydrationWarning />
  );
}
