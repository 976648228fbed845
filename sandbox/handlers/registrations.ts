// Self-registration: submission with its files, account lookup, and the reviewer operations.
import { ok, requireUser, type Call, type Ctx } from '../http/context.ts';
import { approveRegistration, declineRegistration, findRegistration, listRegistrations, lookupAccount, registrationView, submitRegistration as submit } from '../domain/registrations.ts';
import { forbidden, invalidInput } from '../domain/errors.ts';

export async function submitRegistration(ctx: Ctx<'submitRegistration'>) {
  const row = await submit(ctx.core, ctx.body.registration, ctx.files);
  return ok({ registrationId: row.id, status: 'Submitted', submittedDate: new Date(row.submitted_at).toISOString() }, 201);
}

export async function lookupRegistrationAccount(ctx: Ctx<'lookupRegistrationAccount'>) {
  return ok(await lookupAccount(ctx.core.db, String(ctx.query.accountNumber ?? '')));
}

function reviewerOnly(ctx: Call): void {
  if (!requireUser(ctx).doc.roles.includes('reviewer')) throw forbidden('Only registration reviewers may do this.');
}

export async function listRegistrationsHandler(ctx: Ctx<'listRegistrations'>) {
  reviewerOnly(ctx);
  return ok({ registrations: (await listRegistrations(ctx.core.db, ctx.query.status)).map(registrationView) });
}

export async function getRegistration(ctx: Ctx<'getRegistration'>) {
  reviewerOnly(ctx);
  return ok(registrationView(await findRegistration(ctx.core.db, ctx.params.registrationId)));
}

export async function approveRegistrationHandler(ctx: Ctx<'approveRegistration'>) {
  reviewerOnly(ctx);
  return ok(registrationView(await approveRegistration(ctx.core, ctx.params.registrationId)));
}

export async function declineRegistrationHandler(ctx: Ctx<'declineRegistration'>) {
  reviewerOnly(ctx);
  const reason = String(ctx.body.reason).trim();
  if (!reason) throw invalidInput('Reason is required field', 'REQUIRED_FIELD_MISSING');
  return ok(registrationView(await declineRegistration(ctx.core, ctx.params.registrationId, reason)));
}
