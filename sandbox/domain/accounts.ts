// Users, sessions, accounts and addresses.
import type { Account, Address, User } from '../../fixtures/types.ts';
import type { Db, Queryable } from '../db/index.ts';
import { forbidden, notFound } from './errors.ts';
import { nextId, randomToken } from './ids.ts';
import type { Wire } from './wire.ts';

type Role = 'buyer' | 'approver' | 'reviewer';
type UserDoc = Omit<User, 'password' | 'roles' | 'defaultAccountId'> & { roles: Role[]; defaultAccountId: string | null };

export interface UserRecord {
  id: string;
  username: string;
  active: boolean;
  passwordHash: string | null;
  doc: UserDoc;
}

export interface SessionRecord {
  id: string;
  userId: string | null;
  effectiveAccountId: string | null;
  previousSessionId: string | null;
  /** When it was stored and last used, in ms (PX-19-001); a guest session not stored yet has neither. */
  createdAt: number | null;
  lastSeenAt: number | null;
}

const toUser = (row: any): UserRecord => ({ id: row.id, username: row.username, active: row.active, passwordHash: row.password_hash, doc: row.doc });
const toSession = (row: any): SessionRecord => ({
  id: row.id, userId: row.user_id, effectiveAccountId: row.effective_account_id, previousSessionId: row.previous_session_id,
  createdAt: new Date(row.created_at).getTime(), lastSeenAt: new Date(row.last_seen_at).getTime(),
});
const timestamp = (ms: number) => new Date(ms).toISOString();

export async function findUser(q: Queryable, id: string): Promise<UserRecord | undefined> {
  const row = await q.one('SELECT * FROM users WHERE id = $1', [id]);
  return row ? toUser(row) : undefined;
}

export async function findUserByName(q: Queryable, username: string): Promise<UserRecord | undefined> {
  const row = await q.one('SELECT * FROM users WHERE username = $1', [username.trim().toLowerCase()]);
  return row ? toUser(row) : undefined;
}

// Every API request reads its session, so live sessions are kept in memory per database. Sessions
// change only through the functions below, which drop the cached copy; the bound keeps cookie-less
// traffic from growing it without end. Only a PGlite database is cached: it has one process, so every
// write passes here. Over PostgreSQL another process may end or switch a session at any moment, and a
// copy kept here would outlive it (PX-66-005), so each request reads the row (one primary-key lookup).
const SESSION_CACHE_LIMIT = 10_000;
const sessionCaches = new WeakMap<Queryable, Map<string, SessionRecord>>();
// Bumped before and after every session write, so a read that overlapped one does not cache what it saw.
let sessionWrites = 0;

/** The session cache of a database, none for a database other processes share. */
function sessionCache(q: Queryable): Map<string, SessionRecord> | undefined {
  if ((q as { kind?: string }).kind === 'postgres') return undefined;
  let cache = sessionCaches.get(q);
  if (!cache) sessionCaches.set(q, (cache = new Map()));
  return cache;
}

// A browsing guest's session has no row until it holds something (PX-19-002), so every read of
// theirs asked the database for a row that is not there: the main cost of a product read under load
// (issue 26, part 7). An id found without a row is remembered briefly; storing it here forgets it at
// once, and another process sharing the database that stores it is seen within the second.
const UNSTORED_TTL_MS = 1_000;
const unstoredCaches = new WeakMap<Queryable, Map<string, number>>();

function unstoredCache(q: Queryable): Map<string, number> {
  let cache = unstoredCaches.get(q);
  if (!cache) unstoredCaches.set(q, (cache = new Map()));
  return cache;
}

/** The live session with this id, else undefined. */
export async function findSession(q: Queryable, id: string): Promise<SessionRecord | undefined> {
  const found = await lookupSession(q, id);
  return found === 'ended' ? undefined : found;
}

