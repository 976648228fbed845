// Self-registration: submission with its files, account lookup, and the reviewer operations (only
// reviewers reach those: the access step of the pipeline, http/access.ts, refuses everyone else).
import { download, ok, type Ctx, type Reply } from '../http/context.ts';
import { approveRegistration, declineRegistration, findRegistration, listRegistrations, lookupAccount, registrationView, submitRegistration as submit } from '../domain/registrations.ts';
import { DomainError, invalidInput, notFound } from '../domain/errors.ts';

export async function submitRegistration(ctx: Ctx<'submitRegistration'>): Reply<'submitRegistration'> {
  const row = await submit(ctx.core, ctx.body.registration, ctx.files, ctx.query.language);
  return ok({ registrationId: row.id, status: 'Submitted' as const, submittedDate: new Date(row.submitted_at).toISOString() }, 201);
}

export async function lookupRegistrationAccount(ctx: Ctx<'lookupRegistrationAccount'>): Reply<'lookupRegistrationAccount'> {
  // Unknown numbers count against the caller's address, like failed sign-ins (PX-65-011).
  await ctx.lookupGuard.check(ctx.clientAddress);
  try {
    return ok(await lookupAccount(ctx.core.db, String(ctx.query.accountNumber ?? '')));
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not-found') await ctx.lookupGuard.failed(ctx.clientAddress);
    throw error;
  }
}

export async function listRegistrationsHandler(ctx: Ctx<'listRegistrations'>): Reply<'listRegistrations'> {
  return ok({ registrations: (await listRegistrations(ctx.core.db, ctx.query.status)).map(registrationView) });
}

export async function getRegistration(ctx: Ctx<'getRegistration'>): Reply<'getRegistration'> {
  return ok(registrationView(await findRegistration(ctx.core.db, ctx.params.registrationId)));
}

export async function approveRegistrationHandler(ctx: Ctx<'approveRegistration'>): Reply<'approveRegistration'> {
  return ok(registrationView(await approveRegistration(ctx.core, ctx.params.registrationId)));
}

export async function declineRegistrationHandler(ctx: Ctx<'declineRegistration'>): Reply<'declineRegistration'> {
  const reason = String(ctx.body.reason).trim();
  if (!reason) throw invalidInput('Reason is required field', 'REQUIRED_FIELD_MISSING');
  return ok(registrationView(await declineRegistration(ctx.core, ctx.params.registrationId, reason)));
}

/** PX-17-005: a registration's document, for reviewers, under its own name. */
export async function getRegistrationDocument(ctx: Ctx<'getRegistrationDocument'>): Reply<'getRegistrationDocument'> {
  const registration = await findRegistration(ctx.core.db, ctx.params.registrationId);
  const file = registration.files.find((f) => f.part === ctx.params.part);
  if (!file) throw notFound('This registration has no such document.');
  const name = file.name.replace(/["\\\r\n]/g, '_');
  return download(file.contentType, ctx.core.files.read(file.storedName), name);
}
