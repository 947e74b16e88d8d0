/**
 * A `mailto:` to the institute's support address with a subject and a body filled in, so that a reader without a
 * code-hosting account can still write: the no-results screens, the 404 page and the feedback widget use it.
 * encodeURIComponent, not URLSearchParams: mail clients show a `+` from form encoding as a literal plus.
 */
import {EXTERNAL_URLS} from '../config/constants';

export interface SupportMail {
  subject: string;
  body: string;
}

/** Mail clients and browsers cut long mailto links; a query is at most 64 characters and a comment 500. */
export function supportMailto({subject, body}: SupportMail): string {
  return `mailto:${EXTERNAL_URLS.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The line above the support links on both no-results screens (the modal's and /search's). */
export const NO_RESULTS_LEAD =
  '찾는 답이 없다면 문의해 주세요. 검색어와 이 페이지 주소를 넣은 메일이 열립니다.';

/** The mail a reader sends when search found nothing: the query and the page they searched from. */
export function noResultsMail(query: string, pageUrl: string): SupportMail {
  return {
    subject: `[D-Lab Flow] 검색 결과 없음: ${query}`,
    body: `검색어: ${query}\n검색한 페이지: ${pageUrl}\n\n찾으려던 내용:\n`,
  };
}