/** The session with this id: live, 'ended' (ended or expired once), or undefined when never stored. */
export async function lookupSession(q: Queryable, id: string): Promise<SessionRecord | 'ended' | undefined> {
  const cache = sessionCache(q);
  const cached = cache?.get(id);
  if (cached) return cached;
  const unstored = unstoredCache(q);
  const missedAt = unstored.get(id);
  if (missedAt !== undefined && Date.now() - missedAt < UNSTORED_TTL_MS) return undefined;
  const writesBefore = sessionWrites;
  const row = await q.one('SELECT * FROM sessions WHERE id = $1', [id]);
  if (!row) {
    if (writesBefore === sessionWrites) {
      if (unstored.size >= SESSION_CACHE_LIMIT) unstored.delete(unstored.keys().next().value!);
      unstored.set(id, Date.now());
    }
    return undefined;
  }
  unstored.delete(id);
  if (row.ended_at !== null) return 'ended';
  // Frozen: a handler must not change the shared copy in place.
  const session = Object.freeze(toSession(row));
  if (!cache || writesBefore !== sessionWrites) return session;
  if (cache.size >= SESSION_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(id, session);
  return session;
}

export async function createSession(q: Queryable, userId: string | null, effectiveAccountId: string | null, previousSessionId: string | null = null, now = Date.now()): Promise<SessionRecord> {
  const session = { id: randomToken(32), userId, effectiveAccountId, previousSessionId, createdAt: now, lastSeenAt: now };
  await q.query('INSERT INTO sessions (id, user_id, effective_account_id, previous_session_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)', [
    session.id, userId, effectiveAccountId, previousSessionId, timestamp(now),
  ]);
  return session;
}

/** Stores a guest session once it holds something (PX-19-002); nothing when it is stored already. */
export async function storeGuestSession(q: Queryable, id: string, now: number): Promise<void> {
  sessionWrites += 1;
  unstoredCache(q).delete(id);
  await q.query('INSERT INTO sessions (id, created_at, last_seen_at) VALUES ($1, $2, $2) ON CONFLICT (id) DO NOTHING', [id, timestamp(now)]);
  sessionWrites += 1;
  unstoredCache(q).delete(id);
}

/** Records a use of the session (its idle time starts again). */
export async function touchSession(q: Queryable, id: string, now: number): Promise<void> {
  sessionWrites += 1;
  await q.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND ended_at IS NULL', [id, timestamp(now)]);
  sessionWrites += 1;
  sessionCache(q)?.delete(id);
}

export async function endSession(q: Queryable, id: string): Promise<void> {
  sessionWrites += 1;
  await q.query('UPDATE sessions SET ended_at = now() WHERE id = $1', [id]);
  sessionWrites += 1;
  sessionCache(q)?.delete(id);
}

/**
 * Ends every live session of a user but `keepSessionId` (a password reset ends all, a password change
 * all but the caller's), dropping their cached copies; answers how many ended.
 */
export async function endUserSessions(q: Queryable, userId: string, keepSessionId?: string): Promise<number> {
  sessionWrites += 1;
  const ended = await q.query<{ id: string }>(
    'UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $2 RETURNING id', [userId, keepSessionId ?? null]);
  sessionWrites += 1;
  const cache = sessionCache(q) ?? new Map<string, SessionRecord>();
  for (const { id } of ended) cache.delete(id);
  for (const [id, session] of cache) if (session.userId === userId && id !== keepSessionId) cache.delete(id);
  return ended.length;
}

/** Voids a user's unused password links (a newer one was sent). */
export async function voidPasswordLinks(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE password_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** Uses a live password link once: true for exactly one caller, however many race. */
export async function claimPasswordToken(q: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await q.query('UPDATE password_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id', [tokenHash]);
  return rows.length === 1;
}

export async function setEffectiveAccount(q: Queryable, sessionId: string, accountId: string): Promise<void> {
  sessionWrites += 1;
  await q.query('UPDATE sessions SET effective_account_id = $2 WHERE id = $1', [sessionId, accountId]);
  sessionWrites += 1;
  sessionCache(q)?.delete(sessionId);
}

export async function findAccount(q: Queryable, id: string): Promise<Account | undefined> {
  return (await q.one<{ doc: Account }>('SELECT doc FROM accounts WHERE id = $1', [id]))?.doc;
}

/** PX-75-004: a tax-exempt account (salesTaxExempt) is charged no tax, whatever the address. */
export async function isTaxExempt(q: Queryable, accountId: string | null | undefined): Promise<boolean> {
  return accountId ? (await findAccount(q, accountId))?.salesTaxExempt === true : false;
}

/** The accounts a user may act for, the default one first. */
export function managedAccountIds(user: UserRecord): string[] {
  const ids = user.doc.managedAccountIds ?? [];
  const first = user.doc.defaultAccountId;
  return first ? [first, ...ids.filter((id) => id !== first)] : ids;
}

export function mayActFor(user: UserRecord, accountId: string): boolean {
  return managedAccountIds(user).includes(accountId);
}

export function assertMayActFor(user: UserRecord, accountId: string): void {
  if (!mayActFor(user, accountId)) throw forbidden('You may not act for this account.');
}

/**
 * PX-53-013: the account a session acts for: the one asked for (a managed account, else forbidden),
 * kept as the session's from then on; without one asked, the session's, else the user's default.
 */
export async function effectiveAccountOf(q: Queryable, user: UserRecord, session: Pick<SessionRecord, 'id' | 'effectiveAccountId'>, asked: string | undefined): Promise<string | null> {
  if (!asked) return session.effectiveAccountId ?? user.doc.defaultAccountId;
  assertMayActFor(user, asked);
  if (asked !== session.effectiveAccountId) await setEffectiveAccount(q, session.id, asked);
  return asked;
}

/**
 * PX-53-016: the accounts a user may act for, as the account switcher lists them: the user's own
 * (default) first unless left out, accounts that no longer exist skipped, each with its billing address.
 */
export async function managedAccountsOf(q: Queryable, user: UserRecord, includeMine: boolean): Promise<Wire['ManagedAccount'][]> {
  const result: Wire['ManagedAccount'][] = [];
  for (const id of managedAccountIds(user)) {
    const isMine = id === user.doc.defaultAccountId;
    if (isMine && !includeMine) continue;
    const account = await findAccount(q, id);
    if (!account) continue;
    const billing = await billingAddressOf(q, account);
    result.push({
      accountId: account.id,
      isMyAccount: isMine,
      accountName: account.name,
      address: billing ? { street: billing.street, city: billing.city, state: billing.region ?? null, zip: billing.postalCode, country: billing.country } : null,
    });
  }
  return result;
}

export async function buyerGroupsOf(q: Queryable, accountId: string): Promise<Array<{ id: string; name: string }>> {
  // Filtered in SQL: every priced cart of a signed-in buyer asks (the tariff surcharge, PX-08-002).
  return q.query<{ id: string; name: string }>(`SELECT id, name FROM buyer_groups WHERE doc->'accountIds' ? $1 ORDER BY id`, [accountId]);
}

// ------------------------------------------------------------------ addresses

export interface AddressRow {
  id: string;
  accountId: string;
  doc: Omit<Address, 'id' | 'accountId'> & Partial<Pick<Address, 'id' | 'accountId'>> & { middleName?: string | null };
}

export async function listAddresses(q: Queryable, accountId: string): Promise<AddressRow[]> {
  const rows = await q.query<any>('SELECT id, account_id, address_type, is_default, created_at, doc FROM addresses WHERE account_id = $1', [accountId]);
  return rows.map((r) => ({ id: r.id, accountId: r.account_id, createdAt: r.created_at, doc: { ...r.doc, addressType: r.address_type, isDefault: r.is_default } }));
}

export async function findAddress(q: Queryable, accountId: string, id: string): Promise<AddressRow | undefined> {
  return (await listAddresses(q, accountId)).find((a) => a.id === id);
}

export function addressView(a: AddressRow) {
  const d = a.doc;
  return {
    addressId: a.id, addressType: d.addressType, name: d.name ?? null, firstName: d.firstName ?? null, middleName: d.middleName ?? null,
    lastName: d.lastName ?? null, companyName: d.companyName ?? null, street: d.street, city: d.city, region: d.region ?? null,
    postalCode: d.postalCode ?? null, country: d.country, phoneNumber: d.phoneNumber ?? null, isDefault: d.isDefault,
  };
}

/**
 * Locks the account's addresses, in id order so concurrent writers never deadlock, before one of them
 * or the account's default changes (a change reads the row, then rewrites it and the other defaults).
 */
async function lockAddresses(q: Queryable, accountId: string): Promise<void> {
  await q.query('SELECT id FROM addresses WHERE account_id = $1 ORDER BY id FOR UPDATE', [accountId]);
}

async function saveAddress(q: Queryable, accountId: string, id: string | null, doc: AddressRow['doc']): Promise<string> {
  const addressId = id ?? (await nextId(q, '8lW'));
  if (doc.isDefault) {
    await q.query('UPDATE addresses SET is_default = false WHERE account_id = $1 AND address_type = $2 AND id <> $3', [accountId, doc.addressType, addressId]);
  }
  const stored = { ...doc, id: addressId, accountId };
  if (id) {
    await q.query('UPDATE addresses SET address_type = $2, is_default = $3, doc = $4 WHERE id = $1', [addressId, doc.addressType, doc.isDefault, JSON.stringify(stored)]);
  } else {
    await q.query('INSERT INTO addresses (id, account_id, address_type, is_default, doc) VALUES ($1, $2, $3, $4, $5)', [addressId, accountId, doc.addressType, doc.isDefault, JSON.stringify(stored)]);
  }
  return addressId;
}

/** An address as the buyer enters it: the stored document of an address-book entry. */
export type AddressInput = { addressType: string; isDefault: boolean; [field: string]: unknown };

/** Adds an address under the lock of the account's addresses; answers it as stored. */
export function createAddress(db: Db, accountId: string, doc: AddressInput): Promise<AddressRow> {
  return db.tx(async (q) => {
    await lockAddresses(q, accountId);
    const id = await saveAddress(q, accountId, null, doc as AddressRow['doc']);
    return (await findAddress(q, accountId, id))!;
  });
}

/** Reads and rewrites an address under the lock: a concurrent delete or default change cannot slip in between. */
export function updateAddress(db: Db, accountId: string, id: string, change: Record<string, unknown>): Promise<AddressRow> {
  return db.tx(async (q) => {
    await lockAddresses(q, accountId);
    const existing = await findAddress(q, accountId, id);
    if (!existing) throw notFound(`Address ${id} was not found.`);
    await saveAddress(q, accountId, existing.id, { ...existing.doc, ...change });
    return (await findAddress(q, accountId, existing.id))!;
  });
}

/** Deletes an address of the account; false when the account has no such address. */
export async function deleteAddress(q: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM addresses WHERE id = $1 AND account_id = $2 RETURNING id', [id, accountId]);
  return rows.length > 0;
}

/** The account's billing address document, if it has one. */
export async function billingAddressOf(q: Queryable, account: Account): Promise<any> {
  return (await q.one<{ doc: any }>('SELECT doc FROM addresses WHERE id = $1', [account.billingAddressId]))?.doc;
}
