// App-wide dialogs (SH §4 "Modal"): `useModal().open()` puts a dialog on the stack, each one bound
// to its own modal machine; <ModalHost> renders the stack. Closing goes through the machine, so
// Escape and the close button obey the busy rule (SH-4-082..SH-4-085).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { modalMachine, type ModalSize } from '../../../machines/navigation/modal.machine.ts';
import { currentFocus, restoreFocus } from '../widgets/focus.ts';

export interface ModalControls {
  /** Asks the dialog to close; refused (with a warning) while closing is disabled. */
  close(): void;
  /** Disables closing while the dialog is busy (SH-4-082). */
  setBusy(busy: boolean): void;
}

export interface ModalOptions {
  /** The dialog's title and accessible name; required (SH-5-060). */
  label: string;
  size?: ModalSize;
  /** Optional text under the title, also the dialog's description. */
  description?: string;
  content: ReactNode | ((controls: ModalControls) => ReactNode);
  /** Called once the dialog has closed, whatever closed it. */
  onClose?: () => void;
  closeDisabled?: boolean;
}

export interface ModalHandle extends ModalControls {
  id: string;
}

export interface ModalEntry {
  id: string;
  options: ModalOptions;
  actor: ActorRefFrom<typeof modalMachine>;
  controls: ModalControls;
  /** Where focus was when the dialog opened; it goes back there on close. */
  returnFocus: HTMLElement | null;
}

interface ModalApi {
  open(options: ModalOptions): ModalHandle;
  entries: readonly ModalEntry[];
}

const ModalContext = createContext<ModalApi | null>(null);

export function useModal(): Pick<ModalApi, 'open'> {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside <ModalProvider> (WidgetProviders)');
  return api;
}

export function useModalEntries(): readonly ModalEntry[] {
  const api = useContext(ModalContext);
  if (!api) throw new Error('<ModalHost> must be used inside <ModalProvider> (WidgetProviders)');
  return api.entries;
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<ModalEntry[]>([]);
  const sequence = useRef(0);
  const live = useRef(new Set<ModalEntry>());

  const open = useCallback((options: ModalOptions): ModalHandle => {
    const id = `modal-${++sequence.current}`;
    const actor = createActor(modalMachine, {
      input: { label: options.label, size: options.size, closeDisabled: options.closeDisabled },
    });
    const controls: ModalControls = {
      close: () => actor.send({ type: 'CLOSE' }),
      setBusy: (busy) => actor.send({ type: 'SET_CLOSE_DISABLED', disabled: busy }),
    };
    const entry: ModalEntry = { id, options, actor, controls, returnFocus: currentFocus() };
    // SH-5-060, SH-8-021: a dialog without a label is still shown, with a console error.
    for (const warning of actor.getSnapshot().context.warnings) console.error(warning);
    actor.on('warning', ({ message }) => console.warn(message));
    actor.on('close', () => {
      actor.stop();
      live.current.delete(entry);
      setEntries((current) => current.filter((item) => item.id !== id));
      options.onClose?.();
      // After React has removed the dialog, so the element to return to is no longer inert.
      queueMicrotask(() => restoreFocus(entry.returnFocus));
    });
    actor.start();
    live.current.add(entry);
    setEntries((current) => [...current, entry]);
    return { id, ...controls };
  }, []);

  useEffect(() => {
    const open = live.current;
    return () => {
      for (const entry of open) entry.actor.stop();
    };
  }, []);

  const api = useMemo(() => ({ open, entries }), [open, entries]);
  return <ModalContext.Provider value={api}>{children}</ModalContext.Provider>;
}
