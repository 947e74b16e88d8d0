/**
 * Exposes the newest blog posts as global data, so the home page can list them without importing
 * the blog plugin's internals. Read it with `usePluginData(RECENT_POSTS_PLUGIN_NAME)`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {RECENT_POSTS_PLUGIN_NAME} from './names';
import {selectRecentPosts, type RecentPostsData} from './select';

const BLOG_PLUGIN_NAME = 'docusaurus-plugin-content-blog';
const RECENT_POSTS_COUNT = 3;

export default function recentPostsPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: RECENT_POSTS_PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const blog = allContent[BLOG_PLUGIN_NAME]?.default as BlogContent | undefined;
      const data: RecentPostsData = {posts: selectRecentPosts(blog?.blogPosts ?? [], RECENT_POSTS_COUNT)};
      actions.setGlobalData(data);
    },
  };
}
