// The invoice as a PDF (PX-15-003): the maker's letterhead and address, bill-to and ship-to, invoice,
// order and PO numbers, the lines, subtotal, freight, tax, total, balance and the payment terms; in the
// language and formats of the locale the order was placed in (PX-81-003).
import type { Account, Invoice } from '../../fixtures/types.ts';
import { renderPdf, type PdfKit } from '../lib/pdf.ts';
import { mailDate, mailMoney, mailQuantity, orderTotalsBlock } from './mail-format.ts';
import { mailWords, type MailWords } from './mail-language.ts';
import type { OrderDeliveryGroupDoc } from './order-deliveries.ts';
import type { OrderDoc } from './orders.ts';

/** The maker's letterhead (Kestrel Ridge Medical is fictional). */
const LETTERHEAD = {
  name: 'Kestrel Ridge Medical, Inc.',
  address: ['2200 Ridgeway Parkway, Suite 400', 'Madison, WI 53718', 'United States'],
  contact: 'accounts@kestrelridge.example  ·  +1 800 555 0100  ·  www.kestrelridge.example',
} as const;

/** Payment terms: a card order is paid; a purchase order owes the balance by the account's terms ('Net 30' in the order's words). */
function paymentTerms(order: OrderDoc, account: Account | undefined, invoice: Invoice, t: MailWords = mailWords(order.locale)): string {
  const pay = order.paymentMethod;
  if (pay.type === 'CreditCard') return t('invoice.paidByCard', { brand: pay.cardType, last4: pay.last4 });
  const terms = account?.paymentTerms ?? 'Net 30';
  const net = /^Net (\d+)$/.exec(terms);
  return t('invoice.dueBy', { terms: net ? t('invoice.netTerms', { days: Number(net[1]) }) : terms, date: mailDate(invoice.dueDate, order.locale) });
}

const addressLines = (a: OrderDoc['billToAddress']) => [a.name, a.street, `${a.city}${a.region ? `, ${a.region}` : ''} ${a.postalCode}`, a.country];

/**
 * PX-21-006: "Ship to" names each delivery's address. One delivery keeps the address block as it always
 * was; a split shipment gives each delivery one heading line with the lines it carries ("Delivery 1 of 2:
 * KRM-… × 2") over its address on one wrapped line, so that several deliveries stay beside the facts.
 */
function shipToLines(order: OrderDoc, deliveries: readonly OrderDeliveryGroupDoc[], t: MailWords = mailWords(order.locale)): Array<{ text: string; bold?: boolean }> {
  const attention = order.attentionTo ? [{ text: t('invoice.attention', { name: order.attentionTo }) }] : [];
  if (deliveries.length < 2) return [...addressLines(order.shipToAddress).map((text) => ({ text })), ...attention];
  return [
    ...deliveries.flatMap((delivery, index) => {
      const carried = delivery.lines.map((line) => {
        const item = order.items.find((candidate) => candidate.id === line.orderItemId);
        return `${item?.sku ?? line.orderItemId} × ${mailQuantity(line.quantity, order.locale)}`;
      });
      return [
        { text: t('invoice.deliveryOf', { index: index + 1, count: deliveries.length, lines: carried.join(', ') }), bold: true },
        { text: addressLines(delivery.address).join(', ') },
      ];
    }),
    ...attention,
  ];
}

const winAnsi = (text: string) => text.replace(/\u202f/g, '\u00a0');

const COLUMNS = { sku: 56, description: 170, quantity: 370, unitPrice: 420, amount: 490 } as const;
const RIGHT = 539;

function block(doc: PdfKit, x: number, y: number, heading: string, lines: ReadonlyArray<string | { text: string; bold?: boolean }>, width = 230): number {
  doc.font('Helvetica-Bold').fontSize(9).text(heading, x, y, { width });
  for (const line of lines) {
    const { text, bold } = typeof line === 'string' ? { text: line, bold: false } : line;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 9 : 10).text(text, x, doc.y, { width });
  }
  return doc.y;
}

function amountRow(doc: PdfKit, label: string, value: string, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
  doc.text(label, 340, y, { width: 120 });
  doc.text(value, 460, y, { width: RIGHT - 460, align: 'right' });
  doc.moveDown(0.2);
}

