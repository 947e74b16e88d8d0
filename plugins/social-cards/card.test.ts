import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cardAlt, cardPath, markdownPageTitle, sectionLabel} from './card';

test('a card is named after its page’s route, under the base path', () => {
  assert.equal(cardPath('/dlabflow/docs/intro', '/dlabflow/'), 'img/social-cards/docs/intro.png');
  assert.equal(cardPath('/docs/category/ai-project', '/'), 'img/social-cards/docs/category/ai-project.png');
  assert.equal(cardPath('/dlabflow/blog/annotation/', '/dlabflow/'), 'img/social-cards/blog/annotation.png');
  assert.equal(cardPath('/dlabflow/', '/dlabflow/'), 'img/social-cards/index.png');
});

test('the section line names the categories outermost first, else the fallback', () => {
  assert.equal(sectionLabel(['AI 학습 관리', 'AI 프로젝트'], '문서'), 'AI 학습 관리 › AI 프로젝트');
  assert.equal(sectionLabel([], '문서'), '문서');
  assert.equal(cardAlt('모델 훈련하기', 'AI 프로젝트'), 'AI 프로젝트 · 모델 훈련하기');
});

test('a Markdown page’s title is its own, else its front matter’s', () => {
  assert.equal(markdownPageTitle({title: '안내', frontMatter: {title: '다른 제목'}}), '안내');
  assert.equal(markdownPageTitle({frontMatter: {title: '도움말 센터 이용 안내'}}), '도움말 센터 이용 안내');
  assert.equal(markdownPageTitle({frontMatter: {}}), undefined);
});
