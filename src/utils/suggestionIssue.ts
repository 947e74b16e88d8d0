/**
 * Where "이 페이지 개선 제안" leads: a new issue in the repository the page's edit link points to,
 * with the page's title and address filled in. Derived from the edit URL so that a fork or a mirror
 * (EDIT_URL) gets its own issues without a second setting.
 */

/** `https://github.com/<owner>/<repo>` from `…/<owner>/<repo>/(edit|blob|tree)/<branch>/<path>`. */
export function repositoryFromEditUrl(editUrl: string): string | undefined {
  const match = /^(https:\/\/github\.com\/[^/?#]+\/[^/?#]+)\/(?:edit|blob|tree)\//.exec(editUrl);
  return match?.[1];
}

export interface SuggestionIssue {
  /** Edit URL of the page (Docusaurus' `editUrl` for this doc or post). */
  editUrl: string;
  /** Issue title, e.g. "[개선 제안] 데이터 업로드". */
  title: string;
  /** Issue body; the page address goes here so that the issue says where the mistake is. */
  body: string;
}

/**
 * `https://github.com/<owner>/<repo>/issues/new?title=…&body=…`, or undefined when the edit URL is
 * not on GitHub (then no link is shown rather than a broken one). encodeURIComponent, not
 * URLSearchParams: GitHub shows a `+` from form encoding as a literal plus in some fields.
 */
export function suggestionIssueUrl({editUrl, title, body}: SuggestionIssue): string | undefined {
  const repository = repositoryFromEditUrl(editUrl);
  if (!repository) return undefined;
  return `${repository}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
