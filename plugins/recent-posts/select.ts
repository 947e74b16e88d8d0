/** Pure selection of the posts the home page shows, kept apart from the plugin so it can be unit-tested. */
import type {BlogPost} from '@docusaurus/plugin-content-blog';

export interface RecentPost {
  title: string;
  description: string;
  permalink: string;
  /** ISO 8601 date of the post. */
  date: string;
  readingTimeMinutes?: number;
}

export interface RecentPostsData {
  posts: RecentPost[];
}

/** The newest `count` listed posts, newest first (ties broken by permalink, so output is stable). */
export function selectRecentPosts(posts: readonly BlogPost[], count: number): RecentPost[] {
  return posts
    .filter((post) => !post.metadata.unlisted && !post.metadata.frontMatter.draft)
    .map(({metadata}) => ({
      title: metadata.title,
      description: metadata.description,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      ...(metadata.readingTime !== undefined && {
        readingTimeMinutes: Math.max(1, Math.ceil(metadata.readingTime)),
      }),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.permalink.localeCompare(b.permalink))
    .slice(0, count);
}
