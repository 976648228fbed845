// Self-registration: submission with its files, account lookup, and the reviewer operations.
import { ok, requireUser, type Answer, type Ctx } from '../http/context.ts';
import { ApiError, forbidden, notFound, payloadTooLarge, unsupportedMediaType, type ErrorEntry } from '../http/errors.ts';
import { accountNumberExists, approveRegistration, declineRegistration, findRegistration, listRegistrations, registrationView } from '../domain/registrations.ts';
import { FileTooLargeError, UnsupportedFileError } from '../lib/files.ts';
import { nextId } from '../lib/ids.ts';

const FILE_PARTS = [
  { part: 'resaleLicenseFile', flag: 'purchaseForResale', message: 'Resale License File is required, Please Upload' },
  { part: 'taxExemptFile', flag: 'salesTaxExempt', message: 'Tax Exempt file is required, Please Upload' },
] as const;

export async function submitRegistration(ctx: Ctx): Promise<Answer> {
  const details = (ctx.body as { registration: any }).registration;
  const problems: ErrorEntry[] = [];
  if (details.existingCustomer && !details.accountNumber?.trim()) problems.push({ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Please Enter the Account number' });
  else if (details.existingCustomer && !(await ctx.core.db.one('SELECT id FROM accounts WHERE account_number = $1', [details.accountNumber.trim()]))) {
    problems.push({ errorCode: 'ACCOUNT_NOT_FOUND', message: 'No Account Found with Account#' });
  }
  if (!details.invoiceEmail?.trim()) problems.push({ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Please provide email address for invoices' });
  if (details.shipOutsideCountry && !(details.shipToCountries?.length > 0)) problems.push({ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Ship To Countries is required field' });
  const accepted = new Set(details.authorizationStatementsAccepted ?? []);
  if (!['informationAccurate', 'creditCheck', 'termsAndConditions'].every((s) => accepted.has(s))) problems.push({ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Please accept every authorization statement.' });
  for (const f of FILE_PARTS) if (details[f.flag] && !ctx.files[f.part]) problems.push({ errorCode: 'REQUIRED_FILE_MISSING', message: f.message });
  if (problems.length > 0) throw new ApiError(400, problems);

  const checked: Array<ReturnType<typeof ctx.core.files.check> & { part: string }> = [];
  for (const f of FILE_PARTS) {
    const upload = ctx.files[f.part];
    if (!upload || !details[f.flag]) continue;
    if (upload.truncated) throw payloadTooLarge();
    try {
      checked.push({ ...ctx.core.files.check(upload.bytes, upload.filename), part: f.part });
    } catch (error) {
      if (error instanceof FileTooLargeError) throw payloadTooLarge();
      if (error instanceof UnsupportedFileError) throw unsupportedMediaType();
      throw error;
    }
  }
  // The files reach the disk with the record that owns them, and leave it if that write fails (PX-10-009).
  const row = await ctx.core.files.keepWith((write) => ctx.core.db.tx(async (q) => {
    const id = await nextId(q, 'a0G');
    const files = checked.map((c) => ({ part: c.part, ...write(c) }));
    return (await q.one<{ id: string; submitted_at: Date }>(`INSERT INTO registrations (id, status, submitted_at, files, details) VALUES ($1, 'Submitted', now(), $2, $3) RETURNING id, submitted_at`, [id, JSON.stringify(files), JSON.stringify(details)]))!;
  }));
  return ok({ registrationId: row.id, status: 'Submitted', submittedDate: new Date(row.submitted_at).toISOString() }, 201);
}

export async function lookupRegistrationAccount(ctx: Ctx): Promise<Answer> {
  const number = String(ctx.query.accountNumber ?? '').trim();
  if (!number) throw new ApiError(400, [{ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Please Enter the Account number' }]);
  // Only whether the number can be used (PX-10-011): never the account's name or address.
  if (!(await accountNumberExists(ctx.core.db, number))) throw notFound('No Account Found with Account#', 'ACCOUNT_NOT_FOUND');
  return ok({ accountNumber: number, usable: true as const });
}

function reviewerOnly(ctx: Ctx): void {
  if (!requireUser(ctx).doc.roles.includes('reviewer')) throw forbidden('Only registration reviewers may do this.');
}

export async function listRegistrationsHandler(ctx: Ctx): Promise<Answer> {
  reviewerOnly(ctx);
  return ok({ registrations: (await listRegistrations(ctx.core.db, ctx.query.status)).map(registrationView) });
}

export async function getRegistration(ctx: Ctx): Promise<Answer> {
  reviewerOnly(ctx);
  return ok(registrationView(await findRegistration(ctx.core.db, ctx.params.registrationId!)));
}

export async function approveRegistrationHandler(ctx: Ctx): Promise<Answer> {
  reviewerOnly(ctx);
  return ok(registrationView(await approveRegistration(ctx.core, ctx.params.registrationId!)));
}

export async function declineRegistrationHandler(ctx: Ctx): Promise<Answer> {
  reviewerOnly(ctx);
  const reason = String((ctx.body as { reason: string }).reason).trim();
  if (!reason) throw new ApiError(400, [{ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Reason is required field' }]);
  return ok(registrationView(await declineRegistration(ctx.core, ctx.params.registrationId!, reason)));
}
