// `tsx sandbox/review.ts`: the company's review of registrations, on the sandbox's data folder.
//   review.ts                      list registrations waiting for review
//   review.ts show <id>            the form as submitted, with its files
//   review.ts approve <id>         approve: account and user created, credentials e-mail to the outbox
//   review.ts decline <id> <why>   decline: notification e-mail to the outbox
// Run it while the server is stopped (PGlite keeps one process per data folder).
import { join } from 'node:path';
import { createCore } from './app.ts';
import { approveRegistration, declineRegistration, findRegistration, registrationView, type RegistrationRow } from './domain/registrations.ts';
import { DomainError } from './domain/errors.ts';
import { REPO_ROOT } from './openapi.ts';

const dataDir = process.env.SANDBOX_DATA_DIR ?? join(REPO_ROOT, '.sandbox-data');
const { core, cleanup } = await createCore({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined, databaseSchema: process.env.DATABASE_URL ? (process.env.DATABASE_SCHEMA ?? 'public') : undefined });
const [command, id, ...rest] = process.argv.slice(2);
try {
  if (!command || command === 'list') {
    const rows = await core.db.query<RegistrationRow>(`SELECT * FROM registrations WHERE status = 'Submitted' ORDER BY submitted_at`);
    if (rows.length === 0) console.log('No registrations are waiting for review.');
    for (const r of rows) console.log(`${r.id}  ${new Date(r.submitted_at).toISOString()}  ${r.details.accountName} <${r.details.email}>  files: ${r.files.map((f) => f.name).join(', ') || 'none'}`);
  } else if (command === 'show' && id) {
    console.log(JSON.stringify(registrationView(await findRegistration(core.db, id)), null, 2));
  } else if (command === 'approve' && id) {
    const r = await approveRegistration(core, id);
    console.log(`Approved ${r.id}: account ${r.account_id}, user ${r.user_id}. Credentials e-mail written to ${core.outbox.dir}.`);
  } else if (command === 'decline' && id && rest.length > 0) {
    const r = await declineRegistration(core, id, rest.join(' '));
    console.log(`Declined ${r.id}. Notification written to ${core.outbox.dir}.`);
  } else {
    console.error('usage: review.ts [list] | show <id> | approve <id> | decline <id> <reason>');
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await cleanup();
}
