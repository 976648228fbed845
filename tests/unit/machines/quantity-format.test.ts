import { describe, expect, it } from 'vitest';
import { formatQuantity } from '../../../machines/pricing/quantity-format.ts';

describe('quantities as the store shows numbers', () => {
  it('[PX-70-008] the platform\'s decimal strings show without decimals for whole quantities, thousands grouped', () => {
    expect(formatQuantity('10.0')).toBe('10');
    expect(formatQuantity('1000.0')).toBe('1,000');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity('2.5')).toBe('2.5');
    expect(formatQuantity('1250000')).toBe('1,250,000');
  });

  it('[PX-70-008] another locale groups as it does', () => {
    expect(formatQuantity('1000.0', 'de-DE')).toBe('1.000');
  });
});
