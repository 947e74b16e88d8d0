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
