import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {ROUTES} from '@site/src/config/constants';
import {
  RECENT_POSTS_PLUGIN_NAME,
  type RecentPost,
  type RecentPostsData,
} from '@site/plugins/recent-posts/names';
import styles from './styles.module.css';

// UTC on both sides: the server's and the reader's time zones must not change the printed day.
const DATE_FORMAT = new Intl.DateTimeFormat('ko-KR', {dateStyle: 'long', timeZone: 'UTC'});

function PostCard({post}: {post: RecentPost}): ReactNode {
  return (
    <li className={styles.item}>
      <Link to={post.permalink} className={styles.card}>
        <span className={styles.meta}>
          <time dateTime={post.date}>{DATE_FORMAT.format(new Date(post.date))}</time>
          {post.readingTimeMinutes !== undefined && (
            <span>
              {translate(
                {id: 'home.latestPosts.readingTime', message: '{minutes}분 분량'},
                {minutes: post.readingTimeMinutes},
              )}
            </span>
          )}
        </span>
        <span className={styles.postTitle}>{post.title}</span>
        <span className={styles.description}>{post.description}</span>
      </Link>
    </li>
  );
}

/** The newest blog posts, from the recent-posts plugin's global data. */
export default function LatestPosts(): ReactNode {
  const {posts} = usePluginData(RECENT_POSTS_PLUGIN_NAME) as RecentPostsData;
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-latest-posts-title">
      <div className="container">
        <div className={styles.header}>
          <h2 id="home-latest-posts-title" className={styles.title}>
            <Translate id="home.latestPosts.title">블로그 최신 글</Translate>
          </h2>
          <Link to={ROUTES.blog} className={styles.all}>
            <Translate id="home.latestPosts.all">블로그 전체 보기</Translate>
          </Link>
        </div>
        <ul className={styles.list}>
          {posts.map((post) => (
            <PostCard key={post.permalink} post={post} />
          ))}
        </ul>
      </div>
    </section>
  );
}
