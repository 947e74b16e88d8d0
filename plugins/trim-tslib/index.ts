/**
 * Keeps tslib out of every page's main.js. @docusaurus/utils-common is TypeScript compiled to
 * CommonJS: it does `require("tslib")` for one helper, `__importDefault`, and a CommonJS require keeps the whole
 * library. In the client build that require resolves to ./helpers.ts, which re-exports that helper alone from
 * tslib's ES module.
 * Any other client module that requires tslib fails the build, naming itself: add the helpers it calls to
 * ./helpers.ts and its package to TSLIB_USERS.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Client modules known to require tslib, and to call only what ./helpers.ts exports. */
const TSLIB_USERS = [/[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/];

const HELPERS = path.join(__dirname, 'helpers.ts');

export default function trimTslib(): Plugin {
  return {
    name: 'trim-tslib',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resolveData) => {
            const {issuer} = resolveData.contextInfo;
            if (issuer === HELPERS) return; // the helpers' own import of tslib
            if (!TSLIB_USERS.some((user) => user.test(issuer))) {
              throw new Error(
                `[trim-tslib] ${issuer} requires tslib: add the helpers it calls to ${HELPERS} and it to TSLIB_USERS.`,
              );
            }
            resolveData.request = HELPERS;
          }),
        ],
      };
    },
  };
}
