/// <reference types="vite/client" />
// Focus helpers shared by the dialogs and panels: what can take focus, and keeping Tab inside a
// container (the focus trap of the modal and of the mobile navigation panel).
import { FOCUS_TRAP_ID_REQUIRED, NO_FOCUSABLE_ELEMENTS } from '../../../machines/constants/navigation.ts';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function isShown(element: HTMLElement): boolean {
  if (element.hidden || element.closest('[hidden],[inert]')) return false;
  // jsdom lays nothing out, so only the hidden attribute and inline display can be checked there.
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return style?.display !== 'none' && style?.visibility !== 'hidden';
}

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
}

/** Moves focus around the container's ends on Tab and Shift+Tab; true when it handled the key. */
export function trapTab(event: { key: string; shiftKey: boolean; preventDefault(): void }, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const focusable = focusableIn(container);
  const active = container.ownerDocument.activeElement;
  // SH-8-019, SH-8-020: console-only warnings, for whoever builds a dialog; development builds only,
  // as this file is part of every page's first load (Home's JavaScript budget).
  if (import.meta.env.DEV && !container.id) console.warn(FOCUS_TRAP_ID_REQUIRED);
  if (focusable.length === 0) {
    if (import.meta.env.DEV) console.warn(NO_FOCUSABLE_ELEMENTS);
    event.preventDefault();
    return true;
  }
  const first = focusable[0]!;
  const last = focusable.at(-1)!;
  if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/** The element focused now, to hand focus back to when a dialog or panel closes. */
export function currentFocus(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function restoreFocus(element: HTMLElement | null): void {
  if (element && element.isConnected) element.focus();
}
