/**
 * What theme-classic's prism-include-languages client module did at startup, now imported by the code block
 * (see ./index.ts): adds `themeConfig.prism.additionalLanguages` to prism-react-renderer's Prism, once.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Prism} from 'prism-react-renderer';

prismIncludeLanguages(Prism);
