/**
 * Loads a page's lead image at once: the first image before the page's first section heading is on the first
 * screen of a phone, often its largest paint, and the theme's `loading="lazy"` on every Markdown image held it back
 * until layout had placed it (Lighthouse's LCP on the longest post: an element render delay of 400 ms).
 * By then Docusaurus has turned Markdown images into JSX (`<img src={require(…)}>`), hence both node shapes.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxAttribute, MdxJsxTextElementHast, MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';

type Node = Root | RootContent | ElementContent;
type JsxElement = MdxJsxTextElementHast | MdxJsxFlowElementHast;

function isJsx(node: Node): node is JsxElement {
  return node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';
}

const isSectionHeading = (node: Node): boolean =>
  node.type === 'element' && /^h[2-6]$/.test((node as Element).tagName);

/**
 * `loading="eager"` only, not `fetchpriority="high"` as well: a blog list shows each post's lead image, and ten
 * high-priority downloads would compete with each other.
 */
function markEager(image: Element | JsxElement): void {
  if (image.type === 'element') {
    image.properties.loading = 'eager';
    return;
  }
  const others = image.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === 'loading'));
  image.attributes = [
    ...others,
    {type: 'mdxJsxAttribute', name: 'loading', value: 'eager'} satisfies MdxJsxAttribute,
  ];
}

/** The first image in document order, or 'heading' when a section heading comes first. */
function leadImage(node: Node): Element | JsxElement | 'heading' | undefined {
  if (isSectionHeading(node)) return 'heading';
  if ((node.type === 'element' && node.tagName === 'img') || (isJsx(node) && node.name === 'img')) {
    return node as Element | JsxElement;
  }
  if (!('children' in node)) return undefined;
  for (const child of node.children as Node[]) {
    const found = leadImage(child);
    if (found) return found;
  }
  return undefined;
}

export default function rehypeEagerLeadImage() {
  return (tree: Root): void => {
    const image = leadImage(tree);
    if (image && image !== 'heading') markEager(image);
  };
}
