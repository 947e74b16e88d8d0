/**
 * A page's Markdown blocks below the screen are not laid out for its first paint (./client/offscreenBlocks.css):
 * the first layout and the web font's swap set what is on screen, not the whole page. Once the page has loaded,
 * the client module draws the rest a few blocks at a time when the browser is idle, and all at once before a jump,
 * which needs every block's real height (./client/index.ts).
 */
import type {Plugin} from '@docusaurus/types';

export default function offscreenBlocks(): Plugin {
  return {
    name: 'offscreen-blocks',
    getClientModules: () => [require.resolve('./client/index.ts')],
  };
}
