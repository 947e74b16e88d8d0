import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Step {
  name: string;
  summary: string;
  /** The guide that starts this step; Docusaurus fails the build if the route disappears. */
  to: string;
}

/**
 * The platform's workflow, in order (the site's tagline), each step linked to the guide that starts it.
 * The last step is 다운로드, not 배포: the product downloads and exports models but does not deploy them.
 */
const STEPS: Step[] = [
  {
    name: translate({id: 'home.workflow.collect', message: '수집'}),
    summary: translate({
      id: 'home.workflow.collect.summary',
      message: '저장소를 만들고 이미지와 데이터를 올립니다.',
    }),
    to: '/docs/data_management/data_upload',
  },
  {
    name: translate({id: 'home.workflow.label', message: '라벨링'}),
    summary: translate({
      id: 'home.workflow.label.summary',
      message: '데이터셋을 구성하고 객체에 라벨을 붙입니다.',
    }),
    to: '/docs/manage_dataset/manage_labeling',
  },
  {
    name: translate({id: 'home.workflow.train', message: '학습'}),
    summary: translate({id: 'home.workflow.train.summary', message: '학습 버전을 만들고 모델을 학습합니다.'}),
    to: '/docs/manage_ai_learning/ai_project/train_model',
  },
  {
    name: translate({id: 'home.workflow.evaluate', message: '평가'}),
    summary: translate({
      id: 'home.workflow.evaluate.summary',
      message: 'mAP, 정밀도, 재현율로 성능을 확인합니다.',
    }),
    to: '/docs/manage_ai_learning/ai_project/evaluate_model',
  },
  {
    name: translate({id: 'home.workflow.download', message: '다운로드'}),
    summary: translate({
      id: 'home.workflow.download.summary',
      message: '완성된 모델을 PyTorch, ONNX, OpenVINO 형식으로 다운로드합니다.',
    }),
    to: '/docs/manage_ai_learning/manage_ai_model',
  },
];

export default function WorkflowSteps(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-workflow-title">
      <div className="container">
        <h2 id="home-workflow-title" className={styles.title}>
          <Translate id="home.workflow.title">AI 개발 흐름 한눈에 보기</Translate>
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.to} className={styles.step}>
              <Link to={step.to} className={styles.link}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.name}>{step.name}</span>
                <span className={styles.summary}>{step.summary}</span>
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
