/**
 * Every route of the site, written out by hand on purpose: the smoke test compares it with the
 * build's sitemap, so a page that disappears from the build fails the suite.
 */
export const DOC_IDS = [
  'intro',
  'data_management/data_storage',
  'data_management/data_upload',
  'device_management/acquisition_device',
  'manage_ai_learning/ai_project/config_project',
  'manage_ai_learning/ai_project/evaluate_model',
  'manage_ai_learning/ai_project/generate_project',
  'manage_ai_learning/ai_project/generate_version',
  'manage_ai_learning/ai_project/shared_project',
  'manage_ai_learning/ai_project/train_model',
  'manage_ai_learning/manage_ai_model',
  'manage_dataset/manage_auto_annotation',
  'manage_dataset/manage_class',
  'manage_dataset/manage_dataset',
  'manage_dataset/manage_dataset_member',
  'manage_dataset/manage_labeling',
  'manage_dataset/manage_resource',
  'manage_dataset/manage_statistics',
  'system_management/user_management',
  // Reference pages: top-level sidebar items after the seven categories.
  'faq',
  'glossary',
  'limits',
  'release_notes',
] as const;

/** The reference pages and the title each shows as its h1. */
export const REFERENCE_DOC_TITLES = {
  faq: '자주 묻는 질문',
  glossary: '용어집',
  limits: '제한 및 사양',
  release_notes: '릴리스 노트',
} as const;

export const CATEGORY_SLUGS = [
  'data-management',
  'training-data-management',
  'ai-learning-management',
  'ai-project',
  'ai-model-management',
  'data-collection-device-management',
  'system-management',
] as const;

export const BLOG_POST_SLUGS = [
  'annotation',
  'voc-classification',
  'yolo-onnx-object-detection-react',
] as const;

export const BLOG_AUTHOR_KEYS = ['grit', 'aiot-platform', 'dlabflow-docs', 'dlabflow-dev'] as const;

export const BLOG_TAG_PERMALINKS = [
  'd-lab-flow',
  'object-detection',
  'onnx',
  'react',
  'web-ai',
  'yolo',
  '라벨링',
  '컴퓨터비전',
  '튜토리얼',
] as const;

/** Routes relative to the base path, each with the heading (h1) a reader should see there. */
export interface ExpectedRoute {
  route: string;
  /** Text the page's main h1 contains; undefined where it comes from content (checked non-empty). */
  heading?: string | RegExp;
}

export const EXPECTED_ROUTES: ExpectedRoute[] = [
  {route: '/', heading: 'D-Lab Flow 도움말 센터'},
  {route: '/docs/intro'},
  ...DOC_IDS.filter((id) => id !== 'intro').map((id) => ({
    route: `/docs/${id}`,
    heading: (REFERENCE_DOC_TITLES as Record<string, string>)[id],
  })),
  ...CATEGORY_SLUGS.map((slug) => ({route: `/docs/category/${slug}`})),
  {route: '/blog', heading: 'D-Lab Flow 블로그'},
  {route: '/blog/archive'},
  {route: '/blog/authors'},
  ...BLOG_AUTHOR_KEYS.map((key) => ({route: `/blog/authors/${key}`})),
  {route: '/blog/tags'},
  ...BLOG_TAG_PERMALINKS.map((tag) => ({route: `/blog/tags/${tag}`})),
  ...BLOG_POST_SLUGS.map((slug) => ({route: `/blog/${slug}`})),
  {route: '/markdown-page'},
  {route: '/search'},
];
