/**
 * The inline <head> script that moves the address bar to the clean path. It runs while the HTML is parsed,
 * before the deferred bundles, so React Router's history reads the clean location from its first render.
 * history.replaceState changes the address without a request; query and hash are kept as they are.
 */
import {cleanHtmlPath} from './cleanPath';

export function cleanPathScript(baseUrl: string): string {
  return `(function () {
  var clean = (${cleanHtmlPath.toString()})(location.pathname, ${JSON.stringify(baseUrl)});
  if (clean) history.replaceState(history.state, '', clean + location.search + location.hash);
})();`;
}
