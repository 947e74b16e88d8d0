/**
 * A live region (role=status) placed inside a part of the page that another component renders (the theme's search
 * page), which offers no place for extra content at the top of its results. The
 * element is ours: React never reconciles it in its parent (it only appends or inserts before its own nodes,
 * all of which come after ours), and it is created after hydration, so the server HTML is untouched.
 *
 * `place` finds the parent and the node to insert before; it runs again whenever `key` changes (a new answer),
 * so a parent that was re-created (the page mounted anew) gets a new region. The region exists before the notice
 * is rendered into it, so screen readers announce the notice.
 */
import {useLayoutEffect, useState} from 'react';

export interface SlotPlace {
  parent: Element;
  before: Node | null;
}

export function useStatusSlot(place: () => SlotPlace | null, key: unknown): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const where = place();
    if (!where) return;
    if (slot?.parentElement === where.parent) return;
    const element = document.createElement('div');
    element.setAttribute('role', 'status');
    where.parent.insertBefore(element, where.before);
    setSlot(element);
    // `place` is the caller's lookup; only a new answer (key) or a new slot asks for it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, slot]);
  useLayoutEffect(() => () => slot?.remove(), [slot]);
  return slot;
}
