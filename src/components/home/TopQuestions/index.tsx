import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ROUTES} from '@site/src/config/constants';
import {TOP_QUESTIONS} from '@site/src/config/top-questions';
import styles from './styles.module.css';

/** The questions readers ask most (src/config/top-questions.ts), each linking to its answer in the FAQ. */
export default function TopQuestions(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-top-questions-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.header}>
          <h2 id="home-top-questions-title" className={styles.title}>
            자주 묻는 질문
          </h2>
          <Link to={ROUTES.faq} className={styles.all}>
            모든 질문 보기
          </Link>
        </div>
        <ul className={styles.list}>
          {TOP_QUESTIONS.map(({question, anchor}) => (
            <li key={anchor}>
              <Link to={`${ROUTES.faq}#${anchor}`} className={styles.question}>
                {question}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