/** `deliveries` are the order's delivery groups (deliveryGroupsOf), the first delivery first. */
export function invoicePdf(invoice: Invoice, order: OrderDoc, account: Account | undefined, deliveries: readonly OrderDeliveryGroupDoc[]): Promise<Buffer> {
  const currency = invoice.currencyIsoCode;
  // The built-in Helvetica writes WinAnsi, which has no narrow no-break space (French groups thousands
  // with one): a no-break space stands in, so '1 234,50 €' keeps its groups on the page.
  const words = mailWords(order.locale);
  const t: MailWords = (id, args) => winAnsi(words(id, args));
  const m = (amount: string) => winAnsi(mailMoney(amount, currency, order.locale));
  return renderPdf(t('invoice.title', { invoiceNumber: invoice.invoiceNumber }), (doc) => {
    // Letterhead.
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b3d5c').text(LETTERHEAD.name, 56, 56);
    doc.font('Helvetica').fontSize(9).fillColor('#333333');
    for (const line of LETTERHEAD.address) doc.text(line);
    doc.text(LETTERHEAD.contact);
    doc.font('Helvetica-Bold').fontSize(22).fillColor('#000000').text(t('invoice.heading'), 380, 56, { width: RIGHT - 380, align: 'right' });
    doc.moveTo(56, 140).lineTo(RIGHT, 140).strokeColor('#0b3d5c').stroke();

    // Numbers and dates.
    const facts: Array<[string, string]> = [
      [t('invoice.invoiceNumber'), invoice.invoiceNumber],
      [t('invoice.invoiceDate'), winAnsi(mailDate(invoice.invoiceDate, order.locale))],
      [t('invoice.dueDate'), winAnsi(mailDate(invoice.dueDate, order.locale))],
      [t('invoice.orderNumber'), order.orderNumber],
      [t('invoice.poNumber'), order.purchaseOrderNumber ?? t('invoice.none')],
      [t('invoice.paymentTerms'), paymentTerms(order, account, invoice, t)],
      [t('invoice.status'), t('invoice.statusValue', { status: invoice.status })],
    ];
    let y = 152;
    for (const [label, value] of facts) {
      doc.font('Helvetica-Bold').fontSize(9).text(label, 330, y, { width: 90 });
      // A longer label (French 'N° de bon de commande') wraps: the next fact starts below both.
      const labelBottom = doc.y;
      doc.font('Helvetica').fontSize(9).text(value, 420, y, { width: RIGHT - 420 });
      y = Math.max(doc.y, labelBottom) + 2;
    }
    const billed = block(doc, 56, 152, t('invoice.billTo'), addressLines(order.billToAddress));
    const shipped = block(doc, 56, billed + 8, t('invoice.shipTo'), shipToLines(order, deliveries, t));

    // Lines.
    let top = Math.max(y, shipped) + 20;
    doc.font('Helvetica-Bold').fontSize(9);
    doc.text(t('invoice.sku'), COLUMNS.sku, top).text(t('invoice.description'), COLUMNS.description, top).text(t('invoice.quantity'), COLUMNS.quantity, top, { width: 40, align: 'right' });
    doc.text(t('invoice.unitPrice'), COLUMNS.unitPrice, top, { width: 60, align: 'right' }).text(t('invoice.amount'), COLUMNS.amount, top, { width: RIGHT - COLUMNS.amount, align: 'right' });
    top = doc.y + 4;
    doc.moveTo(56, top - 2).lineTo(RIGHT, top - 2).strokeColor('#999999').stroke();
    doc.font('Helvetica').fontSize(9);
    for (const item of order.items) {
      const rowTop = top;
      doc.text(item.sku, COLUMNS.sku, rowTop, { width: COLUMNS.description - COLUMNS.sku - 6 });
      const skuBottom = doc.y;
      doc.text(item.name, COLUMNS.description, rowTop, { width: COLUMNS.quantity - COLUMNS.description - 10 });
      const nameBottom = doc.y;
      doc.text(winAnsi(mailQuantity(item.quantity, order.locale)), COLUMNS.quantity, rowTop, { width: 40, align: 'right' });
      doc.text(m(item.unitPrice), COLUMNS.unitPrice, rowTop, { width: 60, align: 'right' });
      doc.text(m(item.totalPrice), COLUMNS.amount, rowTop, { width: RIGHT - COLUMNS.amount, align: 'right' });
      top = Math.max(skuBottom, nameBottom, doc.y) + 4;
      if (top > 700) {
        doc.addPage();
        top = 56;
      }
    }
    doc.moveTo(56, top).lineTo(RIGHT, top).strokeColor('#999999').stroke();

    // Totals: a Gross store's tax is contained in the amounts, a Net store's is added.
    doc.y = top + 8;
    // PX-68-012: the rows the e-mails and the pages show, from the one totals rule, in the same words
    // (PX-31-005: the gift wraps charged, their tax in the tax row); the last is the total.
    const rows = orderTotalsBlock(order, m).rows;
    rows.forEach(([label, value], index) => (index === rows.length - 1 ? amountRow(doc, t('invoice.totalIn', { label, currency }), value, true) : amountRow(doc, label, value)));
    amountRow(doc, t('invoice.balanceDue'), m(invoice.balance));
  });
}
