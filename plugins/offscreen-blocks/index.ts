/**
 * A long page's blocks below the screen are laid out and painted only when the reader scrolls near them
 * (./client/offscreenBlocks.css): the first layout and the web font's swap set what is on screen, not the whole
 * page. Before a jump, which needs every block's real height, the client module draws them all (./client/index.ts).
 */
import type {Plugin} from '@docusaurus/types';

export default function offscreenBlocks(): Plugin {
  return {
    name: 'offscreen-blocks',
    getClientModules: () => [require.resolve('./client/index.ts')],
  };
}
