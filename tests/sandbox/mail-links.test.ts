// Every e-mail of the store (issue 25): multipart plain text and HTML built by MailComposer (PX-68-005),
// every link an absolute address on the one configured public address (PX-68-003), every e-mail about
// an order linking to it (PX-68-004), the approver told when an order waits (PX-68-006), money and
// quantities as the store shows them and its totals adding up (PX-68-012).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { publicUrlFromEnv } from '../../sandbox/config.ts';
import type { OutboxMessage } from '../../sandbox/lib/outbox.ts';
import { Client, readyCheckout, signedIn, untilReady, placedByPurchaseOrder } from './client.ts';

const PUBLIC = 'https://store.kestrelridge.example';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0, publicUrl: PUBLIC });
}, 120_000);
afterAll(() => sandbox?.close());

const mailsSince = (count: number) => sandbox.core.outbox.list().slice(count);
const to = (mails: OutboxMessage[], address: string) => mails.filter((mail) => mail.text.includes(`To: ${address}`));

/** Every address a person could follow: bare URLs and store paths in the text, hrefs in the HTML. */
function linksOf(mail: OutboxMessage): { text: string[]; html: string[]; barePaths: string[] } {
  const body = mail.text.slice(mail.text.indexOf('\n\n'));
  return {
    text: [...body.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
    html: [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')),
    // A path standing alone (a word starting with '/'), which no mail client can open.
    barePaths: [...body.matchAll(/(?:^|\s)(\/[\w-]+[^\s]*)/g)].map((match) => match[1]!),
  };
}

function expectWellFormed(mail: OutboxMessage, expectedPath: RegExp) {
  expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
  expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
  expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
  const links = linksOf(mail);
  expect(links.barePaths).toEqual([]);
  expect(links.text.length).toBeGreaterThan(0);
  expect(links.html).toEqual(links.text);
  for (const link of [...links.text, ...links.html]) expect(link.startsWith(`${PUBLIC}/`), link).toBe(true);
  expect(links.text.some((link) => expectedPath.test(new URL(link).pathname + new URL(link).search)), `${links.text.join(' ')} ~ ${expectedPath}`).toBe(true);
}


/** Cents of a '$1,021.00' amount. */
const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

describe('e-mails', () => {
  it('[PX-68-003] the public address is STORE_PUBLIC_URL, else the address npm start prints', () => {
    expect(publicUrlFromEnv({ STORE_PUBLIC_URL: 'https://shop.example.com/' })).toBe('https://shop.example.com');
    expect(publicUrlFromEnv({})).toBe('http://127.0.0.1:4173');
    expect(publicUrlFromEnv({ PORT: '4401' })).toBe('http://127.0.0.1:4401');
    expect(() => publicUrlFromEnv({ STORE_PUBLIC_URL: 'ftp://shop.example.com' })).toThrow();
  });

  it('[PX-68-003][PX-68-004][PX-68-005][PX-68-006][PX-68-012][PX-74-004] an order waiting for approval: the buyer\'s confirmation links to the order, the approver is e-mailed with a link to the approval, and the decision e-mails link to the order and the approval', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const before = sandbox.core.outbox.list().length;
    const order = await placedByPurchaseOrder(dana, '01t000000000001', 40, 'PO-MAIL-1');
    expect(order.status).toBe('PendingApproval');
    const placedMails = mailsSince(before);

    const [confirmation] = to(placedMails, 'buyer@demo.test');
    expect(confirmation!.text).toContain(`Subject: Your order ${order.orderNumber} has been received`);
    expectWellFormed(confirmation!, new RegExp(`^/orders/${order.orderNumber}$`));
    // Money and quantities as the store shows them: '40 × $161.00 = $6,440.00', never '40.0'.
    expect(confirmation!.text).toContain('40 × $161.00 = $6,440.00');
    expect(confirmation!.text).not.toMatch(/\b40\.0\b/);
    expect(confirmation!.html).toContain('$6,440.00');
    // The totals add up: every row but the total and an included tax sums to the total.
    // PX-74-004: the discounts by kind are rows too (40 packs at the 10–49 tier price: 'Automatic discounts -$440.00').
    const rows = [...confirmation!.text.matchAll(/^(Subtotal|Automatic discounts|Coupon \S+|Tariff surcharge|Gift wrap|Shipping|Tax \(included in prices\)|Tax|Total)\s+(-?)(\$[\d,]+\.\d{2})$/gm)].map((match) => [match[1]!, (match[2] ? -1 : 1) * cents(match[3]!)] as const);
    const total = rows.find(([label]) => label === 'Total')![1];
    const added = rows.filter(([label]) => label !== 'Total' && label !== 'Tax (included in prices)').reduce((sum, [, amount]) => sum + amount, 0);
    expect(rows.map(([label]) => label)).toContain('Shipping');
    expect(rows.find(([label]) => label === 'Automatic discounts')?.[1]).toBe(-44000);
    expect(added).toBe(total);
    expect(total).toBe(Math.round(Number(order.totalAmount) * 100));

    const [request] = to(placedMails, 'approver@demo.test');
    expect(request, 'the approver is e-mailed').toBeDefined();
    expect(request!.text).toContain(`Subject: Order ${order.orderNumber} is waiting for your approval`);
    expect(request!.text).toContain('Dana Okafor');
    expectWellFormed(request!, /^\/approvals\/a0P\d{12}$/);

    const morgan = await signedIn(sandbox.url, 'approver');
    const approval = (await morgan.get('/purchase-order-approvals')).body.items.find((a: any) => a.orderSummaryId === order.orderSummaryId);
    expect(request!.text).toContain(`/approvals/${approval.approvalId}`);
    const decidedBefore = sandbox.core.outbox.list().length;
    expect((await morgan.post(`/purchase-order-approvals/${approval.approvalId}/actions/approve`, { comment: 'Fine.' })).status).toBe(200);
    const decided = mailsSince(decidedBefore);
    expectWellFormed(to(decided, 'buyer@demo.test')[0]!, new RegExp(`^/orders/${order.orderNumber}$`));
    expectWellFormed(to(decided, 'approver@demo.test')[0]!, new RegExp(`^/approvals/${approval.approvalId}$`));
  });

  it('[PX-68-003][PX-68-004] a guest\'s confirmation links to the order\'s confirmation page', async () => {
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    const address = { name: 'Ada Guest', firstName: 'Ada', lastName: 'Guest', street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US', shipToPhoneNumber: '+13125550101' };
    const checkoutId = await readyCheckout(guest, address);
    await guest.patch(`/checkouts/${checkoutId}`, { contactInfo: { firstName: 'Ada', lastName: 'Guest', email: 'ada.mail@clinic.example', phoneNumber: '+13125550101' } });
    await untilReady(() => guest.get(`/checkouts/${checkoutId}`));
    const token = await guest.post('/payments/token', {
      cardPaymentMethod: { cardHolderName: 'Ada Guest', cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', cardType: 'Visa' },
      billingAddress: { street: '500 W Madison St', city: 'Chicago', region: 'IL', postalCode: '60661', country: 'US' },
    });
    await guest.post(`/checkouts/${checkoutId}/payments`, { requestType: 'Auth', paymentToken: token.body.token });
    const before = sandbox.core.outbox.list().length;
    const placed = await guest.post(`/checkouts/${checkoutId}/orders`);
    expect(placed.status).toBe(201);
    const [mail] = to(mailsSince(before), 'ada.mail@clinic.example');
    expectWellFormed(mail!, new RegExp(`^/order-confirmation/${placed.body.orderReferenceNumber}$`));
  });

  it('[PX-68-003][PX-68-005] the password e-mail carries an absolute set-password link that works', async () => {
    const client = new Client(sandbox.url);
    const before = sandbox.core.outbox.list().length;
    expect((await client.post('/auth/forgot-password', { username: 'multi@demo.test' })).status).toBe(202);
    const [mail] = to(mailsSince(before), 'multi@demo.test');
    expectWellFormed(mail!, /^\/set-password\?token=[\w-]+$/);
    const link = new URL(linksOf(mail!).text[0]!);
    expect((await client.post('/auth/reset-password', { token: link.searchParams.get('token'), newPassword: 'Demo-Multi-Reset-9' })).status).toBe(204);
  });
});
