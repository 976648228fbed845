// Sign-in, sign-out and passwords (project extension). A sign-in replaces the session (new id and
// CSRF token) and remembers the guest session it replaced, whose cart may then be preserved.
import { createHash } from 'node:crypto';
import { noContent, ok, type Answer, type Ctx } from '../http/context.ts';
import { ApiError, badRequest, gone } from '../http/errors.ts';
import { claimPasswordToken, createSession, endSession, endUserSessions, findUserByName, voidPasswordLinks, type UserRecord } from '../domain/accounts.ts';
import { hashPassword, isStrongPassword, verifyPassword } from '../lib/passwords.ts';
import { randomToken } from '../lib/ids.ts';
import type { Core } from '../domain/core.ts';
import type { Queryable } from '../db/index.ts';

const NO_ACCOUNT = '000000000000000';
const RESET_HOURS = 24;
let dummyHash: Promise<string> | undefined;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLogin = () => new ApiError(401, [{ errorCode: 'INVALID_LOGIN', message: 'Your login attempt has failed. Make sure the username and password are correct.' }]);

export async function signIn(ctx: Ctx): Promise<Answer> {
  const { username, password } = ctx.body as { username: string; password: string };
  const account = username.trim().toLowerCase();
  // Failed sign-ins wait per account and per address (PX-10-010), before any password is checked.
  await ctx.signInGuard.check(account, ctx.clientAddress);
  const user = await findUserByName(ctx.core.db, username);
  // Verify even for unknown users so timing does not reveal which user names exist.
  dummyHash ??= hashPassword('no-such-user-password-1');
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !user.active || !valid) {
    await ctx.signInGuard.failed(account, ctx.clientAddress);
    throw invalidLogin();
  }
  await ctx.signInGuard.succeeded(account, ctx.clientAddress);
  await endSession(ctx.core.db, ctx.session.id);
  const previous = ctx.user ? null : ctx.session.id;
  const session = await createSession(ctx.core.db, user.id, user.doc.defaultAccountId, previous);
  return { ...ok({ userId: user.id, accountId: user.doc.defaultAccountId ?? NO_ACCOUNT, guestUser: false }), session };
}

export async function signOut(ctx: Ctx): Promise<Answer> {
  await endSession(ctx.core.db, ctx.session.id);
  return noContent();
}

/** Issues a single-use password link (reset or first password) and e-mails it. */
export async function sendPasswordLink(core: Core, q: Queryable, user: UserRecord, purpose: 'reset' | 'welcome', intro: string): Promise<string> {
  const token = randomToken(24);
  // A newer link voids the older unused ones (PX-10-012).
  await voidPasswordLinks(q, user.id);
  await q.query(`INSERT INTO password_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + interval '${RESET_HOURS} hours')`, [tokenHash(token), user.id, purpose]);
  core.outbox.send({
    to: user.doc.email,
    subject: purpose === 'reset' ? 'Reset your Kestrel Ridge Medical password' : 'Your Kestrel Ridge Medical store account',
    text: [
      `Hello ${user.doc.firstName},`,
      '',
      intro,
      '',
      `User name: ${user.username}`,
      `Set your password (the link works once, for ${RESET_HOURS} hours):`,
      `/reset-password?token=${token}`,
      '',
      'Kestrel Ridge Medical customer service',
      core.store.webstore.supportEmail,
    ].join('\n'),
  });
  return token;
}

export async function requestPasswordReset(ctx: Ctx): Promise<Answer> {
  const user = await findUserByName(ctx.core.db, (ctx.body as { username: string }).username);
  if (user?.active) await sendPasswordLink(ctx.core, ctx.core.db, user, 'reset', 'We received a request to reset the password of your store account. If it was not you, ignore this e-mail.');
  return ok({ accepted: true }, 202);
}

export async function resetPassword(ctx: Ctx): Promise<Answer> {
  const { token, newPassword } = ctx.body as { token: string; newPassword: string };
  const row = await ctx.core.db.one<{ user_id: string; username: string }>(
    `SELECT t.user_id, u.username FROM password_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`, [tokenHash(token)]);
  if (!row) throw gone('This password link has expired. Request a new one.', 'TOKEN_EXPIRED');
  if (!isStrongPassword(newPassword, row.username)) {
    throw badRequest('Your password must be at least 8 characters long and include at least one letter and one number.', 'INVALID_NEW_PASSWORD');
  }
  const hashed = await hashPassword(newPassword);
  await ctx.core.db.tx(async (q) => {
    // Claimed in one statement: of racing requests with one token exactly one succeeds (PX-10-012).
    if (!(await claimPasswordToken(q, tokenHash(token)))) throw gone('This password link has expired. Request a new one.', 'TOKEN_EXPIRED');
    await q.query('UPDATE users SET password_hash = $2, active = true WHERE id = $1', [row.user_id, hashed]);
  });
  // The new password ends every session of the user, wherever it was signed in (PX-10-012).
  await endUserSessions(ctx.core.db, row.user_id);
  return noContent();
}
