// Managed and effective accounts (SH §3, SH §5 "Other rules") and the logout address (SH §4).
import { EFFECTIVE_ACCOUNT_ID_REQUIRED, LOGOUT_PATH, SITE_PATH_SUFFIX } from '../constants/session-locale.ts';
import type { Wire } from '../wire.ts';
import { isBlank } from './session-context.ts';

/** One of the buyer's managed accounts as the contract answers it. */
export type RawManagedAccount = Wire['ManagedAccount'];

type RawAddress = NonNullable<RawManagedAccount['address']>;

export interface ManagedAccount {
  id: string;
  isCurrentUserDefaultAccount: boolean;
  name: string;
  address: RawAddress | null | undefined;
}

export function toManagedAccount(raw: RawManagedAccount): ManagedAccount {
  return {
    id: raw.accountId,
    isCurrentUserDefaultAccount: raw.isMyAccount,
    name: raw.accountName,
    address: raw.address,
  };
}

/** GET /effective-accounts/{id} as the contract answers it (field values as text). */
export type RawEffectiveAccountDetail = Wire['EffectiveAccount'];

type FieldValue = string | boolean | null;

export interface EffectiveAccountDetail {
  id: string;
  isMyAccount: boolean;
  fields: Record<string, FieldValue>;
}

// Field values arrive as text; boolean fields carry exactly 'true' or 'false'.
const typed = (value: string | null): FieldValue => (value === 'true' ? true : value === 'false' ? false : value);

export function toEffectiveAccountDetail(raw: RawEffectiveAccountDetail): EffectiveAccountDetail {
  return {
    id: raw.id,
    isMyAccount: raw.isMyAccount,
    fields: Object.fromEntries(Object.entries(raw.fields).map(([name, value]) => [name, typed(value)])),
  };
}

/** Request parameters of GET /effective-accounts/{id}; a blank id is a TypeError (SH-5-014, SH-5-015). */
export function effectiveAccountDetailRequest(
  effectiveAccountId: string | null | undefined,
  fields: readonly string[] = [],
): { effectiveAccountId: string; fields?: string } {
  if (isBlank(effectiveAccountId)) throw new TypeError(EFFECTIVE_ACCOUNT_ID_REQUIRED);
  return fields.length > 0 ? { effectiveAccountId: effectiveAccountId!, fields: fields.join(',') } : { effectiveAccountId: effectiveAccountId! };
}

/** Site base path without trailing slashes and without a trailing /s, plus /webruntime/logout (SH-4-015). */
export function logoutAddress(siteBasePath: string): string {
  const base = siteBasePath.replace(/\/+$/, '');
  return (base.endsWith(SITE_PATH_SUFFIX) ? base.slice(0, -SITE_PATH_SUFFIX.length) : base) + LOGOUT_PATH;
}
