/**
 * The tslib helpers client code requires (see ./index.ts), re-exported from tslib's ES module so the bundler keeps
 * only these. @docusaurus/utils-common: `__importDefault`.
 */
export {__importDefault} from 'tslib';
