// What the running store does that makes the specification's overview true (SH §1, CC §1): a store
// for business customers, whose customers are account holders and companies applying (resellers
// among them), with a cart, and category menus a shopper browses down to the products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, registration, registrationForm, signedIn, untilReady } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 120_000);
afterAll(() => sandbox?.close());

interface MenuItem {
  label: string;
  actionValue: string;
  subMenu: MenuItem[];
}

describe('the product overview', () => {
  it('[SH-1-001] the store sells to business customers: a signed-in buyer acts for a business account, a guest for none', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const session = (await dana.get('/session-context')).body;
    expect(session).toMatchObject({ guestUser: false, accountId: '001000000000001', accountName: 'Lakeshore Neurology Associates', effectiveAccountId: '001000000000001' });
    const account = await dana.get('/effective-accounts/001000000000001?fields=Name,IsBuyer,Type');
    expect(account.status).toBe(200);
    expect(account.body.fields).toMatchObject({ Name: 'Lakeshore Neurology Associates', IsBuyer: 'true' });
    const guest = (await new Client(sandbox.url).get('/session-context')).body;
    expect(guest).toMatchObject({ guestUser: true, effectiveAccountId: null });
  });

  it('[SH-1-002] customers are account holders, who sign in, and companies applying for an account, resellers among them, who become account holders once approved', async () => {
    expect((await new Client(sandbox.url).signIn('buyer@demo.test', 'Demo-Buyer-1')).status).toBe(200);
    const applied = await new Client(sandbox.url).post('/registrations', registrationForm(registration('omar@glcs.example', { purchaseForResale: true }), true));
    expect(applied.status).toBe(201);
    const reviewer = await signedIn(sandbox.url, 'reviewer');
    expect((await reviewer.post(`/registrations/${applied.body.registrationId}/actions/approve`)).body.status).toBe('Approved');
    const mail = sandbox.core.outbox.list().find((m) => m.text.includes('To: omar@glcs.example'))!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const applicant = new Client(sandbox.url);
    expect((await applicant.post('/auth/reset-password', { token, newPassword: 'Water-Street-2250' })).status).toBe(204);
    expect((await applicant.signIn('omar@glcs.example', 'Water-Street-2250')).status).toBe(200);
    expect((await applicant.get('/session-context')).body).toMatchObject({ guestUser: false, accountName: 'Great Lakes Clinical Supply' });
  });

  it('[SH-1-005] a cart exists: a buyer puts a product in it and reads it back', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    await riley.delete('/carts/current');
    expect((await riley.post('/carts/current/cart-items', { productId: '01t000000000005', quantity: '4', type: 'Product' })).status).toBe(201);
    const summary = (await untilReady(() => riley.get('/carts/current/compact-summary'))).body;
    expect(summary).toMatchObject({ cartId: expect.stringMatching(/^0a6/), uniqueProductCount: 1 });
    expect(Number(summary.totalProductCount)).toBe(4);
  });

  it('[CC-1-003] a guest browses the category menus down to a category, whose listing shows its products', async () => {
    const guest = new Client(sandbox.url);
    const menu = (await guest.get('/category-menu-items')).body.menuItems as MenuItem[];
    const neurology = menu.find((item) => item.label === 'Neurology')!;
    const diagnostics = neurology.subMenu.find((item) => item.label === 'Neurodiagnostics')!;
    const eeg = diagnostics.subMenu.find((item) => item.label === 'EEG Electrodes & Caps')!;
    expect(eeg.actionValue).toMatch(/\/category\/[^/]+\/0ZG000000000111$/);
    const categoryId = eeg.actionValue.split('/').pop()!;
    const listing = await guest.get(`/search/products?categoryId=${categoryId}`);
    expect(listing.status).toBe(200);
    expect(listing.body.productsPage.products.map((product: { id: string }) => product.id)).toContain('01t000000000001');
  });
});
