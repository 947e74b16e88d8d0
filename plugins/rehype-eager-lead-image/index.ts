/**
 * Loads a page's lead image at once: the first image before the page's first section heading is on the first
 * screen of a phone, often its largest paint, and the theme's `loading="lazy"` on every Markdown image held it back
 * until layout had placed it (Lighthouse's LCP on the longest post: an element render delay of 400 ms).
 * By then Docusaurus has turned Markdown images into JSX (`<img src={require(…)}>`), hence both node shapes.
 */
import type {Element, Root} from 'hast';
import type {MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import {EXIT, visit} from 'unist-util-visit';

type Image = Element | MdxJsxTextElementHast | MdxJsxFlowElementHast;

const isSectionHeading = (node: {type: string; tagName?: string}): boolean =>
  node.type === 'element' && /^h[2-6]$/.test(node.tagName ?? '');

function isImage(node: {type: string; tagName?: string; name?: string | null}): boolean {
  if (node.type === 'element') return node.tagName === 'img';
  return (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'img';
}

/**
 * `loading="eager"` only, not `fetchpriority="high"` as well: a blog list shows each post's lead image, and ten
 * high-priority downloads would compete with each other.
 */
function markEager(image: Image): void {
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

export default function rehypeEagerLeadImage() {
  return (tree: Root): void => {
    visit(tree, (node) => {
      if (isSectionHeading(node)) return EXIT;
      if (!isImage(node)) return undefined;
      markEager(node as Image);
      return EXIT;
    });
  };
}
