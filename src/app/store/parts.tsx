// The store in small parts, each its own React context, so a view reads only what it needs and
// re-renders only when that changes: the API layer, the application context (with the request
// facts and locale derived from it), the session, and the cart actor. <StoreProvider> runs the
// actors behind them; tests and previews provide ready-made parts through <StorePartsProvider>.
import { createContext, useContext, type ReactNode } from 'react';
import type { CartBadge } from '../../../machines/cart/badge.ts';
import type { CartActor, CartEvent, CartStatus } from '../../../machines/cart/cart.machine.ts';
import type { PreservationToast } from '../../../machines/cart/guest-cart-preservation.machine.ts';
import type { CartSummary } from '../../../machines/cart/summary-polling.ts';
import type { ApplicationContext } from '../../../machines/context/application-context.ts';
import type { SessionContext } from '../../../machines/session/session-context.ts';
import type { EffectiveAccount } from '../../../machines/session/storage.ts';
import type { RequestContext } from '../../api/request.ts';
import type { StoreApi } from '../../api/registry.ts';

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface ApplicationPart {
  /** The application context while it may be served; undefined before it loads or after a failed fetch. */
  appContext: ApplicationContext | undefined;
  appContextStatus: LoadStatus;
  /** What the API layer adds to each call right now (guest or not, effective account, currency...). */
  requestContext: RequestContext;
  /** The page's locale (from the address, else en-US) and the site base path with its locale segment. */
  locale: string;
  siteBasePath: string;
  basePath: string;
}

export interface SignInOutcome {
  session: SessionContext | undefined;
  /**
   * The guest cart carried over and the cart read again; resolves with a toast when some products
   * could not be kept (CC-8-021, CC-8-022).
   */
  guestCart: Promise<PreservationToast | undefined>;
}

export interface SessionPart {
  session: SessionContext | undefined;
  sessionStatus: LoadStatus;
  /** SH-3-055: signed in only when the session says guestUser is explicitly false. */
  isSignedIn: boolean;
  effectiveAccount: EffectiveAccount | undefined;
  /**
   * Signs in and refreshes the session; resolves as the signed-in session is shown, with the guest
   * cart's carrying over still under way (`guestCart`). Rejects with the API error when refused.
   */
  signIn(username: string, password: string): Promise<SignInOutcome>;
  /** SH-4-014, SH-4-015: clears the effective account, then opens the logout address in this window. */
  signOut(): void;
  /** SH-4-016, SH-4-017: sets the effective account, then reloads to Home. */
  setEffectiveAccount(account: { id: string; name: string }): void;
}

export interface CartState {
  summary: CartSummary | undefined;
  /** The badge rule applied to the summary's totalProductCount (SH-9-005..SH-9-007). */
  badge: CartBadge;
  status: CartStatus;
}

export interface CartPart extends CartState {
  /** Tells the cart actor of a change (`cart.added`, `cart.changed`). */
  send(event: CartEvent): void;
  /** Subscribes to what the cart actor emits (toasts, analytics, activity tracking). */
  on: CartActor['on'];
  /** Reads the cart summary again; resolves with it once read. */
  refresh(): Promise<CartSummary | undefined>;
}

export interface StoreParts {
  api: StoreApi;
  application: ApplicationPart;
  session: SessionPart;
  cart: CartPart;
}

export const ApiContext = createContext<StoreApi | null>(null);
const ApplicationContextPart = createContext<ApplicationPart | null>(null);
export const SessionContextPart = createContext<SessionPart | null>(null);
export const CartContextPart = createContext<CartPart | null>(null);

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} must be used inside <StoreProvider>`);
  return value;
}

/** The API layer, bound to the live request context. */
export const useApi = (): StoreApi => required(useContext(ApiContext), 'useApi');
/** The application context, the request facts and the page's locale and base paths. */
export const useApplicationContext = (): ApplicationPart => required(useContext(ApplicationContextPart), 'useApplicationContext');
/** The session: who is signed in and for which account, sign-in and sign-out. */
export const useSession = (): SessionPart => required(useContext(SessionContextPart), 'useSession');
/** The current cart's summary and badge, and the cart actor's events. */
export const useCart = (): CartPart => required(useContext(CartContextPart), 'useCart');

/** Provides ready-made parts (the store provider's, or a test's or preview's). */
export function StorePartsProvider({ parts, children }: { parts: StoreParts; children: ReactNode }) {
  return (
    <ApiContext.Provider value={parts.api}>
      <ApplicationContextPart.Provider value={parts.application}>
        <SessionContextPart.Provider value={parts.session}>
          <CartContextPart.Provider value={parts.cart}>{children}</CartContextPart.Provider>
        </SessionContextPart.Provider>
      </ApplicationContextPart.Provider>
    </ApiContext.Provider>
  );
}
