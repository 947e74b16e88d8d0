/**
 * The no-results screen's 'Let us know.' link (spec §8): DocSearch shows it only when `getMissingResultsUrl`
 * is given, a function, which docusaurus.config.ts cannot carry (the generated config is JSON). Set on the
 * same object SearchBar spreads onto the modal (see clientModule.ts); registered in both search modes.
 */
import siteConfig from '@generated/docusaurus.config';
import options from '@search-local/options';

export function missingResultsUrl({query}: {query: string}): string {
  const params = new URLSearchParams({
    title: `검색 결과 없음: ${query}`,
    body: `도움말 센터에서 '${query}'(으)로 검색했지만 결과가 없었습니다. 찾으려던 내용:\n\n`,
  });
  return `${options.newIssueUrl}?${params}`;
}

(siteConfig.themeConfig.algolia as {getMissingResultsUrl?: typeof missingResultsUrl}).getMissingResultsUrl =
  missingResultsUrl;
