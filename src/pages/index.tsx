import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {ROUTES, SITE} from '@site/src/config/constants';

const WORKFLOW = [
  {
    step: '수집',
    to: '/docs/data_management/data_storage',
    text: '저장소를 만들고 이미지와 데이터를 올립니다.',
  },
  {
    step: '라벨링',
    to: '/docs/manage_dataset/manage_labeling',
    text: '데이터셋을 구성하고 객체에 라벨을 붙입니다.',
  },
  {
    step: '학습',
    to: '/docs/manage_ai_learning/ai_project/train_model',
    text: '학습 버전을 만들고 모델을 학습합니다.',
  },
  {
    step: '평가',
    to: '/docs/manage_ai_learning/ai_project/evaluate_model',
    text: 'mAP, 정밀도, 재현율로 성능을 확인합니다.',
  },
  {
    step: '배포',
    to: '/docs/manage_ai_learning/manage_ai_model',
    text: '완성된 모델을 내려받아 서비스에 활용합니다.',
  },
] as const;

export default function Home(): ReactNode {
  return (
    <Layout description="D-Lab Flow 도움말 센터: 데이터 수집, 라벨링, 모델 학습과 평가를 코드 없이 진행하는 방법을 안내합니다.">
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">
            {SITE.title}
          </Heading>
          <p className="hero__subtitle">{SITE.tagline}</p>
          <div>
            <Link className="button button--secondary button--lg margin-right--md" to={ROUTES.intro}>
              빠르게 시작하기
            </Link>
            <Link className="button button--outline button--secondary button--lg" to={ROUTES.blog}>
              블로그 보기
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <Heading as="h2">AI 개발 흐름 한눈에 보기</Heading>
        <ol>
          {WORKFLOW.map(({step, to, text}) => (
            <li key={step}>
              <Link to={to}>{step}</Link>: {text}
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
