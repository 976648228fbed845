// The providers the shell widgets need around the app: the toast queue (useToasts), the dialog
// stack (useModal) and the page environment. <ModalHost/> and <ToastContainer/> render inside.
// Inside a store, the cart actor's subscribers (toasts among them) listen from here.
import type { ReactNode } from 'react';
import { CartSubscribers } from '../../app/store/CartSubscribers.tsx';
import { ModalProvider } from '../modal/ModalProvider.tsx';
import { ToastProvider } from '../toast/ToastProvider.tsx';
import { browserEnvironment, WidgetEnvironmentProvider, type WidgetEnvironment } from './environment.tsx';
import './widgets.css';

export interface WidgetProvidersProps {
  children: ReactNode;
  /** Toast container position (CC-5-045); top-center by default. */
  toastPosition?: unknown;
  /** Toasts shown at once (CC-5-047); 3 by default. */
  maxToasts?: unknown;
  /** Page navigation; the browser's by default (tests pass a recorder). */
  environment?: WidgetEnvironment;
}

export function WidgetProviders({ children, toastPosition, maxToasts, environment = browserEnvironment }: WidgetProvidersProps) {
  return (
    <WidgetEnvironmentProvider value={environment}>
      <ToastProvider position={toastPosition} maxToasts={maxToasts}>
        <ModalProvider>
          {children}
          <CartSubscribers />
        </ModalProvider>
      </ToastProvider>
    </WidgetEnvironmentProvider>
  );
}
