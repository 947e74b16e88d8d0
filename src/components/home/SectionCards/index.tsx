import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {DOC_CATEGORIES} from '@site/src/config/constants';
import {SectionIcon, type SectionKey} from './icons';
import styles from './styles.module.css';

const SECTIONS = Object.entries(DOC_CATEGORIES) as [SectionKey, (typeof DOC_CATEGORIES)[SectionKey]][];

/** One card per doc section, linking to its category index page (which says what the section covers). */
export default function SectionCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-sections-title">
      <div className="container">
        <h2 id="home-sections-title" className={styles.title}>
          <Translate id="home.sections.title">문서 둘러보기</Translate>
        </h2>
        <ul className={styles.grid}>
          {SECTIONS.map(([key, {slug, label}]) => (
            <li key={slug}>
              <Link to={`/docs/category/${slug}`} className={styles.card}>
                <span className={styles.iconWrap}>
                  <SectionIcon section={key} className={styles.icon} />
                </span>
                <span className={styles.label}>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
