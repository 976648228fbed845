// PX-74-001, PX-74-002, PX-74-003, PX-74-004, PX-87-002 (and PX-68-012/013 before them): every total the one totals
// component shows is the sum of the parts it shows as added, for cart and checkout summaries and for
// placed orders, Gross and Net, for taxed and tax-exempt accounts, with and without a coupon and automatic discounts; the e-mails' and the
// invoice's rows likewise. The oracle is written here in integer cents from the generated parts, as the
// server adds them (sandbox/domain/carts/price-cart.ts priceCart, orders.ts recordOrder), and reads the amounts
// back from the rendered text, not from the rows the production code builds.
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { placedOrderTotalsRows } from '../machines/orders/order-totals.ts';
import { formatMoney } from '../machines/pricing/money.ts';
import { cartTotalsRows } from '../machines/totals/totals-rows.ts';
import { orderTotalsBlock } from '../sandbox/domain/mail-format.ts';
import type { OrderDoc } from '../sandbox/domain/orders.ts';
import { TotalsUi } from '../src/components/totals/TotalsUi.tsx';

/** Cents as the wire writes money: '-110.00', '1720.00'. */
const amount = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** A shown amount back to cents, or null when the row shows words instead ('Calculated at checkout'). */
function centsOf(text: string): number | null {
  const money = text.replace(/\(.*\)/, '').trim();
  const digits = /(-?)\$([\d,]+)\.(\d{2})/.exec(money);
  if (!digits) return null;
  const cents = Number(digits[2]!.replace(/,/g, '')) * 100 + Number(digits[3]);
  return digits[1] === '-' ? -cents : cents;
}

interface Shown { label: string; cents: number | null; included: boolean }

/** The rendered rows as a person reads them: label, amount, and whether it says 'included'. */
function shownRows(html: string): Shown[] {
  return [...html.matchAll(/<dt>([^<]*)<\/dt><dd>(?:<strong>)?([^<]*)(?:<\/strong>)?<\/dd>/g)].map((match) => ({
    label: match[1]!.replace(/&amp;/g, '&'),
    cents: centsOf(match[2]!),
    included: /included/i.test(match[2]!),
  }));
}

/** The e-mail and invoice rows, read the same way: 'included' is said in the label there. */
const mailRows = (rows: Array<readonly [string, string]>): Shown[] => rows.map(([label, value]) => ({ label, cents: centsOf(value), included: /included/i.test(label) }));

/** PX-74-002: the shown total, and the sum of every shown amount that is added (not the total, not included). */
function totalAndParts(rows: Shown[]): { total: number; parts: number } {
  const total = rows.filter((row) => row.label === 'Total');
  expect(total).toHaveLength(1);
  const parts = rows.filter((row) => row.label !== 'Total' && !row.included && row.cents !== null).reduce((sum, row) => sum + row.cents!, 0);
  return { total: total[0]!.cents!, parts };
}

const money = (value: string) => formatMoney(value, 'USD', 'en-US');
const render = (rows: ReturnType<typeof cartTotalsRows>) => shownRows(renderToStaticMarkup(createElement(TotalsUi, { rows, money })));

const cents = (max: number) => fc.integer({ min: 0, max });
const EXEMPT_TAX_ROW = 'Tax (tax-exempt account)';
const EXEMPTION_ROW = 'Tax in prices taken off (tax-exempt account)';
const parts = fc.record({
  lines: cents(5_000_000),
  // Quantity tiers and promotions lower the lines; each at most the lines themselves.
  tierShare: fc.integer({ min: 0, max: 30 }),
  promoShare: fc.integer({ min: 0, max: 20 }),
  coupon: fc.option(fc.constantFrom('NEURO10', 'SPRING5'), { nil: undefined }),
  tariff: fc.option(cents(200_000), { nil: undefined }),
  giftWrap: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
  giftWrapTax: cents(500),
  shipping: cents(10_000),
  tax: cents(500_000),
  taxType: fc.constantFrom('Net' as const, 'Gross' as const),
  // PX-75-004, PX-87-002: a tax-exempt account pays no tax; a Gross store takes the tax in its prices off.
  exempt: fc.boolean(),
});
type Parts = typeof parts extends fc.Arbitrary<infer T> ? T : never;

