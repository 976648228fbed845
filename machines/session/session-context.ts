// Session context as the storefront uses it (SH §3 "Session context").
import { NO_ACCOUNT_ID } from '../constants/session-locale.ts';
import type { Tolerant, Wire } from '../wire.ts';

/** A guest's details (SH-3-060), as the session context carries them. */
export type GuestUserDetails = Wire['GuestUserDetails'];

/**
 * The body of GET /session-context (the contract's SessionContext), read tolerantly: any field may be
 * absent or null (guestUser absent means not signed in, SH-3-055).
 */
export type RawSessionContext = Tolerant<Wire['SessionContext']>;

/** A buyer group of the session (the contract's BuyerGroupRef). */
type SessionBuyerGroup = Wire['BuyerGroupRef'];

export interface SessionContext {
  guestUser: boolean | undefined;
  signedIn: boolean;
  accountId: string | undefined;
  accountName: string | undefined;
  userId: string | undefined;
  profile: RawSessionContext['profile'] | undefined;
  buyerGroups: SessionBuyerGroup[];
  guestUserDetails: GuestUserDetails | undefined;
  effectiveAccountId: string | undefined;
  isPreview: boolean;
  isAnonymousPreview: boolean;
}

export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** An account id of fifteen zeros, or a blank one, counts as none (SH-3-054). */
export function accountIdOrNone(accountId: string | null | undefined): string | undefined {
  return isBlank(accountId) || accountId === NO_ACCOUNT_ID ? undefined : accountId!;
}

/** Signed in only when guestUser is explicitly false (SH-3-055); absent means not signed in. */
export function isSignedIn(session: { guestUser?: boolean | null } | null | undefined): boolean {
  return session?.guestUser === false;
}

export function toSessionContext(raw: RawSessionContext): SessionContext {
  return {
    guestUser: raw.guestUser ?? undefined,
    signedIn: isSignedIn(raw),
    accountId: accountIdOrNone(raw.accountId),
    accountName: raw.accountName ?? undefined,
    userId: raw.userId ?? undefined,
    profile: raw.profile ?? undefined,
    buyerGroups: raw.buyerGroups ?? [],
    guestUserDetails: raw.guestUserDetails ?? undefined,
    effectiveAccountId: accountIdOrNone(raw.effectiveAccountId),
    isPreview: raw.isPreview === true,
    isAnonymousPreview: raw.isAnonymousPreview === true,
  };
}
