/**
 * HTML → Markdown with the unified ecosystem: hast (parsed HTML) → mdast (hast-util-to-mdast) → Markdown
 * text (mdast-util-to-markdown, with GFM for tables, task lists and strikethrough). The packages are
 * ES modules only, hence the dynamic imports: this file is loaded as CommonJS by Docusaurus and tsx.
 */
import type {Root as HastRoot, RootContent as HastContent} from 'hast';

type Modules = [
  typeof import('hast-util-from-html'),
  typeof import('hast-util-to-mdast'),
  typeof import('mdast-util-to-markdown'),
  typeof import('mdast-util-gfm'),
];

let modules: Promise<Modules> | undefined;

function loadModules(): Promise<Modules> {
  modules ??= Promise.all([
    import('hast-util-from-html'),
    import('hast-util-to-mdast'),
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm'),
  ]);
  return modules;
}

/** React's SSR leaves `<!-- -->` between text parts; they are not content. */
function withoutComments<T extends HastRoot | HastContent>(node: T): T {
  if ('children' in node) {
    node.children = node.children
      .filter((child) => child.type !== 'comment')
      .map((child) => withoutComments(child)) as typeof node.children;
  }
  return node;
}

export async function htmlToMarkdown(html: string): Promise<string> {
  const [{fromHtml}, {toMdast}, {toMarkdown}, {gfmToMarkdown}] = await loadModules();
  const hast = withoutComments(fromHtml(html, {fragment: true}));
  const mdast = toMdast(hast);
  return toMarkdown(mdast, {
    // Column padding counts characters, not display width: Korean cells would look misaligned.
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  }).trim();
}
