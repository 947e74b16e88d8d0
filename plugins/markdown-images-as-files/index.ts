/**
 * A Markdown image is always a file of its own, never a data URI. Docusaurus turns `![](./x.svg)` into a request
 * through url-loader with a 10 KB limit (settable only by an environment variable read as Docusaurus starts), so our
 * SVG figures were inlined as base64: the browser loads a data URI at once whatever its `loading="lazy"` says, and
 * the bytes shipped twice, in the page's HTML and in its JS chunk. Each such request gets `limit=0` here instead:
 * url-loader hands every image to its file-loader fallback (content-hashed under assets/images/).
 */
import type {Plugin} from '@docusaurus/types';

const PLUGIN_NAME = 'markdown-images-as-files';

/** The inline loader Docusaurus' Markdown image transform puts in front of each image path. */
const INLINING_IMAGE_REQUEST = /[\\/]url-loader[\\/][^?!]*\?limit=\d+/;

export default function markdownImagesAsFiles(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            INLINING_IMAGE_REQUEST,
            (resource: {request: string}) => {
              resource.request = resource.request.replace(/\?limit=\d+/, '?limit=0');
            },
          ),
        ],
      };
    },
  };
}
