/**
 * The theme's code block content, highlighted by Prism only where the browser must highlight. The server renders
 * every block highlighted, with token classes only (their colours are a stylesheet per colour mode, see
 * ../../../index.ts), so a block hydrated from that markup keeps it in either colour mode and Prism is not even
 * downloaded. A block mounted by client-side navigation loads Prism (`@lazy-prism-languages/highlighted`: lazy
 * in the browser, a plain import on the server) and shows its code unhighlighted until then. ../index.tsx removes
 * the theme's remount that would undo the adoption.
 *
 * The lines sit in a box that carries their size, so the browser can skip laying them out while the block is
 * off-screen (./styles.module.css); numbered lines are a CSS table, which size containment does not apply to.
 */
import {useState, type CSSProperties, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Highlighted from '@lazy-prism-languages/highlighted';
import {codeSize} from './codeSize';
import styles from './styles.module.css';

/**
 * One object for every render: React 19 rewrites innerHTML whenever the `dangerouslySetInnerHTML` object
 * changes identity (not only its `__html`), which would empty the adopted block on the next render.
 */
const ADOPT_SERVER_HTML = {__html: ''};

function SizedLines({code, children}: {code: string; children: ReactNode}): ReactNode {
  const {lines, columns} = codeSize(code);
  const size = {'--dlab-code-lines': lines, '--dlab-code-columns': columns} as CSSProperties;
  return (
    <div className={styles.sizedLines} style={size}>
      {children}
    </div>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const lines = <Lines {...props} />;
  return metadata.lineNumbersStart === undefined ? (
    <SizedLines code={metadata.code}>{lines}</SizedLines>
  ) : (
    lines
  );
}

function Lines(props: Props): ReactNode {
  const isBrowser = useIsBrowser(); // false on the server and in the hydrating render, true after
  const {wordWrap} = useCodeBlockContext();
  // Fixed at mount: adopted when mounted by hydration, rendered by Prism when mounted by client navigation.
  const [rendered] = useState(() => !ExecutionEnvironment.canUseDOM || isBrowser);
  if (rendered) return <Highlighted {...props} />;
  // React keeps the server's children of an element hydrated with dangerouslySetInnerHTML, and never touches
  // them again while the prop stays the same object. The ref is the one the theme's Content sets: the
  // word-wrap button measures the <pre> once mounted. No Suspense boundary around it: the boundary would
  // hydrate after its parent, whose word-wrap effect then finds no <pre>.
  return (
    <pre ref={wordWrap.codeBlockRef} dangerouslySetInnerHTML={ADOPT_SERVER_HTML} suppressHydrationWarning />
  );
}
