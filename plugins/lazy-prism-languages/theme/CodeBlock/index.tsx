/**
 * theme-classic's CodeBlock root (3.10.2), without its `key={String(isBrowser)}`. That key remounted every code
 * block right after hydration, so the browser highlighted and rebuilt every block of the page once more even
 * when nothing differed from the server's markup (a code-heavy post's longest work at load).
 * The remount existed to apply the reader's colour mode to Prism's inline token colours; here the tokens carry
 * classes only, coloured per colour mode by a stylesheet (../../index.ts).
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** As upstream: plain string children (copyable) when there are no React elements among them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
