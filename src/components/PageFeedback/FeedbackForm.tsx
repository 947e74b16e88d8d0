/**
 * What follows "아니오" (or a "예" whose POST failed): what was missing, optional and at most 500 characters, then
 * either a POST to FEEDBACK_URL (the note says that nothing personal is sent) or, without an endpoint, an e-mail to
 * the support address carrying the page and the comment. A failed POST says so and offers the same e-mail with
 * what was typed, so nothing is lost. The comment is only ever a textarea's value and data in the request.
 */
import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {COMMENT_MAX_LENGTH, feedbackMailto, pageFeedback, postFeedback} from '@site/src/utils/pageFeedback';
import styles from './styles.module.css';

export interface FeedbackFormProps {
  endpoint: string | undefined;
  page: string;
  helpful: boolean;
  /** The answer reached the endpoint, or the reader chose to send the e-mail. */
  onSent: () => void;
  /** Shown after a "예" whose POST failed: straight to the failure and the e-mail. */
  failed?: boolean;
}

export default function FeedbackForm({
  endpoint,
  page,
  helpful,
  onSent,
  failed: failedFirst,
}: FeedbackFormProps): ReactNode {
  const [comment, setComment] = useState('');
  const [failed, setFailed] = useState(Boolean(failedFirst));
  const [sending, setSending] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textarea.current?.focus(), []);

  const feedback = pageFeedback(page, helpful, comment);
  const send = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!endpoint || sending) return;
    setSending(true);
    const sent = await postFeedback(endpoint, feedback);
    setSending(false);
    if (sent) onSent();
    else setFailed(true);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)}>
      {!helpful && (
        <>
          <label htmlFor="page-feedback-comment" className={styles.label}>
            무엇이 부족했나요? (선택, {COMMENT_MAX_LENGTH}자 이내)
          </label>
          <textarea
            id="page-feedback-comment"
            ref={textarea}
            className={styles.comment}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby="page-feedback-note"
          />
        </>
      )}
      <p id="page-feedback-note" className={styles.note}>
        {endpoint
          ? '이 페이지 주소와 답, 적은 내용만 보냅니다. 이름이나 이메일 같은 개인 정보는 보내지 않습니다.'
          : '이메일 앱에 이 페이지 주소와 적은 내용이 담긴 메일이 열립니다. 보내기 전에 내용을 확인할 수 있습니다.'}
      </p>
      {failed && (
        <p role="alert" className={styles.failed}>
          의견을 보내지 못했습니다. 잠시 뒤 다시 보내거나, 적은 내용을 이메일로 보내 주세요.
        </p>
      )}
      <div className={styles.buttons}>
        {endpoint && (
          <button type="submit" className="button button--primary" disabled={sending}>
            {failed ? '다시 보내기' : '보내기'}
          </button>
        )}
        {(!endpoint || failed) && (
          <a
            className={`button ${endpoint ? 'button--secondary' : 'button--primary'}`}
            href={feedbackMailto(feedback)}
            onClick={onSent}
          >
            이메일로 보내기
          </a>
        )}
      </div>
    </form>
  );
}
