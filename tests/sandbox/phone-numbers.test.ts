// PX-68-008: the sandbox keeps phone numbers in E.164 when they come in a national format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, readyCheckout, untilReady } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

describe('phone numbers in the sandbox', () => {
  it('[PX-68-008] a US delivery address and contact phone written as (312) 555-0101 and 3125550101 are kept as +13125550101', async () => {
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    const checkoutId = await readyCheckout(guest, { name: 'Ada Guest', firstName: 'Ada', lastName: 'Guest', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', shipToPhoneNumber: '(312) 555-0101' });
    await guest.patch(`/checkouts/${checkoutId}`, { contactInfo: { firstName: 'Ada', lastName: 'Guest', email: 'ada.phone@clinic.example', phoneNumber: '3125550101' } });
    const read = await untilReady(() => guest.get(`/checkouts/${checkoutId}`));
    expect(read.body.contactInfo.phoneNumber).toBe('+13125550101');
    expect(JSON.stringify(read.body.deliveryGroups)).toContain('+13125550101');
    expect(JSON.stringify(read.body.deliveryGroups)).not.toContain('(312) 555-0101');
  });
});
