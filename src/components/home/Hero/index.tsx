import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {ROUTES, SITE} from '@site/src/config/constants';
import styles from './styles.module.css';

/** The first step a new user takes after the intro: creating a data storage. */
const BASICS_ROUTE = '/docs/data_management/data_storage';

/** Home hero: the site title, the tagline and the two ways in (a quick tour, or the basics in order). */
export default function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>
          <Translate id="home.hero.eyebrow" description="Small line above the home page title">
            노코드 AI 개발 플랫폼 D-Lab Flow 사용 설명서
          </Translate>
        </p>
        <Heading as="h1" className={styles.title}>
          {SITE.title}
        </Heading>
        <p className={styles.tagline}>{SITE.tagline}</p>
        <div className={styles.actions}>
          <Link className={`button button--primary button--lg ${styles.action}`} to={ROUTES.intro}>
            <Translate id="home.hero.primaryAction" description="Home hero button to the intro doc">
              빠르게 시작하기
            </Translate>
          </Link>
          <Link className={`button button--secondary button--lg ${styles.action}`} to={BASICS_ROUTE}>
            <Translate id="home.hero.secondaryAction" description="Home hero button to the first task guide">
              기본 사항 배우기
            </Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
