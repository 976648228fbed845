// The e-mails that were still English (issue 30, journeys): a password link, a registration's approval
// and decline, and a standing order's order confirmations are written in the language of the page the
// request that caused them came from (PX-86-002); the registration and the standing order keep that
// locale for the e-mails they cause later. Read from the outbox, as a buyer would read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, registration, registrationForm, signedIn } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0, testClock: true, schedulerIntervalMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

/** The Subject header as read: its MIME encoded words decoded. */
const subjectOf = (text: string) => {
  const header = /^Subject: (.*)$/m.exec(text)![1]!;
  return header.replace(/\?=\s+=\?UTF-8\?Q\?/g, '').replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, encoded: string) => Buffer.from(encoded.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
};
/** The newest message to `to` written since `before` messages were in the outbox. */
const mailTo = (to: string, before: number) => {
  const mail = sandbox.core.outbox.list().slice(before).filter((candidate) => candidate.text.includes(`To: ${to}`)).at(-1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  return { ...mail!, subject: subjectOf(mail!.text) };
};
const day = (locale: string, value: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
const money = (locale: string, currency: string, amount: string | number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('password, registration and standing-order e-mails in the buyer\'s language', () => {
  it('[PX-86-002] a password reset asked from a fr-CA page is e-mailed in French, from a de-DE page in German, without a language in English', async () => {
    const anonymous = new Client(sandbox.url);
    let before = sandbox.core.outbox.list().length;
    expect((await anonymous.post('/auth/forgot-password?language=fr-CA', { username: 'buyer@demo.test' })).status).toBe(202);
    const french = mailTo('buyer@demo.test', before);
    expect(french.subject).toBe('Réinitialisez votre mot de passe Kestrel Ridge Medical');
    expect(french.text).toContain('Bonjour Dana,');
    expect(french.text).toContain('Nom d’utilisateur : buyer@demo.test');
    expect(french.text).toMatch(new RegExp(`^Définir votre mot de passe: ${pattern(sandbox.url)}/set-password\\?token=[A-Za-z0-9_-]+$`, 'm'));
    expect(french.text).toContain('Content-Language: fr');
    expect(french.html).toContain('<html lang="fr">');
    expect(french.text).not.toMatch(/\b(Hello|User name|Set your password)\b/);

    before = sandbox.core.outbox.list().length;
    await anonymous.post('/auth/forgot-password?language=de-DE', { username: 'buyer@demo.test' });
    const german = mailTo('buyer@demo.test', before);
    expect(german.subject).toBe('Setzen Sie Ihr Kestrel Ridge Medical Passwort zurück');
    expect(german.text).toContain('Guten Tag Dana,');
    expect(german.text).toContain('Benutzername: buyer@demo.test');
    expect(german.html).toContain('<html lang="de">');
    expect(german.text).not.toMatch(/\b(Hello|User name|Set your password)\b/);

    before = sandbox.core.outbox.list().length;
    await anonymous.post('/auth/forgot-password', { username: 'buyer@demo.test' });
    const english = mailTo('buyer@demo.test', before);
    expect(english.subject).toBe('Reset your Kestrel Ridge Medical password');
    expect(english.text).toContain('User name: buyer@demo.test');
    expect(english.html).toContain('<html lang="en">');
  });

  it('[PX-86-002] a registration submitted from a de-DE page keeps de-DE, and its approval (the first-password link) is written in German', async () => {
    const submitted = await new Client(sandbox.url).post('/registrations?language=de-DE', registrationForm(registration('jonas@glcs.example'), true));
    expect(submitted.status).toBe(201);
    const id = submitted.body.registrationId;
    const stored = await sandbox.core.db.one<{ locale: string }>('SELECT locale FROM registrations WHERE id = $1', [id]);
    expect(stored!.locale).toBe('de-DE');
    const reviewer = await signedIn(sandbox.url, 'reviewer');
    const before = sandbox.core.outbox.list().length;
    expect((await reviewer.post(`/registrations/${id}/actions/approve`)).body.status).toBe('Approved');
    const mail = mailTo('jonas@glcs.example', before);
    expect(mail.subject).toBe('Ihr Konto im Kestrel Ridge Medical Shop');
    expect(mail.text).toContain('Guten Tag Priya,');
    expect(mail.text).toContain('Ihr Antrag auf ein Konto für Great Lakes Clinical Supply wurde genehmigt.');
    expect(mail.text).toContain('Benutzername: jonas@glcs.example');
    expect(mail.text).toMatch(/^Passwort festlegen: .*\/set-password\?token=[A-Za-z0-9_-]+$/m);
    expect(mail.html).toContain('<html lang="de">');
    // The link works as the English one does: it sets the first password.
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await new Client(sandbox.url).post('/auth/reset-password', { token, newPassword: 'Kanal-Strasse-880' })).status).toBe(204);
  });

  it('[PX-86-002] a registration submitted from a fr-FR page is declined in French; one submitted without a language in English', async () => {
    const reviewer = await signedIn(sandbox.url, 'reviewer');
    const french = await new Client(sandbox.url).post('/registrations?language=fr-FR', registrationForm(registration('claire@glcs.example'), true));
    let before = sandbox.core.outbox.list().length;
    await reviewer.post(`/registrations/${french.body.registrationId}/actions/decline`, { reason: 'Nous ne livrons pas les cabinets vétérinaires.' });
    const declined = mailTo('claire@glcs.example', before);
    expect(declined.subject).toBe('Votre demande d’ouverture de compte Kestrel Ridge Medical');
    expect(declined.text).toContain('Bonjour Priya,');
    expect(declined.text).toContain('Motif : Nous ne livrons pas les cabinets vétérinaires.');
    expect(declined.text).toMatch(/^Nous contacter: .*\/contact/m);
    expect(declined.text).toContain('Content-Language: fr');
    expect(declined.text).not.toMatch(/\b(Hello|Reason|Contact us)\b/);

    const english = await new Client(sandbox.url).post('/registrations', registrationForm(registration('sam@glcs.example'), true));
    before = sandbox.core.outbox.list().length;
    await reviewer.post(`/registrations/${english.body.registrationId}/actions/decline`, { reason: 'Outside our market.' });
    const plain = mailTo('sam@glcs.example', before);
    expect(plain.subject).toBe('Your Kestrel Ridge Medical registration');
    expect(plain.text).toContain('Reason: Outside our market.');
    expect(plain.html).toContain('<html lang="en">');
  });

  it('[PX-86-002] a standing order set up from a fr-CA page places orders that keep fr-CA, confirmed in French with its money and dates', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const today = sandbox.core.clock.today();
    const first = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const created = await riley.post('/recurring-orders?language=fr-CA', {
      productId: '01t000000000007', quantity: '2', unitOfMeasure: 'Each', frequency: { interval: 2, unit: 'Weeks' },
      startDate: first, firstShipmentDate: first, shipToAddressId: '8lW000000000004',
      paymentMethod: { type: 'PurchaseOrder', poNumber: 'PO-PCH-FR-STANDING' },
    });
    expect(created.status).toBe(201);
    const before = sandbox.core.outbox.list().length;
    const moved = await fetch(`${sandbox.url}/sandbox/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ days: 1 }) });
    const placedNumbers = ((await moved.json()) as { placedOrderNumbers: string[] }).placedOrderNumbers;
    expect(placedNumbers).toHaveLength(1);
    const orderNumber = placedNumbers[0]!;
    const row = await sandbox.core.db.one<{ locale: string }>('SELECT locale FROM orders WHERE order_number = $1', [orderNumber]);
    expect(row!.locale).toBe('fr-CA');
    const order = (await riley.get('/order-summaries?pageSize=200')).body.orderSummaries.find((o: { orderNumber: string }) => o.orderNumber === orderNumber);
    const mail = mailTo('multi@demo.test', before);
    expect(mail.subject).toBe(`Votre commande ${orderNumber} a bien été reçue`);
    expect(mail.text).toContain(`Nous vous remercions de votre commande ${orderNumber}, passée le ${day('fr-CA', order.orderedDate)}.`);
    expect(mail.text).toMatch(new RegExp(`^Total\\s+${pattern(money('fr-CA', order.currencyIsoCode, order.totalAmount))}$`, 'm'));
    expect(mail.html).toContain('<html lang="fr">');
  });
});
