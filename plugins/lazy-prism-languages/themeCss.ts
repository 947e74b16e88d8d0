/**
 * A Prism theme as a stylesheet for one colour mode. Code blocks are rendered with a theme that has no colours
 * (token classes only), so the server's highlighted markup is right in either colour mode and the browser never
 * highlights a block again just to recolour it; these rules give the tokens their colours.
 *
 * Rules follow the theme's entry order, as in Prism's own stylesheets: a token of two coloured types takes the
 * later entry's colour (prism-react-renderer's inline styles took the later type's); both are the theme's colours.
 */
import type {PrismTheme} from 'prism-react-renderer';

export type ColourMode = 'light' | 'dark';

const CLASS_NAME = /^[a-z][a-z0-9-]*$/;

function className(name: string): string {
  if (!CLASS_NAME.test(name))
    throw new Error(`Prism token type or language "${name}" is not a plain class name`);
  return name;
}

function declarations(style: object): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`)
    .join(' ');
}

export function prismThemeCss(theme: PrismTheme, mode: ColourMode): string {
  const scope = `[data-theme='${mode}']`;
  // The code block's container reads these two (theme-classic's CodeBlock/Container styles).
  const plain = `${scope} { --prism-color: ${theme.plain.color}; --prism-background-color: ${theme.plain.backgroundColor}; }`;
  const rules = theme.styles.map(({types, languages, style}) => {
    const within = languages?.map((language) => `.language-${className(language)} `) ?? [''];
    const selectors = types.flatMap((type) =>
      within.map((lang) => `${scope} ${lang}.token.${className(type)}`),
    );
    return `${selectors.join(', ')} { ${declarations(style)} }`;
  });
  return [plain, ...rules].join('\n');
}
