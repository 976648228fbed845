// Money, quantity rules, tier pricing and the price cache at their edges, as examples.
import { formatMoney, fromCents, lineTotal, toCents } from '../machines/pricing/money.ts';
import { createPriceCache } from '../machines/pricing/price-cache.ts';
import { checkQuantity, nearestValidQuantity, parseQuantityRule, stepQuantity } from '../machines/pricing/quantity-rule.ts';
import { parseTiers, priceForQuantity, priceSchedule, savingCents, type PriceSchedule, type RawPriceTier, type RawProductPrice } from '../machines/pricing/tier-pricing.ts';

describe('money at the edges', () => {
  it('[PX-06-013] amounts as numbers or padded text convert to cents, the third decimal rounding half away from zero', () => {
    expect(toCents(172)).toBe(17200);
    expect(toCents(58.5)).toBe(5850);
    expect(toCents(' 172.00 ')).toBe(17200);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents('1.0049')).toBe(100);
    expect(toCents('-1.005')).toBe(-101);
    expect(toCents('161')).toBe(16100);
    expect(toCents(null)).toBeUndefined();
    expect(toCents(undefined)).toBeUndefined();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('[PX-06-013] zero is written without a sign', () => {
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(-5)).toBe('-0.05');
  });

  it('[PX-06-013] an amount is formatted for the locale and currency (en-US by default); no amount is blank, unreadable text is shown as it is', () => {
    expect(formatMoney('1234.50', 'USD')).toBe('$1,234.50');
    expect(formatMoney(172, 'USD', 'en-US')).toBe('$172.00');
    expect(formatMoney(null, 'USD')).toBe('');
    expect(formatMoney(undefined, 'USD')).toBe('');
    expect(formatMoney('n/a', 'USD')).toBe('n/a');
  });

  it('[PX-06-013] a line total needs a readable unit price and a finite quantity', () => {
    expect(lineTotal('172.00', 10)).toBe('1720.00');
    expect(lineTotal('abc', 2)).toBeUndefined();
    expect(lineTotal('172.00', Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(lineTotal('172.00', Number.NaN)).toBeUndefined();
  });
});

describe('quantity rules at the edges', () => {
  it('[PX-06-010] limits may come as numbers or text; blank text is no limit; a maximum equal to the minimum is kept; a maximum of 1 is a maximum', () => {
    expect(parseQuantityRule({ minimum: 2, maximum: 200, increment: 2 })).toEqual({ minimum: 2, maximum: 200, increment: 2 });
    expect(parseQuantityRule({ minimum: ' 2 ', maximum: ' ', increment: '' })).toEqual({ minimum: 2, maximum: null, increment: 1 });
    expect(parseQuantityRule({ minimum: '5', maximum: '5' })).toEqual({ minimum: 5, maximum: 5, increment: 1 });
    expect(parseQuantityRule({ maximum: 1 })).toEqual({ minimum: 1, maximum: 1, increment: 1 });
    expect(parseQuantityRule({ minimum: '0', maximum: '0.5', increment: '-1' })).toEqual({ minimum: 1, maximum: null, increment: 1 });
  });

  it('[PX-06-012] a typed quantity may carry blanks around it; a number too large to be exact is not a whole number', () => {
    const rule = parseQuantityRule({ minimum: 1, maximum: null, increment: 1 });
    expect(checkQuantity(' 4 ', rule)).toEqual({ ok: true, quantity: 4 });
    expect(checkQuantity('99999999999999999999', rule)).toEqual({ ok: false, problem: { kind: 'notWholeNumber' } });
  });

  it('[PX-06-012] off the increment names the valid quantity below and the one above, none above past the maximum', () => {
    expect(checkQuantity('7', { minimum: 1, increment: 5, maximum: 11 })).toEqual({ ok: false, problem: { kind: 'notOnIncrement', increment: 5, lower: 6, higher: 11 } });
    expect(checkQuantity('7', { minimum: 1, increment: 5, maximum: 10 })).toEqual({ ok: false, problem: { kind: 'notOnIncrement', increment: 5, lower: 6, higher: null } });
    expect(checkQuantity('7', { minimum: 1, increment: 5, maximum: null })).toEqual({ ok: false, problem: { kind: 'notOnIncrement', increment: 5, lower: 6, higher: 11 } });
  });

  it('[PX-06-011] stepping down from the minimum stays at the minimum; stepping up to the maximum reaches it', () => {
    const rule = { minimum: 2, increment: 2, maximum: 200 };
    expect(stepQuantity(2, -1, rule)).toBe(2);
    expect(stepQuantity(2, 1, rule)).toBe(4);
    expect(checkQuantity('200', rule)).toEqual({ ok: true, quantity: 200 });
    expect(checkQuantity('202', rule)).toEqual({ ok: false, problem: { kind: 'aboveMaximum', maximum: 200 } });
    expect(stepQuantity(198, 1, rule)).toBe(200);
    expect(stepQuantity(200, 1, rule)).toBe(200);
    expect(nearestValidQuantity(2, rule)).toBe(2);
  });
});

describe('tier pricing at the edges', () => {
  const tier = (lowerBound: string | number, upperBound: string | number | null | undefined, tierUnitPrice: string): RawPriceTier => ({ lowerBound, upperBound, tierUnitPrice });

  it('[CC-3-008][CC-3-009] tiers are read from text or numbers, sorted by lower bound; a missing upper bound is open-ended', () => {
    const tiers = parseTiers([tier('50', undefined, '149.00'), tier(10, 49, '161.00'), tier(' 1 ', '9', '172.00')]);
    expect(tiers.map((t) => [t.lowerBound, t.upperBound, t.tierUnitPrice])).toEqual([
      [1, 9, '172.00'],
      [10, 49, '161.00'],
      [50, null, '149.00'],
    ]);
    expect(parseTiers(null)).toEqual([]);
    expect(parseTiers(undefined)).toEqual([]);
  });

  it('[PX-06-013] tiers with a missing or blank lower bound, an unreadable bound or price, or an upper bound below the lower are dropped', () => {
    const raw = [
      { lowerBound: null as unknown as string, upperBound: '9', tierUnitPrice: '172.00' },
      tier('', '9', '172.00'),
      tier('  ', '9', '172.00'),
      tier('1', 'x', '172.00'),
      tier('1', '9', 'free'),
      tier('20', '10', '161.00'),
      tier('10', '10', '161.00'),
    ];
    expect(parseTiers(raw).map((t) => [t.lowerBound, t.upperBound])).toEqual([[10, 10]]);
  });

  it('[CC-3-008][PX-06-013] a schedule without an answer, or without an adjustment, is Range pricing without tiers', () => {
    const answers: (RawProductPrice | null | undefined)[] = [null, undefined, {}, { unitPrice: '172.00', priceAdjustment: null }, { priceAdjustment: { adjustmentMethod: 'Range' } }];
    for (const price of answers) {
      const schedule = priceSchedule(price);
      expect(schedule.method).toBe('Range');
      expect(schedule.tiers).toEqual([]);
    }
    expect(priceSchedule({ unitPrice: '172.00', listPrice: '189.00' })).toMatchObject({ baseUnitPriceCents: 17200, listPriceCents: 18900 });
    expect(priceSchedule(null)).toMatchObject({ baseUnitPriceCents: undefined, listPriceCents: undefined });
  });

  it('[PX-06-013] Range: a quantity below the first tier takes the base price; with no base price it has none', () => {
    const schedule = priceSchedule({ unitPrice: '172.00', priceAdjustment: { adjustmentMethod: 'Range', priceAdjustmentTiers: [tier('10', null, '161.00')] } });
    expect(priceForQuantity(schedule, 5)).toEqual({ unitPrice: '172.00', total: '860.00', tierIndex: -1 });
    expect(priceForQuantity(schedule, 10)).toEqual({ unitPrice: '161.00', total: '1610.00', tierIndex: 0 });
    const noBase = priceSchedule({ priceAdjustment: { adjustmentMethod: 'Range', priceAdjustmentTiers: [tier('10', null, '161.00')] } });
    expect(priceForQuantity(noBase, 5)).toBeUndefined();
  });

  it('[PX-06-013] Slab: units are priced at their tier, units no tier covers at the base; without a base they have no price, but a fully covered quantity does', () => {
    const slab = (unitPrice: string | null, tiers: ReturnType<typeof tier>[]) => priceSchedule({ unitPrice, priceAdjustment: { adjustmentMethod: 'Slab', priceAdjustmentTiers: tiers } });
    const covered = slab(null, [tier('1', '9', '172.00'), tier('10', null, '161.00')]);
    expect(priceForQuantity(covered, 12)).toEqual({ unitPrice: fromCents(Math.round((9 * 17200 + 3 * 16100) / 12)), total: fromCents(9 * 17200 + 3 * 16100), tierIndex: 1 });
    const gap = slab(null, [tier('5', null, '161.00')]);
    expect(priceForQuantity(gap, 6)).toBeUndefined();
    const gapWithBase = slab('172.00', [tier('5', null, '161.00')]);
    expect(priceForQuantity(gapWithBase, 6)).toEqual({ unitPrice: fromCents(Math.round((4 * 17200 + 2 * 16100) / 6)), total: fromCents(4 * 17200 + 2 * 16100), tierIndex: 0 });
    const none = slab('172.00', []);
    expect(priceForQuantity(none, 3)).toEqual({ unitPrice: '172.00', total: '516.00', tierIndex: -1 });
  });

  it('[PX-06-013] Slab: a unit covered by overlapping tiers is priced once, at the first', () => {
    const schedule = priceSchedule({ unitPrice: '1.00', priceAdjustment: { adjustmentMethod: 'Slab', priceAdjustmentTiers: [tier('1', '10', '2.00'), tier('5', '20', '3.00')] } });
    expect(priceForQuantity(schedule, 12)?.total).toBe(fromCents(10 * 200 + 2 * 300));
  });

  it('[PX-06-013] the saving is the list price less the unit price, only when the list price is higher', () => {
    const schedule: PriceSchedule = priceSchedule({ unitPrice: '172.00', listPrice: '189.00' });
    expect(savingCents(schedule, '172.00')).toBe(1700);
    expect(savingCents(schedule, '189.00')).toBeUndefined();
    expect(savingCents(schedule, '200.00')).toBeUndefined();
    expect(savingCents(schedule, 'n/a')).toBeUndefined();
    expect(savingCents(priceSchedule({ unitPrice: '172.00' }), '172.00')).toBeUndefined();
  });
});

describe('price cache keys', () => {
  it('[CC-7-014][PX-06-016] prices are kept apart per effective account and currency; a missing and an empty one are the same', () => {
    const cache = createPriceCache<string>({ now: () => 0 });
    cache.set({ productId: '01t000000000001', currencyIsoCode: 'USD', effectiveAccountId: '001000000000002' }, 'Pacific Crest price');
    expect(cache.get({ productId: '01t000000000001', currencyIsoCode: 'USD', effectiveAccountId: '001000000000003' })).toBeUndefined();
    expect(cache.get({ productId: '01t000000000001', currencyIsoCode: 'CAD', effectiveAccountId: '001000000000002' })).toBeUndefined();
    expect(cache.get({ productId: '01t000000000001', currencyIsoCode: 'USD', effectiveAccountId: '001000000000002' })).toBe('Pacific Crest price');
    cache.set({ productId: '01t000000000005' }, 'guest price');
    expect(cache.get({ productId: '01t000000000005', currencyIsoCode: '', effectiveAccountId: '' })).toBe('guest price');
    expect(cache.get({ productId: '01t000000000005', currencyIsoCode: null, effectiveAccountId: null })).toBe('guest price');
  });
});

describe('price cache loads', () => {
  it('[CC-7-014][PX-06-016] a currency is never taken for an account, nor the other way round', () => {
    const cache = createPriceCache<string>({ now: () => 0 });
    cache.set({ productId: '01t000000000001', currencyIsoCode: 'USD', effectiveAccountId: '' }, 'in USD');
    expect(cache.get({ productId: '01t000000000001', currencyIsoCode: '', effectiveAccountId: 'USD' })).toBeUndefined();
  });

  it('[CC-7-014][CC-9-030][PX-06-016] a loaded price is served from the cache within the lifetime and loaded again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = createPriceCache<string>({ now: () => now, lifetimeSeconds: 60 });
    const key = { productId: '01t000000000001', currencyIsoCode: 'USD', effectiveAccountId: '001000000000001' };
    const loader = async () => `price ${(loads += 1)}`;
    expect(await cache.load(key, loader)).toBe('price 1');
    now = 59_999;
    expect(await cache.load(key, loader)).toBe('price 1');
    now = 60_000;
    expect(cache.get(key)).toBeUndefined();
    expect(await cache.load(key, loader)).toBe('price 2');
    expect(loads).toBe(2);
  });

  it('[PX-06-016] loads at once share one request; a failure is passed to each and not kept, so the next load asks again', async () => {
    const cache = createPriceCache<string>({ now: () => 0 });
    const key = { productId: '01t000000000005' };
    let calls = 0;
    let fail = true;
    const loader = async () => {
      calls += 1;
      await Promise.resolve();
      if (fail) throw new Error('Server Error');
      return '58.50';
    };
    const first = cache.load(key, loader);
    const second = cache.load(key, loader);
    await expect(first).rejects.toThrow('Server Error');
    await expect(second).rejects.toThrow('Server Error');
    expect(calls).toBe(1);
    expect(cache.get(key)).toBeUndefined();
    fail = false;
    const [a, b] = await Promise.all([cache.load(key, loader), cache.load(key, loader)]);
    expect([a, b, calls]).toEqual(['58.50', '58.50', 2]);
    expect(await cache.load(key, loader)).toBe('58.50');
    expect(calls).toBe(2);
  });
});
