/**
 * Where to turn when the site has no answer: an e-mail to the support address already filled in (the reader needs
 * no account anywhere) and the 문의하기 page. Shown by search's no-results screens (the modal's and /search's) and
 * by the 404 page. Styled inline with DocSearch's variables (falling back to the site's), as the search
 * suggestions are: it loads with search, not with the stylesheet every page loads.
 */
import type {CSSProperties, MouseEvent, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ROUTES} from '@site/src/config/constants';
import {supportMailto, type SupportMail} from '@site/src/utils/supportMail';

const BOX: CSSProperties = {margin: '1rem 0', textAlign: 'start'};
const TEXT: CSSProperties = {margin: '0 0 0.5rem'};
const LIST: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const ITEM: CSSProperties = {
  display: 'inline-block',
  minHeight: 44,
  padding: '0.625rem 0.875rem',
  border: '1px solid var(--docsearch-subtle-color, var(--ifm-color-emphasis-300))',
  borderRadius: 8,
  background: 'var(--docsearch-hit-background, var(--ifm-background-surface-color))',
  color: 'var(--docsearch-hit-color, var(--ifm-font-color-base))',
  fontWeight: 600,
  textDecoration: 'underline',
};

export const SUPPORT_LINKS_ATTRIBUTE = 'data-support-links';

export default function SupportLinks({
  mail,
  lead,
  onPage,
}: {
  /** The mail's subject and body: what the reader was doing, so that they need not retype it. */
  mail: SupportMail;
  lead: string;
  /** Called before the 문의하기 page link is followed (the modal closes itself). */
  onPage?: () => void;
}): ReactNode {
  return (
    <div style={BOX} {...{[SUPPORT_LINKS_ATTRIBUTE]: ''}}>
      <p style={TEXT}>{lead}</p>
      <ul style={LIST}>
        <li>
          <a style={ITEM} href={supportMailto(mail)}>
            이메일로 문의하기
          </a>
        </li>
        <li>
          <Link
            style={ITEM}
            to={ROUTES.support}
            onClick={(event: MouseEvent) => {
              if (event.button === 0 && !event.metaKey && !event.ctrlKey) onPage?.();
            }}
          >
            문의하기 페이지
          </Link>
        </li>
      </ul>
    </div>
  );
}
