/**
 * Swizzle (wrap): the original mobile menu, made usable from the keyboard. The theme opens it without moving
 * focus, has no Escape, and leaves focus inside the hidden menu when it closes. Opened, focus goes to its first
 * control; Escape closes it; closed while focus was in it, focus returns to the menu button.
 * The state hook is the one the theme's own component reads (theme-common's internal entry point).
 */
import {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

const MENU = '.navbar-sidebar';
const MENU_BUTTON = '.navbar__toggle';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    if (!shown) return undefined;
    const menu = document.querySelector<HTMLElement>(MENU);
    // The menu turns visible a frame or more after this effect (on its first opening it is mounted already shown,
    // with no slide-in to wait for): focus is tried each frame until it lands, for up to half a second.
    let frame = 0;
    let tries = 0;
    const focusFirst = () => {
      menu?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      if (!menu?.contains(document.activeElement) && ++tries < 30) frame = requestAnimationFrame(focusFirst);
    };
    focusFirst();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      const focus = document.activeElement;
      if (!focus || focus === document.body || menu?.contains(focus)) {
        document.querySelector<HTMLElement>(MENU_BUTTON)?.focus();
      }
    };
  }, [shown, toggle]);

  return <MobileSidebar {...props} />;
}
