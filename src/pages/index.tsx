import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import FrontDoor from '@site/src/components/home/FrontDoor';
import TopQuestions from '@site/src/components/home/TopQuestions';
import WorkflowSteps from '@site/src/components/home/WorkflowSteps';
import SectionCards from '@site/src/components/home/SectionCards';
import ReferenceLinks from '@site/src/components/home/ReferenceLinks';
import ContactBlock from '@site/src/components/home/ContactBlock';
import LatestPosts from '@site/src/components/home/LatestPosts';

/**
 * A help center's front door: search and the questions asked most come first (a reader who is stuck wants an
 * answer, not a tour), then the workflow and the sections for finding one's way, the reference pages, where to
 * ask, and the newest posts.
 */
export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'D-Lab Flow 도움말 센터: 데이터 수집, 라벨링, 모델 학습과 평가를 코드 없이 진행하는 방법을 안내합니다.',
      })}
    >
      <main>
        <FrontDoor />
        <TopQuestions />
        <WorkflowSteps />
        <SectionCards />
        <ReferenceLinks />
        <ContactBlock />
        <LatestPosts />
      </main>
    </Layout>
  );
}
