// @vitest-environment jsdom
// PX-51-003: the cart page's tax line before checkout, as the store's taxType says (issue 14: "Net:
// estimated; Gross: included"): no amount until the checkout knows the address, since the cart summary
// has none (PX-43-003) and the page asks for no tax (CC-5-014 under Net; under Gross the rate is the
// delivery address's); at checkout the summary's amount.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutTaxKnown } from '../../machines/cart/totals.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { cartTotalsRows, type CartSummaryForTotals } from '../../machines/totals/totals-rows.ts';
import { TotalsUi as OneTotalsUi } from '../../src/components/totals/TotalsUi.tsx';

afterEach(cleanup);

/** The one totals component as the cart and checkout pages feed it (PX-74-001). */
function TotalsUi({ summary, atCheckout, taxType, taxKnown }: { summary: CartSummaryForTotals; currency: string; locale: string; atCheckout: boolean; taxType: string | null; taxKnown?: boolean }) {
  return <OneTotalsUi rows={cartTotalsRows(summary, { atCheckout, taxType, taxKnown })} money={(amount) => formatMoney(amount, 'USD', 'en-US')} />;
}

const CART = { totalProductAmount: '1720.00', totalProductAmountAfterAdjustments: '1720.00', totalChargeAmount: '0.00', totalTaxAmount: '0.00', grandTotalAmount: '1720.00' };

/** The value of the totals' row named `name`. */
const row = (name: string) => within(screen.getByTestId('totals')).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the tax line of the cart', () => {
  it('[PX-51-003][PX-08-030] Net: "Estimated tax" is calculated at checkout, as shipping is, and the total holds neither', () => {
    render(<TotalsUi summary={{ ...CART, taxType: 'Net' }} currency="USD" locale="en-US" atCheckout={false} taxType="Net" />);
    expect(row('Estimated tax')).toBe('Calculated at checkout');
    expect(row('Shipping')).toBe('Calculated at checkout');
    expect(row('Total')).toBe('$1,720.00');
    expect(screen.queryByText('Tax', { selector: 'dt' })).toBeNull();
  });

  it('[PX-51-003][PX-08-030] Gross: "Tax" is included in prices and the total is the prices\' total', () => {
    render(<TotalsUi summary={{ ...CART, taxType: 'Gross' }} currency="USD" locale="en-US" atCheckout={false} taxType="Gross" />);
    expect(row('Tax')).toBe('Included in prices');
    expect(row('Total')).toBe('$1,720.00');
    expect(screen.queryByText('Estimated tax', { selector: 'dt' })).toBeNull();
  });

  it('[PX-51-003] the store\'s taxType decides when the summary does not say it', () => {
    const { taxType: _none, ...withoutType } = { ...CART, taxType: undefined };
    render(<TotalsUi summary={withoutType} currency="USD" locale="en-US" atCheckout={false} taxType="Net" />);
    expect(row('Estimated tax')).toBe('Calculated at checkout');
  });

  it('[PX-51-003][PX-43-003] at checkout, once the address gives the summary a tax: Net adds it to the total, Gross shows it inside the prices', () => {
    render(<TotalsUi summary={{ ...CART, taxType: 'Net', totalChargeAmount: '18.00', totalTaxAmount: '176.30', grandTotalAmount: '1914.30' }} currency="USD" locale="en-US" atCheckout taxType="Net" />);
    expect(row('Estimated tax')).toBe('$176.30');
    expect(row('Shipping')).toBe('$18.00');
    expect(row('Total')).toBe('$1,914.30');
    cleanup();
    render(<TotalsUi summary={{ ...CART, taxType: 'Gross', totalChargeAmount: '18.00', totalTaxAmount: '159.92', grandTotalAmount: '1738.00' }} currency="USD" locale="en-US" atCheckout taxType="Gross" />);
    expect(row('Tax')).toBe('$159.92 (included in prices)');
    expect(row('Total')).toBe('$1,738.00');
  });

  it('[PX-54-001] at checkout with a delivery address, a zero tax (a state without sales tax) reads 0.00, not "Calculated at checkout"; without one it still reads "Calculated at checkout"', () => {
    render(<TotalsUi summary={{ ...CART, taxType: 'Net', totalChargeAmount: '18.00', grandTotalAmount: '1738.00' }} currency="USD" locale="en-US" atCheckout taxType="Net" taxKnown />);
    expect(row('Estimated tax')).toBe('$0.00');
    expect(row('Total')).toBe('$1,738.00');
    cleanup();
    render(<TotalsUi summary={{ ...CART, taxType: 'Gross' }} currency="USD" locale="en-US" atCheckout taxType="Gross" taxKnown />);
    expect(row('Tax')).toBe('$0.00 (included in prices)');
    cleanup();
    render(<TotalsUi summary={{ ...CART, taxType: 'Net' }} currency="USD" locale="en-US" atCheckout taxType="Net" taxKnown={false} />);
    expect(row('Estimated tax')).toBe('Calculated at checkout');
  });
});

describe('checkoutTaxKnown', () => {
  it('[PX-54-001] is true once any delivery group has an address, false for none or no groups', () => {
    expect(checkoutTaxKnown(undefined)).toBe(false);
    expect(checkoutTaxKnown([])).toBe(false);
    expect(checkoutTaxKnown([{}, { deliveryAddress: undefined }])).toBe(false);
    expect(checkoutTaxKnown([{}, { deliveryAddress: { id: '8lWxx0000000001' } }])).toBe(true);
  });
});

describe('a tax-exempt account\'s totals', () => {
  it('[PX-75-004] cart and checkout, Gross and Net: the tax row says the account is tax-exempt and shows $0.00, and the total holds no tax', () => {
    for (const [taxType, atCheckout] of [['Gross', false], ['Net', false], ['Gross', true], ['Net', true]] as const) {
      render(<TotalsUi summary={{ ...CART, taxType, taxExempt: true, totalChargeAmount: atCheckout ? '18.00' : '0.00', grandTotalAmount: atCheckout ? '1738.00' : '1720.00' }} currency="USD" locale="en-US" atCheckout={atCheckout} taxType={taxType} taxKnown={atCheckout} />);
      expect(row('Tax (tax-exempt account)'), `${taxType} ${atCheckout}`).toBe('$0.00');
      expect(screen.queryByText('Estimated tax', { selector: 'dt' })).toBeNull();
      expect(row('Total')).toBe(atCheckout ? '$1,738.00' : '$1,720.00');
      cleanup();
    }
  });

  it('[PX-75-004] a placed order of a tax-exempt account says so on its tax row', async () => {
    const { placedOrderTotalsRows } = await import('../../machines/orders/order-totals.ts');
    render(<OneTotalsUi rows={placedOrderTotalsRows({ subtotal: '1720.00', freight: '18.00', tax: '0.00', totalAmount: '1738.00', taxExempt: true }, 'Gross')} money={(amount) => formatMoney(amount, 'USD', 'en-US')} />);
    expect(row('Tax (tax-exempt account)')).toBe('$0.00');
    expect(screen.queryByText('Tax', { selector: 'dt' })).toBeNull();
  });
});
