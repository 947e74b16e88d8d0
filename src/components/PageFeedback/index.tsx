/**
 * "이 문서가 도움이 되었나요?" at the end of every guide and post: 예 / 아니오. "아니오" opens a short form (loaded
 * then: FeedbackForm.tsx) asking what was missing. With FEEDBACK_URL set the answer is POSTed as JSON
 * (src/utils/pageFeedback.ts); without it, "아니오" composes an e-mail to the support address. The answer is
 * remembered per page (rememberedAnswer.ts). The box keeps one height whether it asks or thanks, so reading the
 * remembered answer after hydration moves nothing. Guarded by tests/e2e/page-feedback.spec.ts.
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {feedbackMailto, pageFeedback, postFeedback} from '@site/src/utils/pageFeedback';
import {rememberAnswer, rememberedAnswer, type Answer} from './rememberedAnswer';
import styles from './styles.module.css';

const loadForm = () => import('./FeedbackForm');
/** Offline, the form's code may not load: the e-mail to support (page address only) still works then. */
const FeedbackForm = lazy(() =>
  loadForm().catch(() => ({
    default: ({page, helpful, onSent}: Parameters<typeof import('./FeedbackForm').default>[0]) => (
      <p className={styles.line}>
        <a href={feedbackMailto(pageFeedback(page, helpful, ''))} onClick={onSent}>
          이메일로 의견 보내기
        </a>
      </p>
    ),
  })),
);
const preloadForm = (): void => void loadForm().catch(() => undefined);

type Step = 'ask' | 'sending' | 'comment' | 'failed-yes' | 'thanks';

export default function PageFeedback({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const endpoint = (siteConfig.customFields?.feedbackUrl as string | null | undefined) ?? undefined;
  const page = `${siteConfig.url}${permalink}`;
  const [step, setStep] = useState<Step>('ask');
  const thanks = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    setStep(rememberedAnswer(permalink) ? 'thanks' : 'ask');
    answered.current = false;
  }, [permalink]);
  useEffect(() => {
    // Focus follows the reader's own answer (the buttons they pressed are gone), not a remembered one.
    if (step === 'thanks' && answered.current) thanks.current?.focus();
  }, [step]);

  const done = (answer: Answer): void => {
    rememberAnswer(permalink, answer);
    answered.current = true;
    setStep('thanks');
  };
  const onYes = async (): Promise<void> => {
    if (!endpoint) return done('yes');
    setStep('sending');
    if (await postFeedback(endpoint, pageFeedback(page, true, ''))) done('yes');
    else setStep('failed-yes');
  };

  return (
    <section className={styles.box} aria-labelledby="page-feedback-question">
      {step === 'thanks' ? (
        <p ref={thanks} tabIndex={-1} role="status" className={styles.line}>
          답해 주셔서 고맙습니다. 보내 주신 의견은 문서를 고치는 데 씁니다.
        </p>
      ) : (
        <>
          <div className={styles.line}>
            <h2 id="page-feedback-question" className={styles.question}>
              이 문서가 도움이 되었나요?
            </h2>
            <div className={styles.buttons}>
              <button
                type="button"
                className="button button--outline button--primary"
                disabled={step === 'sending'}
                onClick={() => void onYes()}
              >
                예
              </button>
              <button
                type="button"
                className="button button--outline button--primary"
                aria-expanded={step === 'comment'}
                disabled={step === 'sending'}
                onPointerEnter={preloadForm}
                onFocus={preloadForm}
                onClick={() => setStep('comment')}
              >
                아니오
              </button>
            </div>
          </div>
          {step === 'failed-yes' && (
            <FeedbackFormLoaded endpoint={endpoint} page={page} helpful onSent={() => done('yes')} failed />
          )}
          {step === 'comment' && (
            <FeedbackFormLoaded endpoint={endpoint} page={page} helpful={false} onSent={() => done('no')} />
          )}
        </>
      )}
    </section>
  );
}

function FeedbackFormLoaded(props: Parameters<typeof FeedbackForm>[0]): ReactNode {
  return (
    <Suspense fallback={null}>
      <FeedbackForm {...props} />
    </Suspense>
  );
}
