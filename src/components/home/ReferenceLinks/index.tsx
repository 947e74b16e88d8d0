import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ROUTES} from '@site/src/config/constants';
import styles from './styles.module.css';

interface ReferenceLink {
  to: string;
  label: string;
  summary: string;
}

/** The four reference pages every help center has, beside the step-by-step guides. */
const LINKS: ReferenceLink[] = [
  {
    to: ROUTES.faq,
    label: translate({id: 'home.reference.faq', message: '자주 묻는 질문'}),
    summary: translate({id: 'home.reference.faq.summary', message: '계정, 업로드, 학습, 다운로드의 짧은 답'}),
  },
  {
    to: ROUTES.glossary,
    label: translate({id: 'home.reference.glossary', message: '용어집'}),
    summary: translate({
      id: 'home.reference.glossary.summary',
      message: '플랫폼 용어와 영어 표기, 한 줄 정의',
    }),
  },
  {
    to: ROUTES.limits,
    label: translate({id: 'home.reference.limits', message: '제한 및 사양'}),
    summary: translate({id: 'home.reference.limits.summary', message: '파일 형식, 개수와 용량, 설정 범위'}),
  },
  {
    to: ROUTES.releaseNotes,
    label: translate({id: 'home.reference.releaseNotes', message: '릴리스 노트'}),
    summary: translate({id: 'home.reference.releaseNotes.summary', message: 'v1.0에서 v2.5까지 달라진 점'}),
  },
];

/** A compact block of links to the reference pages: two columns on a phone, four on a wide screen. */
export default function ReferenceLinks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-reference-title">
      <div className="container">
        <h2 id="home-reference-title" className={styles.title}>
          <Translate id="home.reference.title">빠르게 찾아보기</Translate>
        </h2>
        <ul className={styles.list}>
          {LINKS.map(({to, label, summary}) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                <span className={styles.label}>{label}</span>
                <span className={styles.summary}>{summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
