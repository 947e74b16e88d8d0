/**
 * "이 문서가 도움이 되었나요?": what a reader's answer is, where it goes (a POST to FEEDBACK_URL, or an e-mail to
 * the support address), and the e-mail that carries it when there is no endpoint or the POST failed. The comment is
 * data only: JSON in the POST, percent-encoded in the mailto, never HTML.
 */
import {supportMailto} from './supportMail';

/** Exactly what the endpoint receives: no name, no e-mail, no identifier of the reader. */
export interface PageFeedback {
  /** The page's address (the site URL and its permalink, without query or hash). */
  page: string;
  helpful: boolean;
  /** What was missing, as the reader wrote it; empty when they wrote nothing. */
  comment: string;
}

export const COMMENT_MAX_LENGTH = 500;

/** The answer cut to what the widget accepts (a pasted text can exceed the textarea's limit in old browsers). */
export function pageFeedback(page: string, helpful: boolean, comment: string): PageFeedback {
  return {page, helpful, comment: comment.trim().slice(0, COMMENT_MAX_LENGTH)};
}

/** A mailto that carries the page's address and the comment, so that nothing the reader typed is lost. */
export function feedbackMailto({page, helpful, comment}: PageFeedback): string {
  return supportMailto({
    subject: `[D-Lab Flow] 문서 의견: ${helpful ? '도움이 됨' : '도움이 되지 않음'}`,
    body: `페이지: ${page}\n도움이 되었나요: ${helpful ? '예' : '아니오'}\n\n부족했던 점:\n${comment}\n`,
  });
}

/** True when the endpoint took it (2xx); false when offline, blocked, or answered with an error. */
export async function postFeedback(url: string, feedback: PageFeedback): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(feedback),
      credentials: 'omit',
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