/** The parts' discounts in cents: tiers are always automatic; the promotion is the coupon's when one is applied. */
function discountsOf(p: Parts) {
  const tiers = 0 - Math.floor((p.lines * p.tierShare) / 100);
  const promo = 0 - Math.floor(((p.lines + tiers) * p.promoShare) / 100);
  return { tiers, promo, automatic: tiers + (p.coupon ? 0 : promo), coupon: p.coupon ? promo : 0 };
}

describe('totals add up everywhere', () => {
  it('[PX-74-002][PX-74-003][PX-74-001][PX-87-002] a cart or checkout summary: the shown total is the sum of the shown added parts, discounts by kind with the coupon named', () => {
    fc.assert(
      fc.property(parts, fc.boolean(), (p, atCheckout) => {
        const d = discountsOf(p);
        const after = p.lines + d.tiers + d.promo;
        // Before the checkout there is no delivery, no wrap and no tax yet (PX-43-003).
        const shipping = atCheckout ? p.shipping : 0;
        const tax = atCheckout ? p.tax : 0;
        const wrap = atCheckout ? p.giftWrap : undefined;
        const wrapTax = wrap === undefined ? 0 : p.giftWrapTax;
        // An exempt account is charged no tax; in a Gross store the tax its prices contain is taken off.
        const exemption = p.exempt && p.taxType === 'Gross' ? -(tax + wrapTax) : 0;
        const charged = p.exempt ? 0 : tax + wrapTax;
        const total = after + (p.tariff ?? 0) + (wrap ?? 0) + shipping + (p.taxType === 'Net' ? charged : 0) + exemption;
        const summary = {
          totalProductAmount: amount(p.lines), totalProductAmountAfterAdjustments: amount(after), totalPromotionalAdjustmentAmount: amount(d.promo),
          ...(p.tariff === undefined ? {} : { tariffSurchargeAmount: amount(p.tariff) }),
          ...(wrap === undefined ? {} : { giftWrapAmount: amount(wrap), giftWrapTaxAmount: amount(p.exempt ? 0 : wrapTax) }),
          totalChargeAmount: amount(shipping), totalTaxAmount: amount(p.exempt ? 0 : tax), grandTotalAmount: amount(total), taxType: p.taxType,
          ...(p.exempt ? { taxExempt: true } : {}), ...(exemption !== 0 ? { taxExemptionAmount: amount(exemption) } : {}),
        };
        const rows = render(cartTotalsRows(summary, { atCheckout, taxType: p.taxType, taxKnown: atCheckout, coupons: p.coupon ? [p.coupon] : [] }));
        const shown = totalAndParts(rows);
        expect(shown.total).toBe(total);
        expect(shown.parts).toBe(shown.total);
        expect(rows[0]).toEqual({ label: 'Subtotal', cents: p.lines, included: false });
        // The coupon's row names it, with what it took off; the automatic row holds the rest.
        expect(rows.filter((row) => row.label.startsWith('Coupon'))).toEqual(p.coupon ? [{ label: `Coupon ${p.coupon}`, cents: d.coupon, included: false }] : []);
        expect(rows.filter((row) => row.label === 'Automatic discounts').map((row) => row.cents)).toEqual(d.automatic !== 0 ? [d.automatic] : []);
        // Before checkout: shipping and a Net tax are words, not amounts, and a Gross tax is 'included'.
        if (!atCheckout) expect(rows.find((row) => row.label === 'Shipping')!.cents).toBeNull();
        if (p.exempt) {
          expect(rows.filter((row) => row.label === EXEMPT_TAX_ROW).map((row) => row.cents)).toEqual([0]);
          // A Gross store's exemption is an amount once the address is known, words before.
          const exemptionRows = rows.filter((row) => row.label === EXEMPTION_ROW).map((row) => row.cents);
          expect(exemptionRows).toEqual(p.taxType === 'Net' || (atCheckout && exemption === 0) ? [] : [atCheckout ? exemption : null]);
        } else {
          expect(rows.filter((row) => /tax$/i.test(row.label)).map((row) => row.included)).toEqual([p.taxType === 'Gross']);
        }
        if ((p.tariff ?? 0) > 0) expect(rows.some((row) => row.label.startsWith('Tariff'))).toBe(true);
      }),
    );
  });

  it('[PX-74-002][PX-74-004][PX-68-012][PX-68-013][PX-87-002] a placed order, on its pages and in its e-mails and invoice: the shown total is the sum of the shown added parts', () => {
    fc.assert(
      fc.property(parts, (p) => {
        const d = discountsOf(p);
        const subtotal = p.lines + d.tiers + d.promo;
        // recordOrder: the wrap's tax is inside the order's tax; a Net store adds the tax, a Gross one has it in the prices.
        const contained = p.tax + (p.giftWrap === undefined ? 0 : p.giftWrapTax);
        const tax = p.exempt ? 0 : contained;
        const exemption = p.exempt && p.taxType === 'Gross' ? -contained : 0;
        const total = subtotal + (p.tariff ?? 0) + (p.giftWrap ?? 0) + p.shipping + (p.taxType === 'Net' ? tax : 0) + exemption;
        const discounts = [
          ...(d.automatic !== 0 ? [{ kind: 'Automatic' as const, amount: amount(d.automatic) }] : []),
          ...(p.coupon ? [{ kind: 'Coupon' as const, amount: amount(d.coupon), couponCode: p.coupon }] : []),
        ];
        const wire = {
          subtotal: amount(subtotal), ...(discounts.length > 0 ? { discounts } : {}), tariffSurcharge: p.tariff === undefined ? undefined : amount(p.tariff),
          giftWrapAmount: p.giftWrap === undefined ? undefined : amount(p.giftWrap), freight: amount(p.shipping), tax: amount(tax), totalAmount: amount(total),
          ...(p.exempt ? { taxExempt: true } : {}), ...(exemption !== 0 ? { taxExemption: amount(exemption) } : {}),
        };
        const doc = {
          currencyIsoCode: 'USD', taxType: p.taxType, totalProductAmount: wire.subtotal, ...(discounts.length > 0 ? { discounts } : {}), couponCodes: p.coupon ? [p.coupon] : [],
          totalSurchargeAmount: wire.tariffSurcharge ?? null, giftWrapAmount: wire.giftWrapAmount ?? null, totalDeliveryAmount: wire.freight, totalTaxAmount: wire.tax, grandTotalAmount: wire.totalAmount,
          ...(p.exempt ? { taxExempt: true } : {}), ...(exemption !== 0 ? { taxExemptionAmount: amount(exemption) } : {}),
        } as unknown as OrderDoc;
        for (const rows of [render(placedOrderTotalsRows(wire, p.taxType)), mailRows(orderTotalsBlock(doc).rows)]) {
          const shown = totalAndParts(rows);
          expect(shown.total).toBe(total);
          expect(shown.parts).toBe(shown.total);
          // The subtotal is the lines before their discounts, as the cart showed it.
          expect(rows[0]!.cents).toBe(p.lines);
          expect(rows.filter((row) => row.label.startsWith('Coupon')).map((row) => [row.label, row.cents])).toEqual(p.coupon ? [[`Coupon ${p.coupon}`, d.coupon]] : []);
          if (p.exempt) {
            expect(rows.filter((row) => row.label === EXEMPT_TAX_ROW).map((row) => row.cents)).toEqual([0]);
            expect(rows.filter((row) => row.label === EXEMPTION_ROW).map((row) => row.cents)).toEqual(exemption !== 0 ? [exemption] : []);
          } else {
            expect(rows.filter((row) => /^Tax( \(|$)/.test(row.label)).map((row) => row.included)).toEqual([p.taxType === 'Gross']);
          }
          if ((p.tariff ?? 0) > 0) expect(rows.some((row) => row.label.startsWith('Tariff'))).toBe(true);
        }
      }),
    );
  });
});
