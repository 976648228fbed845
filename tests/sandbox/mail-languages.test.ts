// E-mails and the invoice in the buyer's language (issue 30 part 4): the order keeps the locale of the
// page it was placed from (PX-81-001); its e-mails (PX-81-002) and invoice PDF (PX-81-003) are written in
// that locale's language with its formats. Runs on PGlite, and on PostgreSQL under scripts/with-postgres.sh.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { placedByPurchaseOrder, signedIn } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
}, 120_000);
afterAll(() => sandbox?.close());

/** The formats a reader of the locale expects, from Intl itself. */
const money = (locale: string, currency: string, amount: string | number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
const day = (locale: string, value: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The Subject header as read: its MIME encoded words decoded. */
const subjectOf = (text: string) => {
  const header = /^Subject: (.*)$/m.exec(text)![1]!;
  return header.replace(/\?=\s+=\?UTF-8\?Q\?/g, '').replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, encoded: string) => Buffer.from(encoded.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
};

let sequence = 0;
/** The buyer places 8 packs by purchase order from the page of `locale` (none: no language parameter); answers the order, its confirmation and the stored locale. */
async function placedFrom(locale: string | null) {
  const dana = await signedIn(sandbox.url, 'buyer');
  const before = sandbox.core.outbox.list().length;
  const order = await placedByPurchaseOrder(dana, '01t000000000001', 8, `PO-LANG-${++sequence}`, undefined, locale ?? undefined);
  const mail = sandbox.core.outbox.list().slice(before).find((candidate) => candidate.text.includes('To: buyer@demo.test'))!;
  const row = await sandbox.core.db.one<{ locale: string }>('SELECT locale FROM orders WHERE order_number = $1', [order.orderNumber]);
  return { order, mail, storedLocale: row!.locale, subject: subjectOf(mail.text) };
}

describe('e-mails in the buyer\'s language', () => {
  it('[PX-81-001][PX-81-002] an order placed from a fr-FR page keeps fr-FR, and its confirmation is in French with French money and dates', async () => {
    const { order, mail, storedLocale, subject } = await placedFrom('fr-FR');
    expect(storedLocale).toBe('fr-FR');
        // The French money style: '1 234,50 €', a narrow no-break space between the thousands.
    expect(money('fr-FR', 'EUR', '1234.50')).toBe('1\u202f234,50\u00a0€');
    expect(Number(order.totalAmount)).toBeGreaterThan(1000);
    expect(subject).toBe(`Votre commande ${order.orderNumber} a bien été reçue`);
    expect(mail.text).toContain(`Nous vous remercions de votre commande ${order.orderNumber}, passée le ${day('fr-FR', order.orderedDate)}.`);
    expect(day('fr-FR', order.orderedDate)).toMatch(/^\d{1,2} [a-zéû]+\.? \d{4}$/);
    expect(mail.text).toMatch(/Elle (est en cours de préparation|attend l’approbation de votre établissement avant d’être expédiée)\./);
    expect(mail.text).toContain(`Voir la commande ${order.orderNumber}: `);
    expect(mail.text).toMatch(new RegExp(`^Total\\s+${pattern(money('fr-FR', order.currencyIsoCode, order.totalAmount))}$`, 'm'));
    expect(mail.text).toMatch(/^Sous-total\s+\d/m);
    expect(mail.text).toMatch(/^Frais de port\s+\d/m);
    expect(mail.text).toMatch(/^Livrer à : /m);
    expect(mail.text).toContain(`Bon de commande : PO-LANG-${sequence} (PO-LANG-${sequence}.pdf)`);
    expect(mail.text).not.toMatch(/\b(Thank you|Subtotal|Shipping|Delivery|View order)\b/);
    expect(mail.text).toContain('Content-Language: fr');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('[PX-81-001][PX-81-002] an order placed from a de-DE page is confirmed in German with German money and dates', async () => {
    const { order, mail, storedLocale, subject } = await placedFrom('de-DE');
    expect(storedLocale).toBe('de-DE');
    expect(money('de-DE', 'EUR', '1234.50')).toBe('1.234,50\u00a0€');
    expect(subject).toBe(`Ihre Bestellung ${order.orderNumber} ist eingegangen`);
    expect(mail.text).toContain(`Vielen Dank für Ihre Bestellung ${order.orderNumber} vom ${day('de-DE', order.orderedDate)}.`);
    expect(day('de-DE', order.orderedDate)).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(mail.text).toMatch(new RegExp(`^Gesamtbetrag\\s+${pattern(money('de-DE', order.currencyIsoCode, order.totalAmount))}$`, 'm'));
    expect(mail.text).toMatch(/^Zwischensumme\s+\d/m);
    expect(mail.text).toContain(`Bestellschein: PO-LANG-${sequence} (PO-LANG-${sequence}.pdf)`);
    expect(mail.text).not.toMatch(/\b(Thank you|Subtotal|Shipping|View order)\b/);
    expect(mail.html).toContain('<html lang="de">');
  });

  it('[PX-81-001][PX-81-002] an order placed without a locale, or from an English page, stays en-US in English', async () => {
    for (const locale of [null, 'en-GB']) {
      const { order, mail, storedLocale, subject } = await placedFrom(locale);
      expect(storedLocale).toBe(locale ?? 'en-US');
      expect(subject).toBe(`Your order ${order.orderNumber} has been received`);
      expect(mail.text).toContain(`Thank you for your order ${order.orderNumber}, placed ${day(locale ?? 'en-US', order.orderedDate)}.`);
      expect(mail.text).toMatch(new RegExp(`^Total\\s+${pattern(money(locale ?? 'en-US', order.currencyIsoCode, order.totalAmount))}$`, 'm'));
      expect(mail.html).toContain('<html lang="en">');
    }
  });

  it('[PX-81-002] the approval request and the decision are in the order\'s language', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const before = sandbox.core.outbox.list().length;
    const order = await placedByPurchaseOrder(dana, '01t000000000001', 40, 'PO-FR-1', undefined, 'fr-FR');
    expect(order.status).toBe('PendingApproval');
    const mails = sandbox.core.outbox.list().slice(before);
    const request = mails.find((mail) => mail.text.includes('To: approver@demo.test'))!;
    expect(subjectOf(request.text)).toBe(`La commande ${order.orderNumber} attend votre approbation`);
    expect(request.text).toContain('Bonjour Morgan,');
    expect(request.text).toContain(`Dana Okafor a passé la commande ${order.orderNumber} pour `);
    expect(request.text).toContain('réglée par le bon de commande PO-FR-1.');
    const approver = await signedIn(sandbox.url, 'approver');
    const approval = (await approver.get('/purchase-order-approvals')).body.items.find((entry: any) => entry.orderSummaryId === order.orderSummaryId);
    const decided = await approver.post(`/purchase-order-approvals/${approval.approvalId}/actions/decline`, { reason: 'Budget épuisé' });
    expect(decided.status).toBeLessThan(300);
    const decision = sandbox.core.outbox.list().slice(before).find((mail) => mail.text.includes('To: buyer@demo.test') && mail.text.includes('refusé'))!;
    expect(subjectOf(decision.text)).toBe(`Le bon de commande PO-FR-1 de la commande ${order.orderNumber} a été refusé`);
    expect(decision.text).toContain('La commande est annulée et ne sera pas facturée.');
    expect(decision.text).toContain('Commentaire : Budget épuisé');
  });
});

describe('the invoice in the buyer\'s language', () => {
  it('[PX-81-003] the invoice PDF of an order placed from a fr-FR page reads in French, with French money and dates', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const order = await placedByPurchaseOrder(dana, '01t000000000003', 2, 'PO-FR-2', undefined, 'fr-FR');
    const invoices = (await dana.get(`/order-summaries/${order.orderSummaryId}/invoices`)).body.invoices as Array<{ invoiceId: string; invoiceNumber: string; invoiceDate: string }>;
    expect(invoices).toHaveLength(1);
    const pdf = await dana.get(`/invoices/${invoices[0]!.invoiceId}/document`);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: true });
    const page = text.replace(/[\s\u00a0]+/g, ' ');
    const spaced = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, ' ');
    for (const words of ['FACTURE', 'N° de facture', 'Date de facture', 'Échéance', 'N° de commande', 'Conditions de paiement', 'Paiement à 30 jours net : paiement dû au plus tard le', 'Facturer à', 'Livrer à', 'Référence', 'Désignation', 'Qté', 'Prix unitaire', 'Montant', 'Sous-total', 'Solde dû']) {
      expect(page, words).toContain(words);
    }
    expect(page).toContain(day('fr-FR', invoices[0]!.invoiceDate));
    expect(page).toContain(`Total (USD) ${spaced(money('fr-FR', 'USD', order.totalAmount))}`);
    expect(page).not.toMatch(/\b(INVOICE|Invoice date|Subtotal|Balance due)\b/);
  });
});
