// Card checks, PO file rules and the place-order retry rule against independent oracles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardNumberProblem, cvvProblem, passesLuhn } from '../machines/checkout/card-number.ts';
import { expiryProblem, isExpiryCurrent } from '../machines/checkout/card-expiry.ts';
import { cardFormErrors, cardTokenInput } from '../machines/checkout/card-form.ts';
import { poFileProblem, purchaseOrderErrors } from '../machines/checkout/po-file.ts';
import { orderAttemptKey } from '../machines/checkout/order-attempt.ts';
import { shouldRetry } from '../machines/retry/retry-rule.ts';
import { CARD_EXPIRED, PO_FILE_REQUIRED, PO_FILE_TOO_LARGE, PO_FILE_WRONG_TYPE } from '../machines/constants/checkout-flow.ts';

/** Oracle: the check digit that makes `body` pass Luhn, computed by brute force over 0..9. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `${body}${digit}`;
    // Independent sum: double every second digit from the right by string reversal and lookup table.
    const doubled = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
    const sum = [...candidate].reverse().reduce((total, char, index) => total + (index % 2 === 1 ? doubled[Number(char)]! : Number(char)), 0);
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

const visaBody = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 }).map((digits) => `4${digits.join('')}`);

describe('card checks', () => {
  it('[PX-08-010] a 16-digit Visa number passes exactly with its check digit; any other last digit fails', () => {
    fc.assert(
      fc.property(visaBody, fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const good = withCheckDigit(body);
        expect(passesLuhn(good)).toBe(true);
        expect(cardNumberProblem(good)).toBeNull();
        // Grouped as typed, with spaces.
        expect(cardNumberProblem(good.replace(/(\d{4})/g, '$1 ').trim())).toBeNull();
        const bad = `${body}${(Number(good.at(-1)) + shift) % 10}`;
        expect(passesLuhn(bad)).toBe(false);
        expect(cardNumberProblem(bad)).not.toBeNull();
      }),
    );
  });

  it('[PX-08-010] the documented test cards pass; letters, short numbers and unknown brands do not', () => {
    for (const number of ['4111 1111 1111 1111', '5555555555554444', '378282246310005', '6011111111111117', '4000000000000002']) expect(cardNumberProblem(number)).toBeNull();
    for (const number of ['4111 1111 1111 111x', '4111', '9111111111111111', '']) expect(cardNumberProblem(number)).not.toBeNull();
    expect(cvvProblem('1234', 'AmericanExpress')).toBeNull();
    expect(cvvProblem('123', 'AmericanExpress')).not.toBeNull();
    expect(cvvProblem('123', 'Visa')).toBeNull();
    expect(cvvProblem('12', 'Visa')).not.toBeNull();
  });

  it('[PX-08-011] an expiry is current exactly when its month is this month or later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2100 }), fc.date({ min: new Date('2001-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (month, year, now) => {
        // Oracle: months since year 0 compared.
        const expected = year * 12 + (month - 1) >= now.getFullYear() * 12 + now.getMonth();
        expect(isExpiryCurrent(month, year, now)).toBe(expected);
        expect(expiryProblem(month, year, now) === null).toBe(expected);
        if (!expected) expect(expiryProblem(month, year, now)).toBe(CARD_EXPIRED);
      }),
    );
  });

  it('[PX-08-010][PX-08-011] a valid form has no errors and its token input carries the digits and brand; the number never appears in errors', () => {
    const now = new Date(2026, 10, 25);
    const form = { holderName: ' Dana Okafor ', number: '4111 1111 1111 1111', cvv: '123', expiryMonth: 11, expiryYear: 2026 };
    expect(cardFormErrors(form, now)).toEqual({});
    expect(cardTokenInput(form)).toEqual({ cardHolderName: 'Dana Okafor', cardNumber: '4111111111111111', cvv: '123', expiryMonth: 11, expiryYear: 2026, cardType: 'Visa' });
    const errors = cardFormErrors({ holderName: '', number: '4111 1111 1111 1112', cvv: '1', expiryMonth: 10, expiryYear: 2026 }, now);
    expect(Object.keys(errors).sort()).toEqual(['cvv', 'expiryMonth', 'holderName', 'number']);
    expect(JSON.stringify(errors)).not.toContain('4111');
  });
});

describe('purchase-order file', () => {
  const MB = 1024 * 1024;
  it('[PX-08-012] PDF, PNG and JPEG up to 10 MB are accepted; other types or bigger files are not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain', 'application/zip', ''),
        fc.constantFrom('po.pdf', 'po.PNG', 'scan.jpeg', 'scan.jpg', 'po.docx', 'po'),
        fc.integer({ min: 0, max: 12 * MB }),
        (type, name, size) => {
          const typeOk = type === '' ? /\.(pdf|png|jpe?g)$/i.test(name) : ['application/pdf', 'image/png', 'image/jpeg'].includes(type);
          const expected = !typeOk ? PO_FILE_WRONG_TYPE : size > 10 * MB ? PO_FILE_TOO_LARGE : null;
          expect(poFileProblem({ name, type, size })).toBe(expected);
        },
      ),
    );
    expect(poFileProblem({ name: 'po.pdf', type: 'application/pdf', size: 10 * MB })).toBeNull();
    expect(poFileProblem({ name: 'po.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe(PO_FILE_TOO_LARGE);
  });

  it("[PX-08-006] a store that requires the document says 'Please upload a Purchase Order file' when there is none", () => {
    expect(purchaseOrderErrors({ poNumber: 'PO-1', file: null }, true)).toEqual({ file: PO_FILE_REQUIRED });
    expect(purchaseOrderErrors({ poNumber: 'PO-1', file: null }, false)).toEqual({});
    expect(purchaseOrderErrors({ poNumber: 'PO-1', file: { name: 'po.pdf', type: 'application/pdf', size: 10 } }, true)).toEqual({});
  });
});

describe('order attempts', () => {
  it('[PX-08-001] one key per checkout: asked again it is the same, for another checkout it is new', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
    let issued = 0;
    const createId = () => `key-${(issued += 1)}`;
    const first = orderAttemptKey(storage, '2z9000000000001', createId);
    expect(orderAttemptKey(storage, '2z9000000000001', createId)).toBe(first);
    expect(orderAttemptKey(storage, '2z9000000000002', createId)).not.toBe(first);
    values.set('orderAttempt', '{broken');
    expect(orderAttemptKey(storage, '2z9000000000002', createId)).toBe('key-3');
  });

  it('[PX-08-016][PX-76-003][CC-8-016] placing, as every retryable call, is retried only without an answer or on 5xx, never on 409 or another 4xx, at most 3 times', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 400, max: 599 }), { nil: undefined }), fc.integer({ min: 0, max: 5 }), (status, retries) => {
        const error = status === undefined ? new TypeError('Failed to fetch') : Object.assign(new Error('failed'), { status });
        const expected = retries < 3 && (status === undefined || status >= 500);
        expect(shouldRetry(error, retries)).toBe(expected);
      }),
    );
    expect(shouldRetry(Object.assign(new Error('aborted'), { name: 'AbortError' }), 0)).toBe(false);
  });
});
