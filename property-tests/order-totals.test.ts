// PX-68-012, PX-68-013: an order's totals, as the one totals component renders them, add up: the shown
// total equals the sum of the shown amounts that are added to it (every row but an included tax). The
// oracle is the server's sum of the order's parts, computed here from the generated cents.
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addedRows, orderTotalsRows } from '../machines/orders/order-totals.ts';
import { formatMoney } from '../machines/pricing/money.ts';
import { OrderTotalsUi } from '../src/orders/OrderTotalsUi.tsx';

const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const cents = fc.integer({ min: 0, max: 5_000_000 });
const order = fc.record({ subtotal: cents, tariff: fc.option(cents, { nil: undefined }), giftWrap: fc.option(cents, { nil: undefined }), shipping: cents, tax: cents, taxType: fc.constantFrom('Net', 'Gross') });

/** The rendered rows as a person reads them: label, amount in cents, and whether it says 'included'. */
function shownRows(html: string): Array<{ label: string; cents: number; included: boolean }> {
  return [...html.matchAll(/<dt>([^<]*)<\/dt><dd>(?:<strong>)?([^<]*)(?:<\/strong>)?<\/dd>/g)].map((match) => ({
    label: match[1]!,
    cents: Math.round(Number(match[2]!.replace(/\(.*\)/, '').replace(/[^\d.]/g, '')) * 100),
    included: /included/i.test(match[2]!),
  }));
}

describe('order totals', () => {
  it('[PX-68-012][PX-68-013] the shown total is the sum of the shown parts that are added, for any order and either tax type', () => {
    fc.assert(
      fc.property(order, (o) => {
        // The server's total (sandbox/domain/orders.ts): a Net store adds the tax, a Gross one has it in the prices.
        const total = o.subtotal + (o.tariff ?? 0) + (o.giftWrap ?? 0) + o.shipping + (o.taxType === 'Net' ? o.tax : 0);
        const wire = {
          subtotal: amount(o.subtotal), tariffSurcharge: o.tariff === undefined ? undefined : amount(o.tariff), giftWrapAmount: o.giftWrap === undefined ? undefined : amount(o.giftWrap),
          freight: amount(o.shipping), tax: amount(o.tax), totalAmount: amount(total),
        };
        const html = renderToStaticMarkup(createElement(OrderTotalsUi, { order: wire, taxType: o.taxType, money: (value: string) => formatMoney(value, 'USD', 'en-US') }));
        const rows = shownRows(html);
        const shownTotal = rows.find((row) => row.label === 'Total')!;
        expect(shownTotal.cents).toBe(total);
        const parts = rows.filter((row) => row.label !== 'Total' && !row.included);
        expect(parts.reduce((sum, row) => sum + row.cents, 0)).toBe(shownTotal.cents);
        // The tax always shows, marked included exactly when the store is Gross.
        expect(rows.filter((row) => row.label === 'Tax').map((row) => row.included)).toEqual([o.taxType === 'Gross']);
        // A non-zero tariff is never left out of the sum.
        if ((o.tariff ?? 0) > 0) expect(rows.some((row) => row.label.startsWith('Tariff'))).toBe(true);
      }),
    );
  });

  it('[PX-68-012] the rule names the coupons on the subtotal and adds exactly the rows it shows as added', () => {
    fc.assert(
      fc.property(order, fc.array(fc.constantFrom('NEURO10', 'SPRING5'), { maxLength: 2 }), (o, coupons) => {
        const rows = orderTotalsRows({ subtotal: amount(o.subtotal), tariff: o.tariff === undefined ? null : amount(o.tariff), shipping: amount(o.shipping), tax: amount(o.tax), taxType: o.taxType, total: '0.00', coupons });
        expect(rows[0]).toEqual({ kind: 'subtotal', amount: amount(o.subtotal), coupons });
        const expectedKinds = ['subtotal', ...((o.tariff ?? 0) > 0 ? ['tariff'] : []), 'shipping', ...(o.taxType === 'Net' ? ['tax'] : [])];
        expect(addedRows(rows).map((row) => row.kind)).toEqual(expectedKinds);
      }),
    );
  });
});
