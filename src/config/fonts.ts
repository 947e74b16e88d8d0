/**
 * The Korean web font (Node only: read by docusaurus.config.ts). Pretendard (SIL OFL) from the
 * `pretendard` npm package, cut at build time to the characters the site uses by plugins/korean-font-subset.
 */
import path from 'node:path';
import type {KoreanFontSubsetOptions} from '../../plugins/korean-font-subset';

export const koreanFontSubsetOptions = {
  // Must match the first family of --ifm-font-family-base in src/css/typography.css.
  family: 'Pretendard Variable',
  fontFile: require.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2'),
  // Body 400, Infima's semibold 500/600, headings 700, the home page title 800.
  weight: {min: 400, max: 800},
  // Until the subset arrives (after the page's load event), a Korean system font stands in, scaled to
  // Pretendard: its text is 0.94 of Noto Sans CJK KR's width on our pages at 400 (0.93–0.94 at 600/700;
  // measured in Chromium on /docs/intro, the YOLO post and home), and Pretendard's hhea ascent/descent
  // are 1950/494 of 2048 units. Only Noto Sans CJK KR (Android, Linux) is matched: Apple SD Gothic Neo
  // and Malgun Gothic could not be measured here and follow unscaled in --ifm-font-family-base.
  fallback: {
    family: 'Pretendard Fallback',
    localFonts: {
      400: ['Noto Sans CJK KR', 'NotoSansCJKkr-Regular'],
      700: ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold'],
    },
    sizeAdjust: 0.94,
    ascent: 1950 / 2048,
    descent: 494 / 2048,
  },
  // Everything whose text reaches a page: content, components, theme strings and their translations.
  sources: [
    'docs',
    'blog',
    'src',
    'i18n',
    'plugins',
    'docusaurus.config.ts',
    'sidebars.ts',
    path.dirname(require.resolve('@docusaurus/theme-translations/locales/ko/theme-common.json')),
  ],
} satisfies KoreanFontSubsetOptions;
