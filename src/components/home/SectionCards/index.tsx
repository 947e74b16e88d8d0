import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {DOC_CATEGORIES} from '@site/src/config/constants';
import {SectionIcon, type SectionKey} from './icons';
import styles from './styles.module.css';

/** What each doc section covers, in sidebar order. */
const SUMMARIES: Record<SectionKey, string> = {
  dataManagement: translate({
    id: 'home.sections.dataManagement',
    message: '모든 작업의 출발점인 데이터 저장소를 만들고 파일을 올립니다.',
  }),
  trainingDataManagement: translate({
    id: 'home.sections.trainingDataManagement',
    message: '저장소로 데이터셋을 구성하고 팀원과 함께 클래스 설정, 라벨링, 통계 확인을 진행합니다.',
  }),
  aiLearningManagement: translate({
    id: 'home.sections.aiLearningManagement',
    message: 'AI 프로젝트로 모델을 학습하고, 완성된 모델을 관리합니다.',
  }),
  aiProject: translate({
    id: 'home.sections.aiProject',
    message: '프로젝트 생성부터 버전, 학습, 평가, 공유까지 순서대로 따라 합니다.',
  }),
  aiModelManagement: translate({
    id: 'home.sections.aiModelManagement',
    message: '학습된 모델을 성능으로 골라 보고 가중치 파일을 내려받습니다.',
  }),
  deviceManagement: translate({
    id: 'home.sections.deviceManagement',
    message: '카메라, IoT 센서 같은 현장 장치를 등록하고 API로 데이터를 보냅니다.',
  }),
  systemManagement: translate({
    id: 'home.sections.systemManagement',
    message: '관리자가 사용자 계정을 만들고 이메일, 비밀번호, 계정 삭제를 관리합니다.',
  }),
};

const SECTIONS = Object.entries(DOC_CATEGORIES) as [SectionKey, (typeof DOC_CATEGORIES)[SectionKey]][];

/** One card per doc section, linking to its category index page. */
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
                <span className={styles.summary}>{SUMMARIES[key]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
