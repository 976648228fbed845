// Exact decimal arithmetic on the API's non-negative decimal strings ("172.00", "10.0"); no binary floats.
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

export function parseDecimal(text: string): Decimal {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** The units at another scale; fewer places round half up. */
function unitsAt(value: Decimal, scale: number): bigint {
  const places = scale - value.scale;
  if (places >= 0) return value.units * 10n ** BigInt(places);
  const divisor = 10n ** BigInt(-places);
  return (value.units + divisor / 2n) / divisor;
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: unitsAt(a, scale) + unitsAt(b, scale), scale };
}

/** Rounded half up to `scale` places (or padded to them). */
export function round(value: Decimal, scale: number): Decimal {
  return { units: unitsAt(value, scale), scale };
}

export function formatDecimal(value: Decimal): string {
  const digits = value.units.toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  return value.scale > 0 ? `${whole}.${digits.slice(whole.length)}` : whole;
}

export const integer = (value: number): Decimal => ({ units: BigInt(value), scale: 0 });
