/**
 * The inline script: ES5, and first in <head>, so it runs before the theme's own inline script at the start of
 * <body>, which copies the stored colour mode into data-theme without checking it.
 */

export interface StorageGuardOptions {
  /** 'localStorage' or 'sessionStorage', as the site's storage is configured. */
  storageType: string;
  /** Key of the colour mode the theme stores. */
  colorModeKey: string;
  /** Query parameter the theme also reads the colour mode from. */
  colorModeParam: string;
  /** The values the theme writes; anything else is dropped and the configured default applies. */
  colorModes: readonly string[];
  /** Prefix of the keys DocSearch keeps its recent and favourite searches under. */
  docSearchKeyPrefix: string;
}

export function storageGuardScript(options: StorageGuardOptions): string {
  // JSON.stringify plus '<' escaping keeps the values safe inside an inline <script>.
  const o = JSON.stringify(options).replace(/</g, '\\u003c');
  return `(function (o) {
  function valid(mode) { return o.colorModes.indexOf(mode) !== -1; }
  try {
    var storage = window[o.storageType];
    var mode = storage.getItem(o.colorModeKey);
    if (mode !== null && !valid(mode)) storage.removeItem(o.colorModeKey);
    for (var i = storage.length - 1; i >= 0; i--) {
      var key = storage.key(i);
      if (key && key.indexOf(o.docSearchKeyPrefix) === 0) keepValidSearches(storage, key);
    }
  } catch (e) {}
  try {
    var url = new URL(window.location.href);
    var asked = url.searchParams.get(o.colorModeParam);
    if (asked !== null && !valid(asked)) {
      url.searchParams.delete(o.colorModeParam);
      window.history.replaceState(window.history.state, '', url.href);
    }
  } catch (e) {}
  function keepValidSearches(storage, key) {
    var kept = [];
    try {
      var list = JSON.parse(storage.getItem(key));
      for (var j = 0; list instanceof Array && j < list.length; j++) {
        var hit = list[j];
        if (hit && typeof hit.objectID === 'string' && typeof hit.url === 'string' &&
            hit.hierarchy && typeof hit.hierarchy === 'object') kept.push(hit);
      }
    } catch (e) {}
    if (kept.length) storage.setItem(key, JSON.stringify(kept));
    else storage.removeItem(key);
  }
})(${o});`;
}
