/**
 * Markdown that MDX cannot read (a bare `{` or `<`, a tag left open) fails the whole build. The page is parsed here
 * as Docusaurus does (heading ids escaped, HTML comments allowed), its front matter kept as blank lines, so a check of one file,
 * without a build, names the line.
 */
import {escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Finding} from '../findings';
import {blank, type MarkdownSource} from '../markdown';

interface MdxError {
  reason?: string;
  message?: string;
  line?: number;
  place?: {line?: number; start?: {line?: number}};
}

function lineOf(error: MdxError): number {
  return (
    error.line ??
    error.place?.start?.line ??
    error.place?.line ??
    Number(/\((\d+):\d+/.exec(error.reason ?? error.message ?? '')?.[1] ?? 1)
  );
}

export async function mdxSyntaxFindings(sources: MarkdownSource[]): Promise<Finding[]> {
  // ESM only, and loaded only when there is a page to parse.
  const {createProcessor} = await import('@mdx-js/mdx');
  // HTML comments (`<!-- truncate -->`) are read as Docusaurus reads them with its MDX 1 compatibility on.
  const {default: comment} = await import('@slorber/remark-comment');
  const processor = createProcessor({format: 'mdx', remarkPlugins: [comment]});
  return sources.flatMap((source): Finding[] => {
    const text = blank(source.raw.slice(0, source.bodyOffset)) + source.raw.slice(source.bodyOffset);
    try {
      processor.parse(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(text)));
      return [];
    } catch (caught) {
      const error = caught as MdxError;
      const reason = (error.reason ?? error.message ?? String(caught)).replace(
        /\s*\(\d+:\d+(-\d+:\d+)?\)$/,
        '',
      );
      return [
        {
          file: source.file,
          line: lineOf(error),
          problem: `MDX가 이 줄을 읽지 못합니다(빌드가 실패합니다): ${reason}`,
          fix: '본문의 {, }, <는 `코드`로 감싸거나 \\{, &lt;처럼 쓰고, 연 태그는 닫습니다',
          rule: 'mdx-syntax',
        },
      ];
    }
  });
}
