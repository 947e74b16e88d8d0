/** Text of llms.txt and the Markdown copies of the pages (plugins/llms-txt), for AI assistants. */
import type {LlmsTxtOptions} from '../../plugins/llms-txt';
import {SITE} from './constants';

export const llmsTxtOptions = {
  title: SITE.title,
  summary: `강원ICT융합연구원(GRIT)의 노코드 AI 개발 플랫폼 D-Lab Flow의 한국어 사용 가이드와 블로그입니다. ${SITE.tagline}`,
  details:
    '아래 링크는 각 페이지의 Markdown 사본입니다. 문서는 작업 순서(사이드바 순서)로, 블로그 글은 최신순으로 나열했습니다. 모든 페이지를 한 파일로 보려면 llms-full.txt를 읽으세요.',
  sections: {docs: '문서', posts: '블로그'},
  sourceLabel: '원문',
} satisfies LlmsTxtOptions;
