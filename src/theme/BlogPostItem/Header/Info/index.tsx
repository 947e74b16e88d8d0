/**
 * Swizzle (eject, unsafe: BlogPostItem/Header/Info is not in theme-classic's swizzle list; markup as the
 * theme's 3.10.2). Change: the post's date is formatted by formatKoreanDate instead of Intl.DateTimeFormat,
 * whose first use on a page loads ICU's date data inside hydration, a long main-thread task on
 * a phone. With src/theme/LastUpdated, a post creates no Intl.DateTimeFormat at all.
 * Guarded by tests/e2e/page-meta.spec.ts and tests/unit/korean-date.test.ts.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatKoreanDate} from '@site/src/utils/koreanDate';
import styles from './styles.module.css';

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return selectMessage(
    minutes,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description:
          'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: 'One min read|{readingTime} min read',
      },
      {readingTime: minutes},
    ),
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatKoreanDate(date)}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
