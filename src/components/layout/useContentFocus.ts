// After an in-app navigation, reading and tabbing start from the new page's content (PX-05-014),
// unless the buyer focused a control while that page was loading (PX-05-024).
import { useEffect, useRef, type RefObject } from 'react';
import { contentTakesFocus } from '../../../machines/layout/navigation-focus.ts';

export function useContentFocus(content: RefObject<HTMLElement | null>, pathname: string): void {
  // The address of the page shown last; a different address in the window means the router has
  // been sent elsewhere and is still rendering (a page's code loads, or a transition waits).
  const shownAddress = useRef<string | null>(null);
  const focusWhileLoading = useRef<{ address: string; element: EventTarget | null } | undefined>(undefined);

  useEffect(() => {
    const noteFocus = (event: FocusEvent) => {
      const address = window.location.pathname;
      if (shownAddress.current !== null && address !== shownAddress.current) focusWhileLoading.current = { address, element: event.target };
    };
    document.addEventListener('focusin', noteFocus);
    return () => document.removeEventListener('focusin', noteFocus);
  }, []);

  useEffect(() => {
    const firstPage = shownAddress.current === null;
    shownAddress.current = window.location.pathname;
    const noted = focusWhileLoading.current;
    focusWhileLoading.current = undefined;
    if (firstPage) return;
    window.scrollTo?.(0, 0);
    const stillFocused = noted !== undefined && noted.element === document.activeElement;
    if (contentTakesFocus(shownAddress.current, noted && { address: noted.address, stillFocused })) content.current?.focus({ preventScroll: true });
  }, [content, pathname]);
}
