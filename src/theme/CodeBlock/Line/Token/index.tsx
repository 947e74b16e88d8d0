/**
 * Swizzle (eject of a pass-through the theme offers for this). Change: Prism's plain text is a bare text node,
 * not `<span class="token plain">`. Plain text takes the block's own colour, so the span changes nothing a reader
 * sees; it was two in five of a code block's elements, which every page load parses, styles and lays out.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

const isPlain = (types: readonly string[]) => types.length === 1 && types[0] === 'plain';

// `line` is taken out so that it does not land on the span as an attribute.
export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  if (isPlain(token.types)) return token.content || null;
  return <span {...props} />;
}
