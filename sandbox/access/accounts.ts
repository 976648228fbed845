// Which account a buyer may act for: an unknown one answers 404, another's 403.
import type { Queryable } from '../db/index.ts';
import { findAccount, mayActFor, type UserRecord } from '../domain/accounts.ts';
import { forbidden, notFound } from '../domain/errors.ts';

export async function accountToActFor(q: Queryable, user: UserRecord, id: string) {
  const account = await findAccount(q, id);
  if (!account) throw notFound();
  if (!mayActFor(user, id)) throw forbidden('You may not act for this account.');
  return account;
}
