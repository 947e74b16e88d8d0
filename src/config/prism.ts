/**
 * Code highlighting themes: prism-react-renderer's vsLight / vsDark, with the few token colours that fail WCAG AA
 * contrast on their own backgrounds replaced (found by axe in tests/e2e/a11y.spec.ts). They reach the page as a
 * stylesheet (plugins/lazy-prism-languages); the theme Docusaurus renders with has no colours, so that the
 * server's markup carries token classes and no inline colours of one mode.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Token colour overrides, keyed by the first token type of each theme entry. */
function withColors(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = colors[entry.types[0]!];
      return color && !entry.languages ? {...entry, style: {...entry.style, color}} : entry;
    }),
  };
}

export const codeThemes = {
  // attr-name: pure red #ff0000 is 4.0:1 on white.
  light: withColors(themes.vsLight, {'attr-name': '#c80000'}),
  // constant (#646695) is 3.0:1 and prolog (navy) 1.6:1 on #1e1e1e.
  dark: withColors(themes.vsDark, {constant: '#a5a7e0', prolog: '#8f9ad6'}),
} as const;

/** What Docusaurus renders code blocks with: token classes only, coloured by `codeThemes` in CSS. */
export const tokenClassesOnly: PrismTheme = {plain: {}, styles: []};
