// `tsx sandbox/review.ts`: the company's review of registrations, on the sandbox's data folder.
//   review.ts                      list registrations waiting for review
//   review.ts show <id>            the form as submitted, with its files
//   review.ts approve <id>         approve: account and user created, credentials e-mail to the outbox
//   review.ts decline <id> <why>   decline: notification e-mail to the outbox
// A data folder is one process's (PX-10-003). While a server holds it, the script works through that
// server's reviewer operations, signed in as the sandbox reviewer (SANDBOX_REVIEWER_USERNAME and
// SANDBOX_REVIEWER_PASSWORD override the seeded one); otherwise it opens the folder itself.
import { join } from 'node:path';
import { createCore } from './app.ts';
import { DEFAULT_WEBSTORE_ID, webstorePath } from './config.ts';
import { SANDBOX_REVIEWER } from './db/seed.ts';
import { approveRegistration, declineRegistration, findRegistration, listRegistrations, registrationView } from './domain/registrations.ts';
import { DomainError } from './domain/errors.ts';
import { ApiError } from './http/errors.ts';
import { DataFolderBusyError } from './lib/data-lock.ts';
import { REPO_ROOT } from './openapi.ts';

type View = ReturnType<typeof registrationView>;

/** What the review needs, over the folder or over a running server's API. */
interface Review {
  list(): Promise<View[]>;
  show(id: string): Promise<View>;
  approve(id: string): Promise<View>;
  decline(id: string, reason: string): Promise<View>;
  where: string;
  close(): Promise<void>;
}

async function overFolder(dataDir: string): Promise<Review> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const { core, cleanup } = await createCore({ dataDir, databaseUrl, databaseSchema: databaseUrl ? (process.env.DATABASE_SCHEMA ?? 'public') : undefined, lockHolder: 'sandbox:review' });
  return {
    list: async () => (await listRegistrations(core.db)).map(registrationView),
    show: async (id) => registrationView(await findRegistration(core.db, id)),
    approve: async (id) => registrationView(await approveRegistration(core, id)),
    decline: async (id, reason) => registrationView(await declineRegistration(core, id, reason)),
    where: core.outbox.dir,
    close: cleanup,
  };
}

async function overServer(url: string, dataDir: string): Promise<Review> {
  const base = `${url}${webstorePath(DEFAULT_WEBSTORE_ID)}/registrations`;
  let cookies: Record<string, string> = {};
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${path.startsWith('http') ? '' : base}${path}`, {
      method,
      headers: {
        cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '),
        ...(cookies['csrf-token'] ? { 'csrf-token': cookies['csrf-token'] } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of response.headers.getSetCookie()) {
      const [name, value = ''] = c.split(';')[0]!.split('=');
      cookies = { ...cookies, [name!]: value };
    }
    const answer = await response.json().catch(() => undefined);
    if (!response.ok) throw new ApiError(response.status, Array.isArray(answer) ? answer : [{ errorCode: 'HTTP', message: `${response.status} from ${url}` }]);
    return answer;
  };
  const signIn = `${url}${webstorePath(DEFAULT_WEBSTORE_ID)}/auth/login`;
  await call('POST', signIn, {
    username: process.env.SANDBOX_REVIEWER_USERNAME ?? SANDBOX_REVIEWER.username,
    password: process.env.SANDBOX_REVIEWER_PASSWORD ?? SANDBOX_REVIEWER.password,
  });
  return {
    list: async () => (await call('GET', '?status=Submitted')).registrations,
    show: (id) => call('GET', `/${encodeURIComponent(id)}`),
    approve: (id) => call('POST', `/${encodeURIComponent(id)}/actions/approve`, {}),
    decline: (id, reason) => call('POST', `/${encodeURIComponent(id)}/actions/decline`, { reason }),
    where: join(dataDir, 'outbox'),
    close: async () => {
      await call('POST', `${url}${webstorePath(DEFAULT_WEBSTORE_ID)}/auth/logout`).catch(() => undefined);
    },
  };
}

const dataDir = process.env.SANDBOX_DATA_DIR ?? join(REPO_ROOT, '.sandbox-data');
const review = await overFolder(dataDir).catch(async (error: unknown) => {
  if (!(error instanceof DataFolderBusyError)) throw error;
  if (!error.holder?.url) {
    console.error(`${error.message}\nIt is not a server this script can reach; try again when it has ended.`);
    process.exit(1);
  }
  console.log(`The server at ${error.holder.url} holds ${dataDir}; reviewing through its API.`);
  return overServer(error.holder.url, dataDir);
});
const [command, id, ...rest] = process.argv.slice(2);
try {
  if (!command || command === 'list') {
    const rows = await review.list();
    if (rows.length === 0) console.log('No registrations are waiting for review.');
    for (const r of rows) console.log(`${r.registrationId}  ${r.submittedDate}  ${r.details.accountName} <${r.details.email}>  files: ${r.files.map((f) => f.name).join(', ') || 'none'}`);
  } else if (command === 'show' && id) {
    console.log(JSON.stringify(await review.show(id), null, 2));
  } else if (command === 'approve' && id) {
    const r = await review.approve(id);
    console.log(`Approved ${r.registrationId}: account ${r.accountId}, user ${r.userId}. Credentials e-mail written to ${review.where}.`);
  } else if (command === 'decline' && id && rest.length > 0) {
    const r = await review.decline(id, rest.join(' '));
    console.log(`Declined ${r.registrationId}. Notification written to ${review.where}.`);
  } else {
    console.error('usage: review.ts [list] | show <id> | approve <id> | decline <id> <reason>');
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof DomainError) && !(error instanceof ApiError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await review.close();
}
