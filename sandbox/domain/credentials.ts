// Sign-in and passwords: a sign-in replaces the session (new id and CSRF token) and remembers the
// guest session it replaced, whose cart may then be preserved; password links are single-use.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { randomToken } from './ids.ts';
import { hashPassword, isStrongPassword, verifyPassword } from '../lib/passwords.ts';
import { claimPasswordToken, createSession, endSession, endUserSessions, findUserByName, voidPasswordLinks, type SessionRecord, type UserRecord } from './accounts.ts';
import type { Core } from './core.ts';
import { accountPaths } from '../../src/content/site.ts';
import { gone, invalidInput, notSignedIn } from './errors.ts';
import { isCommonPassword } from '../../machines/registration/common-passwords.ts';
import { MSG_PASSWORD_COMMON } from '../../machines/constants/registration.ts';
import { mailLanguageOf, mailWords } from './mail-language.ts';

const RESET_HOURS = 24;
let dummyHash: Promise<string> | undefined;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLogin = () => notSignedIn('Your login attempt has failed. Make sure the username and password are correct.', 'INVALID_LOGIN');
const WEAK_PASSWORD = 'Your password must be at least 8 characters long and include at least one letter and one number.';

/** The rules of every new password: strong enough, and not a commonly used or breached one (PX-65-009). */
async function assertNewPassword(password: string, username: string): Promise<void> {
  if (!isStrongPassword(password, username)) throw invalidInput(WEAK_PASSWORD, 'INVALID_NEW_PASSWORD');
  if (await isCommonPassword(password)) throw invalidInput(MSG_PASSWORD_COMMON, 'INVALID_NEW_PASSWORD');
}

/** Checks the credentials and answers the user with the session that replaces the caller's. */
export async function signIn(
  core: Core, caller: { user: UserRecord | null; session: SessionRecord }, username: string, password: string,
  attempt: { failed: () => Promise<void>; succeeded: () => Promise<void> },
): Promise<{ user: UserRecord; session: SessionRecord }> {
  const user = await findUserByName(core.db, username);
  // Verify even for unknown users so timing does not reveal which user names exist.
  dummyHash ??= hashPassword('no-such-user-password-1');
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !user.active || !valid) {
    await attempt.failed();
    throw invalidLogin();
  }
  await attempt.succeeded();
  await endSession(core.db, caller.session.id);
  const previous = caller.user ? null : caller.session.id;
  return { user, session: await createSession(core.db, user.id, user.doc.defaultAccountId, previous, core.sessions.now()) };
}

/** Why a password link is sent: a reset the user asked for, or the first password of an approved registration. */
export type PasswordLinkPurpose = { purpose: 'reset' } | { purpose: 'welcome'; accountName: string };

/**
 * Issues a single-use password link (reset or first password) and e-mails it, in the language of the
 * locale of the request that caused it (PX-86-002): the reset request's page, the registration's.
 */
export async function sendPasswordLink(core: Core, q: Queryable, user: UserRecord, why: PasswordLinkPurpose, locale: string | null | undefined): Promise<string> {
  const token = randomToken(24);
  // A newer link voids the older unused ones (PX-10-012).
  await voidPasswordLinks(q, user.id);
  await q.query(`INSERT INTO password_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + interval '${RESET_HOURS} hours')`, [tokenHash(token), user.id, why.purpose]);
  const t = mailWords(locale);
  // PX-68-003: the link is an absolute address of the store's set-password page (accountPaths.setPassword),
  // for a first password and a reset alike (PX-17-006).
  await core.outbox.send({
    to: user.doc.email,
    subject: t(why.purpose === 'reset' ? 'password.resetSubject' : 'password.welcomeSubject'),
    language: mailLanguageOf(locale),
    blocks: [
      t('password.hello', { firstName: user.doc.firstName }),
      why.purpose === 'reset' ? t('password.resetIntro') : t('password.welcomeIntro', { accountName: why.accountName }),
      t('password.userName', { username: user.username }),
      t('password.linkWorks', { hours: RESET_HOURS }),
      { link: { label: t('password.setLink'), path: `${accountPaths.setPassword}?token=${token}` } },
      { lines: [t('mail.customerService'), core.store.webstore.supportEmail] },
    ],
  });
  return token;
}

/** E-mails a reset link to an active user of that name, in the request page's language; says nothing about names that do not exist. */
export async function requestPasswordReset(core: Core, username: string, locale?: string): Promise<void> {
  const user = await findUserByName(core.db, username);
  if (user?.active) await sendPasswordLink(core, core.db, user, { purpose: 'reset' }, locale);
}

/** Sets a new password with a live link (which is then used up); the user becomes active. */
export async function resetPassword(core: Core, token: string, newPassword: string): Promise<void> {
  const row = await core.db.one<{ user_id: string; username: string }>(
    `SELECT t.user_id, u.username FROM password_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`, [tokenHash(token)]);
  if (!row) throw gone('This password link has expired. Request a new one.', 'TOKEN_EXPIRED');
  await assertNewPassword(newPassword, row.username);
  const hashed = await hashPassword(newPassword);
  await core.db.tx(async (q) => {
    // Claimed in one statement: of racing requests with one token exactly one succeeds (PX-10-012).
    if (!(await claimPasswordToken(q, tokenHash(token)))) throw gone('This password link has expired. Request a new one.', 'TOKEN_EXPIRED');
    await q.query('UPDATE users SET password_hash = $2, active = true WHERE id = $1', [row.user_id, hashed]);
  });
  // The new password ends every session of the user, wherever it was signed in (PX-10-012).
  await endUserSessions(core.db, row.user_id);
}

/**
 * PX-24-010, PX-24-011: a signed-in user changes the password by proving the current one (a wrong
 * one is a failed sign-in for the throttle, PX-10-010); the new one follows the reset's rules and
 * differs from the current. Every other session of the user ends, the caller's stays; unused
 * password links are voided, as the password they were for is gone. Answers how many sessions ended.
 */
export async function changePassword(
  core: Core, user: UserRecord, session: SessionRecord, currentPassword: string, newPassword: string,
  attempt: { failed: () => Promise<void>; succeeded: () => Promise<void> },
): Promise<number> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await attempt.failed();
    throw invalidInput('Your current password is not correct.', 'INVALID_CURRENT_PASSWORD');
  }
  await attempt.succeeded();
  await assertNewPassword(newPassword, user.username);
  if (newPassword === currentPassword) throw invalidInput('Choose a new password that differs from your current one.', 'INVALID_NEW_PASSWORD');
  const hashed = await hashPassword(newPassword);
  await core.db.tx(async (q) => {
    await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hashed]);
    await voidPasswordLinks(q, user.id);
  });
  // On the database itself, not in the transaction: the session cache belongs to the connection.
  return endUserSessions(core.db, user.id, session.id);
}
