/** Browser-safe part of the recent-posts plugin: its name (the global-data key) and data types. */
export const RECENT_POSTS_PLUGIN_NAME = 'recent-posts';
export type {RecentPost, RecentPostsData} from './select';
