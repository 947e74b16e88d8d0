import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {selectRecentPosts} from './select';

function post(slug: string, date: string, extra: {unlisted?: boolean; draft?: boolean} = {}): BlogPost {
  return {
    id: slug,
    content: '',
    metadata: {
      permalink: `/blog/${slug}`,
      title: `글 ${slug}`,
      description: `${slug} 설명`,
      date: new Date(date),
      readingTime: 4.2,
      unlisted: extra.unlisted ?? false,
      frontMatter: {draft: extra.draft},
    },
  } as unknown as BlogPost;
}

test('newest first, limited to the count', () => {
  const posts = [post('a', '2025-01-01'), post('c', '2025-07-01'), post('b', '2025-03-01')];
  assert.deepEqual(
    selectRecentPosts(posts, 2).map((p) => p.permalink),
    ['/blog/c', '/blog/b'],
  );
});

test('unlisted and draft posts are left out', () => {
  const posts = [
    post('a', '2025-01-01', {unlisted: true}),
    post('b', '2025-02-01', {draft: true}),
    post('c', '2025-03-01'),
  ];
  assert.deepEqual(
    selectRecentPosts(posts, 3).map((p) => p.permalink),
    ['/blog/c'],
  );
});

test('carries title, description, ISO date and whole reading minutes', () => {
  const [first] = selectRecentPosts([post('a', '2025-06-18')], 1);
  assert.deepEqual(first, {
    title: '글 a',
    description: 'a 설명',
    permalink: '/blog/a',
    date: '2025-06-18T00:00:00.000Z',
    readingTimeMinutes: 5,
  });
});

test('same date: ordered by permalink so the output is deterministic', () => {
  const posts = [post('b', '2025-01-01'), post('a', '2025-01-01')];
  assert.deepEqual(
    selectRecentPosts(posts, 2).map((p) => p.permalink),
    ['/blog/a', '/blog/b'],
  );
});
