import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {EXTERNAL_URLS, ROUTES} from '@site/src/config/constants';
import {supportMailto} from '@site/src/utils/supportMail';
import styles from './styles.module.css';

const MAIL = supportMailto({
  subject: '[D-Lab Flow] 문의',
  body: '화면과 메뉴:\n앱 버전:\n한 일:\n시각:\n오류 문구:\n',
});

/** 문의하기 on the home page: when to write, what to include, where (the support page says it in full). */
export default function ContactBlock(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-contact-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="home-contact-title" className={styles.title}>
          문의하기
        </h2>
        <dl className={styles.facts}>
          <dt>언제</dt>
          <dd>검색과 자주 묻는 질문에서 답을 찾지 못했을 때, 오류가 되풀이될 때 씁니다.</dd>
          <dt>무엇을</dt>
          <dd>
            화면과 메뉴, 앱 버전, 한 일, 시각, 화면에 나온 오류 문구를 적고 화면 캡처를 붙입니다. 비밀번호와
            비밀키는 적지 않습니다.
          </dd>
          <dt>어디로</dt>
          <dd>
            강원ICT융합연구원 이메일 <a href={MAIL}>{EXTERNAL_URLS.contactEmail}</a>. 권한은 나를 초대한
            소유자에게, 로그인은 관리자에게 묻습니다.
          </dd>
        </dl>
        <Link to={ROUTES.support} className={`button button--secondary ${styles.more}`}>
          문의 방법 자세히 보기
        </Link>
      </div>
    </section>
  );
}
