// Layout items of the 12-column grid (SH-5-034..SH-5-042, SH-9-031, SH-9-032): which sizes,
// flexibility, padding and alignment bump an item gets, and the console warnings for the rest.
import {
  DEVICE_SIZE_WITHOUT_SIZE_WARNING,
  FLEXIBILITY_AUTO_NO_FLEX_WARNING,
  FLEXIBILITY_VALUES,
  INVALID_LAYOUT_SIZE_WARNING,
  LAYOUT_ITEM_ALIGNMENT_BUMPS,
  LAYOUT_ITEM_PADDINGS,
  LAYOUT_ITEM_SIZE_ATTRIBUTES,
  LAYOUT_ITEM_SIZE_MAX,
  LAYOUT_ITEM_SIZE_MIN,
} from '../constants/layout-items.ts';

export type LayoutSizeAttribute = (typeof LAYOUT_ITEM_SIZE_ATTRIBUTES)[number];
type Flexibility = (typeof FLEXIBILITY_VALUES)[number];
type LayoutItemPadding = (typeof LAYOUT_ITEM_PADDINGS)[number];
type AlignmentBump = (typeof LAYOUT_ITEM_ALIGNMENT_BUMPS)[number];

/** What a layout item is given; builder attributes arrive as text, so numeric strings count. */
export type LayoutItemAttributes = Partial<Record<LayoutSizeAttribute, unknown>> & {
  /** One value or a comma-separated list ('auto, no-shrink'). */
  flexibility?: unknown;
  padding?: unknown;
  alignmentBump?: unknown;
};

export interface LayoutItemPlan {
  /** Only the valid sizes; device sizes only beside a valid default size. */
  sizes: Partial<Record<LayoutSizeAttribute, number>>;
  flexibility: Flexibility[];
  padding?: LayoutItemPadding;
  alignmentBump?: AlignmentBump;
  /** Console-only warnings, verbatim (SH §8). */
  warnings: string[];
}

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/** SH-5-034: an integer 1 to 12, written as a number or as its digits. */
export function layoutSize(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= LAYOUT_ITEM_SIZE_MIN && number <= LAYOUT_ITEM_SIZE_MAX
    ? number
    : undefined;
}

/** SH-9-032: the share of the row a size takes, 6 → '50%', 2 → '16.67%', at most two decimals. */
export function columnPortion(size: number): string {
  return `${Math.round((size / LAYOUT_ITEM_SIZE_MAX) * 10000) / 100}%`;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

function flexibilityOf(value: unknown, warnings: string[]): Flexibility[] {
  const listed = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const known = [...new Set(listed.map((entry) => oneOf(FLEXIBILITY_VALUES, typeof entry === 'string' ? entry.trim() : entry)))].filter(
    (entry): entry is Flexibility => entry !== undefined,
  );
  // SH-5-039, SH-5-040: the two contradict each other, so neither is applied.
  if (known.includes('auto') && known.includes('no-flex')) {
    warnings.push(FLEXIBILITY_AUTO_NO_FLEX_WARNING);
    return known.filter((entry) => entry !== 'auto' && entry !== 'no-flex');
  }
  return known;
}

export function validateLayoutItem(attributes: LayoutItemAttributes): LayoutItemPlan {
  const warnings: string[] = [];
  const sizes: LayoutItemPlan['sizes'] = {};
  for (const attribute of LAYOUT_ITEM_SIZE_ATTRIBUTES) {
    const value = attributes[attribute];
    if (!isGiven(value)) continue;
    const size = layoutSize(value);
    // SH-5-035, SH-5-036: the message names the attribute, `size` or the device size.
    if (size === undefined) warnings.push(INVALID_LAYOUT_SIZE_WARNING.replace('{0}', attribute));
    else sizes[attribute] = size;
  }
  // SH-5-037, SH-5-038: device sizes refine the default size, so without a valid one they are
  // dropped (an invalid `size` has had its own warning).
  const deviceSizesGiven = LAYOUT_ITEM_SIZE_ATTRIBUTES.some((attribute) => attribute !== 'size' && isGiven(attributes[attribute]));
  if (deviceSizesGiven && sizes.size === undefined) {
    if (!isGiven(attributes.size)) warnings.push(DEVICE_SIZE_WITHOUT_SIZE_WARNING);
    delete sizes.smallDeviceSize;
    delete sizes.mediumDeviceSize;
    delete sizes.largeDeviceSize;
  }
  const padding = oneOf(LAYOUT_ITEM_PADDINGS, attributes.padding); // SH-5-041
  const alignmentBump = oneOf(LAYOUT_ITEM_ALIGNMENT_BUMPS, attributes.alignmentBump); // SH-5-042
  return {
    sizes,
    flexibility: flexibilityOf(attributes.flexibility, warnings),
    ...(padding ? { padding } : {}),
    ...(alignmentBump ? { alignmentBump } : {}),
    warnings,
  };
}
