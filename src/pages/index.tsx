import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Hero from '@site/src/components/home/Hero';
import WorkflowSteps from '@site/src/components/home/WorkflowSteps';
import SectionCards from '@site/src/components/home/SectionCards';
import LatestPosts from '@site/src/components/home/LatestPosts';
import ReferenceLinks from '@site/src/components/home/ReferenceLinks';

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
        <Hero />
        <WorkflowSteps />
        <SectionCards />
        <ReferenceLinks />
        <LatestPosts />
      </main>
    </Layout>
  );
}
