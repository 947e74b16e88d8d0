import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {markdownUrl} from './markdownUrl';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** How long the confirmation stays; the live region has announced it by then. */
const STATUS_MS = 3_000;

function CopyIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 2h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 2v12h10V4H8ZM4 6v14h12v2H4a2 2 0 0 1-2-2V6h2Z"
      />
    </svg>
  );
}

async function writeToClipboard(text: Promise<string>): Promise<void> {
  // Safari keeps the click's permission only for a write started at once: give it the pending text.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Browsers without promise values in ClipboardItem: fall through to writeText.
    }
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * "페이지 복사": puts the page, as Markdown, on the clipboard for pasting into an AI assistant. The text is
 * the page's Markdown copy from plugins/llms-txt, fetched from the same origin when the reader shows intent
 * (pointer over, focus or touch), so that the click itself only writes to the clipboard.
 */
export default function CopyPageButton(): ReactNode {
  const {pathname} = useLocation();
  const [status, setStatus] = useState<Status>('idle');
  const cache = useRef<{url: string; text: Promise<string>} | null>(null);

  const load = useCallback((): Promise<string> => {
    const url = markdownUrl(pathname);
    if (cache.current?.url !== url) {
      const text = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.text();
      });
      // A failed fetch is not kept: the next attempt fetches again.
      text.catch(() => {
        if (cache.current?.text === text) cache.current = null;
      });
      cache.current = {url, text};
    }
    return cache.current.text;
  }, [pathname]);

  const copy = useCallback(async () => {
    try {
      await writeToClipboard(load());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }, [load]);

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const preload = () => void load().catch(() => undefined);
  const message = {
    idle: '',
    copied: translate({
      id: 'copyPage.status.copied',
      message: '복사했습니다',
      description: 'Announced after the page was copied to the clipboard as Markdown',
    }),
    failed: translate({
      id: 'copyPage.status.failed',
      message: '복사하지 못했습니다',
      description: 'Announced when the page could not be copied',
    }),
  }[status];

  return (
    <div className={styles.container}>
      <button
        type="button"
        className={`button button--secondary button--outline button--sm ${styles.button}`}
        onClick={() => void copy()}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        title={translate({
          id: 'copyPage.button.title',
          message: '이 페이지를 Markdown으로 복사해 AI 도우미에 붙여 넣을 수 있습니다',
          description: 'Tooltip of the copy page button',
        })}
      >
        <CopyIcon />
        {translate({
          id: 'copyPage.button.label',
          message: '페이지 복사',
          description: 'Copy page as Markdown button',
        })}
      </button>
      <span role="status" aria-live="polite" className={styles.status}>
        {message}
      </span>
    </div>
  );
}
