// Sign-in, sign-out and passwords (project extension).
import { noContent, ok, requireUser, shopperOf, type Ctx, type Reply } from '../http/context.ts';
import { endSession } from '../domain/accounts.ts';
import { changePassword as change, requestPasswordReset as requestReset, resetPassword as reset, signIn as checkCredentials } from '../domain/credentials.ts';

const NO_ACCOUNT = '000000000000000';

export async function signIn(ctx: Ctx<'signIn'>): Reply<'signIn'> {
  const { username, password } = ctx.body;
  const account = username.trim().toLowerCase();
  // Failed sign-ins wait per account and per address (PX-10-010), before any password is checked.
  await ctx.signInGuard.check(account, ctx.clientAddress);
  const { user, session } = await checkCredentials(ctx.core, shopperOf(ctx), username, password, {
    failed: () => ctx.signInGuard.failed(account, ctx.clientAddress),
    succeeded: () => ctx.signInGuard.succeeded(account, ctx.clientAddress),
  });
  return { ...ok({ userId: user.id, accountId: user.doc.defaultAccountId ?? NO_ACCOUNT, guestUser: false as const }), session };
}

export async function signOut(ctx: Ctx<'signOut'>): Reply<'signOut'> {
  await endSession(ctx.core.db, ctx.session.id);
  // The answer expires the session and CSRF cookies (PX-65-008), as the logout redirect does.
  return { ...noContent(), session: null };
}

export async function requestPasswordReset(ctx: Ctx<'requestPasswordReset'>): Reply<'requestPasswordReset'> {
  await requestReset(ctx.core, ctx.body.username, ctx.query.language);
  return ok({ accepted: true as const }, 202);
}

export async function resetPassword(ctx: Ctx<'resetPassword'>): Reply<'resetPassword'> {
  await reset(ctx.core, ctx.body.token, ctx.body.newPassword);
  return noContent();
}

export async function changePassword(ctx: Ctx<'changePassword'>): Reply<'changePassword'> {
  const user = requireUser(ctx);
  const account = user.username.trim().toLowerCase();
  // A wrong current password is a failed sign-in of the account from this address (PX-24-010, PX-10-010).
  await ctx.signInGuard.check(account, ctx.clientAddress);
  const otherSessionsEnded = await change(ctx.core, user, ctx.session, ctx.body.currentPassword, ctx.body.newPassword, {
    failed: () => ctx.signInGuard.failed(account, ctx.clientAddress),
    succeeded: () => ctx.signInGuard.succeeded(account, ctx.clientAddress),
  });
  return ok({ otherSessionsEnded });
}
