/**
 * Zoom for the images of Markdown content (IMAGE_ZOOM in src/config/constants.ts), on medium-zoom. The client
 * module (./client/index.ts) loads the library after the page's load event and only on pages with an image to
 * zoom, so no page's first load carries it; ./client/gestures.ts and ./client/keyboard.ts add what medium-zoom lacks.
 */
import type {Plugin} from '@docusaurus/types';

export default function imageZoom(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules: () => [require.resolve('./client/index.ts')],
  };
}
