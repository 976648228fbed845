// Self-registration: submission with its files, account lookup, and the reviewer operations.
import { download, ok, requireUser, type Call, type Ctx, type Reply } from '../http/context.ts';
import { approveRegistration, declineRegistration, findRegistration, listRegistrations, lookupAccount, registrationView, submitRegistration as submit } from '../domain/registrations.ts';
import { forbidden, invalidInput, notFound } from '../domain/errors.ts';

export async function submitRegistration(ctx: Ctx<'submitRegistration'>): Reply<'submitRegistration'> {
  const row = await submit(ctx.core, ctx.body.registration, ctx.files);
  return ok({ registrationId: row.id, status: 'Submitted' as const, submittedDate: new Date(row.submitted_at).toISOString() }, 201);
}

export async function lookupRegistrationAccount(ctx: Ctx<'lookupRegistrationAccount'>): Reply<'lookupRegistrationAccount'> {
  return ok(await lookupAccount(ctx.core.db, String(ctx.query.accountNumber ?? '')));
}

function reviewerOnly(ctx: Call): void {
  if (!requireUser(ctx).doc.roles.includes('reviewer')) throw forbidden('Only registration reviewers may do this.');
}

export async function listRegistrationsHandler(ctx: Ctx<'listRegistrations'>): Reply<'listRegistrations'> {
  reviewerOnly(ctx);
  return ok({ registrations: (await listRegistrations(ctx.core.db, ctx.query.status)).map(registrationView) });
}

export async function getRegistration(ctx: Ctx<'getRegistration'>): Reply<'getRegistration'> {
  reviewerOnly(ctx);
  return ok(registrationView(await findRegistration(ctx.core.db, ctx.params.registrationId)));
}

export async function approveRegistrationHandler(ctx: Ctx<'approveRegistration'>): Reply<'approveRegistration'> {
  reviewerOnly(ctx);
  return ok(registrationView(await approveRegistration(ctx.core, ctx.params.registrationId)));
}

export async function declineRegistrationHandler(ctx: Ctx<'declineRegistration'>): Reply<'declineRegistration'> {
  reviewerOnly(ctx);
  const reason = String(ctx.body.reason).trim();
  if (!reason) throw invalidInput('Reason is required field', 'REQUIRED_FIELD_MISSING');
  return ok(registrationView(await declineRegistration(ctx.core, ctx.params.registrationId, reason)));
}

/** PX-17-005: a registration's document, for reviewers, under its own name. */
export async function getRegistrationDocument(ctx: Ctx<'getRegistrationDocument'>): Reply<'getRegistrationDocument'> {
  reviewerOnly(ctx);
  const registration = await findRegistration(ctx.core.db, ctx.params.registrationId);
  const file = registration.files.find((f) => f.part === ctx.params.part);
  if (!file) throw notFound('This registration has no such document.');
  const name = file.name.replace(/["\\\r\n]/g, '_');
  return download(file.contentType, ctx.core.files.read(file.storedName), name);
}
