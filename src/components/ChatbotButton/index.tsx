import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The chat icon: a speech bubble with three dots. Decorative; the link carries the name. */
function ChatIcon(): ReactNode {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-7.2l-4.5 3.6A.8.8 0 0 1 7 21v-3H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z"
        opacity="0.95"
      />
      <circle className={styles.dot} cx="7.5" cy="10.5" r="1.4" />
      <circle className={styles.dot} cx="12" cy="10.5" r="1.4" />
      <circle className={styles.dot} cx="16.5" cy="10.5" r="1.4" />
    </svg>
  );
}

/**
 * Floating link to the external D-Lab Flow AI assistant, on every page.
 * A plain link rather than a window.open() handler: it works without JavaScript, makes no call of its
 * own, and the browser enforces noopener/noreferrer for the new tab.
 */
export default function ChatbotButton(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const chatbotUrl = siteConfig.customFields?.chatbotUrl;
  if (typeof chatbotUrl !== 'string' || chatbotUrl === '') return null;

  const label = translate({
    id: 'chatbot.button.label',
    message: 'AI 챗봇',
    description: 'Visible text under the floating chatbot icon',
  });
  const accessibleName = translate({
    id: 'chatbot.button.ariaLabel',
    message: 'AI 챗봇에게 질문하기 (새 탭에서 열림)',
    description: 'Accessible name of the floating chatbot link; says that it opens a new tab',
  });

  return (
    <a
      className={styles.button}
      href={chatbotUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={accessibleName}
      title={accessibleName}
      data-testid="chatbot-button"
    >
      <ChatIcon />
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </a>
  );
}
