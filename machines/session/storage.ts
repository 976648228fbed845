// Browser session storage, injected: guest details under three keys and the effective account
// (SH §3 "Guest user details", SH §4 "Session").
import { EFFECTIVE_ACCOUNT_STORAGE_KEY, GUEST_DETAIL_STORAGE_KEYS } from '../constants/session-locale.ts';
import { isBlank, type GuestUserDetails } from './session-context.ts';

/** The part of the Web Storage interface the session needs. */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface EffectiveAccount {
  id: string;
  name: string;
}

const GUEST_DETAIL_FIELDS = Object.keys(GUEST_DETAIL_STORAGE_KEYS) as (keyof GuestUserDetails)[];

/** Non-blank details only; blank or whitespace-only ones count as absent (SH-3-059, SH-5-026). */
export function readGuestDetails(storage: SessionStorageLike): GuestUserDetails {
  const details: GuestUserDetails = {};
  for (const field of GUEST_DETAIL_FIELDS) {
    const value = storage.getItem(GUEST_DETAIL_STORAGE_KEYS[field]);
    if (!isBlank(value)) details[field] = value!;
  }
  return details;
}

/** Writes each detail under its own key; a blank or absent one removes its entry (SH-3-060). */
export function writeGuestDetails(storage: SessionStorageLike, details: GuestUserDetails): void {
  for (const field of GUEST_DETAIL_FIELDS) {
    const key = GUEST_DETAIL_STORAGE_KEYS[field];
    const value = details[field];
    if (isBlank(value)) storage.removeItem(key);
    else storage.setItem(key, value!);
  }
}

function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(String(text));
  } catch {
    return undefined;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && !isBlank(value);

/** The stored effective account; anything unreadable or with a blank id or name counts as none. */
export function readEffectiveAccount(storage: Pick<SessionStorageLike, 'getItem'>): EffectiveAccount | undefined {
  const stored = parseJson(storage.getItem(EFFECTIVE_ACCOUNT_STORAGE_KEY)) as Partial<Record<keyof EffectiveAccount, unknown>> | null | undefined;
  return isText(stored?.id) && isText(stored.name) ? { id: stored.id, name: stored.name } : undefined;
}

/** Stores the effective account, or clears it when the id or the name is blank (SH-4-013). */
export function writeEffectiveAccount(storage: SessionStorageLike, account: Partial<EffectiveAccount>): EffectiveAccount | undefined {
  if (isBlank(account.id) || isBlank(account.name)) {
    clearEffectiveAccount(storage);
    return undefined;
  }
  const stored = { id: account.id!, name: account.name! };
  storage.setItem(EFFECTIVE_ACCOUNT_STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

export function clearEffectiveAccount(storage: SessionStorageLike): void {
  storage.removeItem(EFFECTIVE_ACCOUNT_STORAGE_KEY);
}
