// The app-wide toast queue (CC §4 "Toast"): `useToasts().show()` hands a toast to the queue
// machine, which keeps at most the configured number on screen and times each one out.
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ToastConfig } from '../../../machines/toast/toast-config.ts';
import { toastQueueMachine } from '../../../machines/toast/toast-queue.machine.ts';

/** The toast class the queue requires (CC-5-041): the CSS class every toast of this container carries. */
export const TOAST_CLASS = 'krm-toast';

export type ToastQueueRef = ActorRefFrom<typeof toastQueueMachine>;

export interface Toasts {
  /** Queues a toast; one without a label is refused with a console error (CC-8-029). */
  show(config: ToastConfig): void;
  close(id: string): void;
}

const ToastContext = createContext<{ queue: ToastQueueRef; toasts: Toasts } | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** CC-5-045, CC-5-046: top-center unless set. */
  position?: unknown;
  /** CC-5-047, CC-5-048: 3 unless set. */
  maxToasts?: unknown;
}

export function ToastProvider({ children, position, maxToasts }: ToastProviderProps) {
  const sequence = useRef(0);
  const queue = useActorRef(toastQueueMachine, {
    input: { generateId: () => `toast-${++sequence.current}`, position, maxToasts },
  });

  useEffect(() => {
    // CC-8-027..CC-8-029: a toast that cannot be shown is reported on the console only.
    const rejected = queue.on('toast.rejected', ({ warnings }) => {
      for (const warning of warnings) console.error(warning);
    });
    return () => rejected.unsubscribe();
  }, [queue]);

  const value = useMemo(() => {
    const toasts: Toasts = {
      show: (config) => queue.send({ type: 'toast.show', config, toastClass: TOAST_CLASS }),
      close: (id) => queue.send({ type: 'toast.close', id }),
    };
    return { queue, toasts };
  }, [queue]);

  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToasts(): Toasts {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToasts must be used inside <ToastProvider> (WidgetProviders)');
  return value.toasts;
}

export function useToastQueue(): ToastQueueRef {
  const value = useContext(ToastContext);
  if (!value) throw new Error('<ToastContainer> must be used inside <ToastProvider> (WidgetProviders)');
  return value.queue;
}
