/**
 * A date the way theme-classic shows it on this Korean site ("2025년 6월 30일"), without Intl.
 *
 * The theme formats the dates under a doc or post with `Intl.DateTimeFormat(locale, {year: 'numeric',
 * month: 'short' | 'long', day: 'numeric', timeZone: 'UTC'})`, once on the server and again while the page
 * hydrates. The first Intl.DateTimeFormat a page creates makes the browser load ICU's date data, inside
 * hydration, for one date per page. In
 * Korean both month widths read "6월", so the result is one pattern; tests/unit/korean-date.test.ts checks
 * it against Intl for the site's locale. Used by src/theme/LastUpdated and src/theme/BlogPostItem/Header/Info.
 */
export function formatKoreanDate(date: Date | string | number): string {
  const day = new Date(date);
  return `${day.getUTCFullYear()}년 ${day.getUTCMonth() + 1}월 ${day.getUTCDate()}일`;
}
