// PX-76-004: after an action re-renders part of a page, focus goes to what the action produced (its
// message, the new item, the control to go on with), not to the document's start, where a button
// that went away or was disabled while busy drops it. Loaded only with the pages that use it.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref to focus whenever `signal` becomes a new truthy value after the first render; what was shown
 * on arrival keeps the page's own focus.
 */
export function useFocusWhen<T extends HTMLElement>(signal: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const previous = useRef(signal);
  useEffect(() => {
    if (signal && signal !== previous.current) ref.current?.focus();
    previous.current = signal;
  }, [signal]);
  return ref;
}
