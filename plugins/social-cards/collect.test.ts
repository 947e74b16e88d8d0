import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {AllContent} from '@docusaurus/types';
import {collectCards} from './collect';

/** The loaded content of the three content plugins, in the shape Docusaurus hands allContentLoaded. */
function allContent(): AllContent {
  const category = (label: string, slug: string, items: unknown[]) => ({
    type: 'category',
    label,
    items,
    link: {type: 'generated-index', slug: `/category/${slug}`, permalink: `/docs/category/${slug}`},
  });
  const doc = (id: string, title: string) => ({id, title, permalink: `/docs/${id}`});
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [
              doc('intro', '빠르게 시작하기'),
              doc('ai/train', '모델 훈련하기'),
              doc('ai/own', 'AI 관리'),
            ],
            sidebars: {
              docs: [
                {type: 'doc', id: 'intro'},
                category('AI 학습 관리', 'ai', [
                  category('AI 프로젝트', 'project', [{type: 'doc', id: 'ai/train'}]),
                  {type: 'category', label: '모델', link: {type: 'doc', id: 'ai/own'}, items: []},
                ]),
              ],
            },
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {blogPosts: [{metadata: {permalink: '/blog/annotation', title: '라벨링 가이드'}}]},
    },
    'docusaurus-plugin-content-pages': {
      default: [
        {type: 'jsx', permalink: '/', source: '@site/src/pages/index.tsx'},
        {type: 'mdx', permalink: '/markdown-page', frontMatter: {title: '이용 안내'}},
      ],
    },
  } as unknown as AllContent;
}

test('docs, category indexes, posts and Markdown pages each get a card with their section', () => {
  assert.deepEqual(collectCards(allContent()), [
    {permalink: '/docs/intro', title: '빠르게 시작하기', section: '문서'},
    {permalink: '/docs/ai/train', title: '모델 훈련하기', section: 'AI 학습 관리 › AI 프로젝트'},
    {permalink: '/docs/ai/own', title: 'AI 관리', section: 'AI 학습 관리'},
    {permalink: '/docs/category/ai', title: 'AI 학습 관리', section: '문서'},
    {permalink: '/docs/category/project', title: 'AI 프로젝트', section: 'AI 학습 관리'},
    {permalink: '/blog/annotation', title: '라벨링 가이드', section: '블로그'},
    {permalink: '/markdown-page', title: '이용 안내', section: '안내'},
  ]);
});

test('a site without one of the content plugins still collects the others', () => {
  const content = allContent();
  delete content['docusaurus-plugin-content-blog'];
  assert.equal(
    collectCards(content).some((card) => card.section === '블로그'),
    false,
  );
});
