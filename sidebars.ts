import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {DOC_CATEGORIES, DOCS_SIDEBAR_ID} from './src/config/constants';

type CategoryKey = keyof typeof DOC_CATEGORIES;

/** A category with a generated index page at /docs/category/<slug> (stable English slugs). */
function category(key: CategoryKey, description: string, items: SidebarsConfig[string]) {
  const {slug, label} = DOC_CATEGORIES[key];
  return {
    type: 'category' as const,
    label,
    collapsed: false,
    link: {type: 'generated-index' as const, slug: `/category/${slug}`, title: label, description},
    items: items as never,
  };
}

/**
 * One sidebar, ordered like the platform's workflow:
 * data → dataset → AI learning → collection devices → system.
 */
const sidebars: SidebarsConfig = {
  [DOCS_SIDEBAR_ID]: [
    'intro',
    category(
      'dataManagement',
      '모든 작업의 출발점인 데이터 저장소를 만들고, 학습에 쓸 이미지와 정형데이터 파일을 올리는 방법을 안내합니다.',
      ['data_management/data_storage', 'data_management/data_upload'],
    ),
    category(
      'trainingDataManagement',
      '저장소의 파일로 데이터셋을 구성하고, 팀원을 초대해 작업을 나누며, 클래스를 정의하고 라벨링한 뒤 통계로 품질을 확인하는 과정을 다룹니다.',
      [
        'manage_dataset/manage_dataset',
        'manage_dataset/manage_resource',
        'manage_dataset/manage_dataset_member',
        'manage_dataset/manage_class',
        'manage_dataset/manage_auto_annotation',
        'manage_dataset/manage_labeling',
        'manage_dataset/manage_statistics',
      ],
    ),
    category(
      'aiLearningManagement',
      '데이터셋으로 AI 프로젝트를 만들어 학습 버전을 설계하고, 모델을 학습·평가·공유한 뒤 완성된 모델을 다운로드하는 과정을 다룹니다.',
      [
        category(
          'aiProject',
          '프로젝트 생성부터 데이터와 팀 설정, 학습 버전 생성, 모델 학습과 평가, 프로젝트 공유까지 프로젝트의 생애 주기를 순서대로 안내합니다.',
          [
            'manage_ai_learning/ai_project/generate_project',
            'manage_ai_learning/ai_project/config_project',
            'manage_ai_learning/ai_project/generate_version',
            'manage_ai_learning/ai_project/train_model',
            'manage_ai_learning/ai_project/evaluate_model',
            'manage_ai_learning/ai_project/shared_project',
          ],
        ),
        category(
          'aiModelManagement',
          '학습이 끝난 모델 목록을 성능으로 걸러 보고, 모델 가중치를 원하는 형식으로 다운로드해 활용하는 방법을 안내합니다.',
          ['manage_ai_learning/manage_ai_model'],
        ),
      ],
    ),
    category(
      'deviceManagement',
      '카메라, IoT 기기, 센서 같은 현장 수집 장치를 등록하고 발급받은 키로 REST API를 통해 장치 저장소에 데이터를 자동으로 올리는 방법을 다룹니다.',
      ['device_management/acquisition_device'],
    ),
    category(
      'systemManagement',
      '관리자가 사용자 계정과 권한을 관리하고 플랫폼 사용 현황을 확인하는 방법, 그리고 사용자 각자의 프로필 관리 방법을 안내합니다.',
      ['system_management/user_management'],
    ),
    // Reference pages every help center has: top-level items, not an eighth category; then 문의하기, last, where
    // a reader who found no answer in them looks next.
    'faq',
    'glossary',
    'limits',
    'release_notes',
    'support',
  ],
};

export default sidebars;
