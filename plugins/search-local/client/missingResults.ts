/**
 * The no-results screen's 'Let us know.' link: DocSearch shows it only when the modal gets
 * `getMissingResultsUrl`, a function, which docusaurus.config.ts cannot carry (the generated config is JSON).
 * src/theme/SearchBar passes it as a prop, in both search modes.
 */
import options from '@search-local/options';

export function missingResultsUrl({query}: {query: string}): string {
  const params = new URLSearchParams({
    title: `검색 결과 없음: ${query}`,
    body: `도움말 센터에서 '${query}'(으)로 검색했지만 결과가 없었습니다. 찾으려던 내용:\n\n`,
  });
  return `${options.newIssueUrl}?${params}`;
}
