// One process per data folder (PX-10-003): a second server, sandbox:reset and sandbox:review meet the
// lock of the server that holds the folder; review works through that server's API meanwhile. The lock
// is PGlite's (PX-66-005), so these run on PGlite in the PostgreSQL run too (an empty DATABASE_URL).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { DataFolderBusyError } from '../../sandbox/lib/data-lock.ts';
import { Client, signedIn } from './client.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-lock-'));
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir, databaseUrl: '' });
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a sandbox script on the held folder; answers its exit code and output. */
async function script(file: string, args: string[] = [], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', [file, ...args], { env: { ...process.env, DATABASE_URL: '', SANDBOX_DATA_DIR: dataDir, ...env }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error: any) {
    return { code: error.code as number, stdout: error.stdout as string, stderr: error.stderr as string };
  }
}

describe('data folder lock', () => {
  it('[PX-10-003] a second server on the folder stops with a message naming the process that holds it', async () => {
    const second = await createSandbox({ dataDir, databaseUrl: '' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(DataFolderBusyError);
    expect((second as Error).message).toContain(`is in use by process ${process.pid} (sandbox server at ${sandbox.url}`);
    const other = await script('sandbox/server.ts', [], { PORT: '0' });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(`is in use by process ${process.pid} (sandbox server at ${sandbox.url}`);
  }, 90_000);

  it('[PX-10-003] sandbox:reset refuses while the server runs, and the server keeps its data', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    expect((await dana.post('/wishlists', { name: 'Kept while reset is refused' })).status).toBe(201);
    const reset = await script('sandbox/reset.ts');
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain(`in use by process ${process.pid}`);
    expect((await dana.get('/wishlists')).body.summaries.map((w: any) => w.name)).toContain('Kept while reset is refused');
  }, 90_000);

  it('[PX-10-003] sandbox:review lists and approves through the running server', async () => {
    const form = new FormData();
    form.append('registration', new Blob([JSON.stringify({
      existingCustomer: false, accountNumber: null, accountName: 'Lock Test Clinic', businessName: 'Lock Test Clinic LLC', doingBusinessAs: null,
      companyAddress: { street: '1 Main Street', city: 'Milwaukee', province: 'WI', postalCode: '53202', country: 'US' }, phone: '+14145550187', fax: null, mobile: null,
      email: 'lock@clinic.example', companyEmail: null, website: null, contact: { firstName: 'Lee', lastName: 'Lock', jobTitle: 'Buyer' },
      billToAddress: { street: '1 Main Street', city: 'Milwaukee', province: 'WI', postalCode: '53202', country: 'US' },
      shipToAddress: { street: '1 Main Street', city: 'Milwaukee', province: 'WI', postalCode: '53202', country: 'US' },
      taxIdentificationNumber: null, paymentTerms: 'Net 30', accountsPayable: { name: 'AP', email: 'ap@clinic.example', phone: '+14145550190', fax: null },
      invoiceEmail: 'invoices@clinic.example', ediInvoicingByEmail: false, purchaseForResale: false, productsWanted: null, marketSoldTo: null, shipOutsideCountry: false,
      shipToCountries: [], salesTaxExempt: false, authorizationStatementsAccepted: ['informationAccurate', 'creditCheck', 'termsAndConditions'],
    })], { type: 'application/json' }));
    const submitted = await new Client(sandbox.url).post('/registrations', form);
    expect(submitted.status).toBe(201);
    const id = submitted.body.registrationId as string;
    const list = await script('sandbox/review.ts');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`The server at ${sandbox.url} holds`);
    expect(list.stdout).toContain(`${id}  `);
    const approve = await script('sandbox/review.ts', ['approve', id]);
    expect(approve.code).toBe(0);
    expect(approve.stdout).toContain(`Approved ${id}`);
    const reviewer = await signedIn(sandbox.url, 'reviewer');
    expect((await reviewer.get(`/registrations/${id}`)).body.status).toBe('Approved');
    expect((await reviewer.get('/registrations?status=Approved')).body.registrations.map((r: any) => r.registrationId)).toContain(id);
    expect((await (await signedIn(sandbox.url, 'buyer')).get('/registrations')).status).toBe(403);
  }, 90_000);
});
