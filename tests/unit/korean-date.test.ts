import assert from 'node:assert/strict';
import test from 'node:test';
import {SITE} from '../../src/config/constants';
import {formatKoreanDate} from '../../src/utils/koreanDate';

/** The formats theme-classic 3.10 uses for 최종 수정일 (LastUpdated) and a post's date (BlogPostItem/Header/Info). */
const THEME_FORMATS = {
  lastUpdated: {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  postDate: {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
} satisfies Record<string, Intl.DateTimeFormatOptions>;

test('dates read exactly as the theme formats them with Intl in the site’s locale', () => {
  assert.equal(SITE.locale, 'ko', 'formatKoreanDate only knows Korean: change it with the locale');
  const days = [
    '2025-06-30T00:00:00Z',
    '2025-01-01T00:00:00Z',
    '2024-02-29T23:59:59Z', // still the 29th in UTC, already March 1st in Seoul
    '2026-12-31T15:00:00Z',
    '1999-10-09T12:00:00Z',
  ];
  for (const iso of days) {
    for (const [name, options] of Object.entries(THEME_FORMATS)) {
      const intl = new Intl.DateTimeFormat(SITE.locale, {calendar: 'gregory', ...options});
      assert.equal(formatKoreanDate(iso), intl.format(new Date(iso)), `${name} of ${iso}`);
    }
  }
  // Accepts what the theme passes: a timestamp (LastUpdated) or an ISO string (a post's date).
  assert.equal(formatKoreanDate(Date.parse('2025-06-30T00:00:00Z')), '2025년 6월 30일');
});
