// Layout items (SH §5 "Layout items"): which sizes, flexibility, padding and bump an item keeps, and
// the console warnings for the rest. The expected messages are written out from the specification.
import { describe, expect, it } from 'vitest';
import { columnPortion, layoutSize, validateLayoutItem } from '../../../machines/layout/validate-layout-item.ts';

const INVALID_SIZE = 'Invalid `size` attribute ... should be an integer between 1 and 12';
const NO_DEFAULT_SIZE = 'You cannot have device specific size attributes ... without specifying the `size` attribute';
const AUTO_AND_NO_FLEX = 'You cannot have `flexibility` value to be set to `auto` and `no-flex` together';

describe('layout item sizes', () => {
  it.each([1, 6, 12, '1', '12', ' 7 '])('[SH-5-034] %j is a size', (value) => {
    expect(layoutSize(value)).toBe(Number(value));
  });

  it.each([0, 13, -1, 2.5, '2.5', '', 'six', Number.NaN, Number.POSITIVE_INFINITY, null, true, [6]])('[SH-5-034] %j is not a size', (value) => {
    expect(layoutSize(value)).toBeUndefined();
  });

  it('[SH-5-034] every integer 1 to 12 is kept on each of size, small, medium and large', () => {
    for (let size = 1; size <= 12; size += 1) {
      const plan = validateLayoutItem({ size, smallDeviceSize: size, mediumDeviceSize: size, largeDeviceSize: size });
      expect(plan.sizes).toEqual({ size, smallDeviceSize: size, mediumDeviceSize: size, largeDeviceSize: size });
      expect(plan.warnings).toEqual([]);
    }
  });

  it('[SH-5-035] an invalid size warns verbatim and is dropped', () => {
    expect(validateLayoutItem({ size: 13 })).toEqual({ sizes: {}, flexibility: [], warnings: [INVALID_SIZE] });
    expect(validateLayoutItem({ size: 0 }).warnings).toEqual([INVALID_SIZE]);
    expect(validateLayoutItem({ size: '4.5' }).warnings).toEqual([INVALID_SIZE]);
  });

  it('[SH-5-036] invalid device sizes give the matching device-size messages; the valid ones stay', () => {
    const plan = validateLayoutItem({ size: 12, smallDeviceSize: 0, mediumDeviceSize: 6, largeDeviceSize: 'wide' });
    expect(plan.warnings).toEqual([
      'Invalid `smallDeviceSize` attribute ... should be an integer between 1 and 12',
      'Invalid `largeDeviceSize` attribute ... should be an integer between 1 and 12',
    ]);
    expect(plan.sizes).toEqual({ size: 12, mediumDeviceSize: 6 });
  });

  it('[SH-5-037][SH-5-038] device sizes without the default size warn verbatim and are not applied', () => {
    const plan = validateLayoutItem({ mediumDeviceSize: 6, largeDeviceSize: 4 });
    expect(plan.warnings).toEqual([NO_DEFAULT_SIZE]);
    expect(plan.sizes).toEqual({});
  });

  it('[SH-5-037] an invalid default size leaves the device sizes without one: dropped, with the size warning only', () => {
    const plan = validateLayoutItem({ size: 20, mediumDeviceSize: 6 });
    expect(plan.warnings).toEqual([INVALID_SIZE]);
    expect(plan.sizes).toEqual({});
  });

  it('[SH-5-037] with the default size the device sizes apply; no size at all needs none', () => {
    expect(validateLayoutItem({ size: 12, mediumDeviceSize: 6 })).toEqual({ sizes: { size: 12, mediumDeviceSize: 6 }, flexibility: [], warnings: [] });
    expect(validateLayoutItem({})).toEqual({ sizes: {}, flexibility: [], warnings: [] });
  });
});

describe('column portions', () => {
  it('[SH-9-032] sizes 6, 2, 4 and 8 of the 12 columns are 50%, 16.67%, 33.33% and 66.67% of the row', () => {
    expect([6, 2, 4, 8].map(columnPortion)).toEqual(['50%', '16.67%', '33.33%', '66.67%']);
    expect(columnPortion(12)).toBe('100%');
    expect(columnPortion(3)).toBe('25%');
  });
});

describe('layout item flexibility, padding and bump', () => {
  it('[SH-5-039][SH-5-040] auto with no-flex warns verbatim and neither applies; the other values stay', () => {
    const plan = validateLayoutItem({ flexibility: 'auto, no-flex, no-shrink' });
    expect(plan.warnings).toEqual([AUTO_AND_NO_FLEX]);
    expect(plan.flexibility).toEqual(['no-shrink']);
    expect(validateLayoutItem({ flexibility: ['no-flex', 'auto'] }).warnings).toEqual([AUTO_AND_NO_FLEX]);
  });

  it('[SH-5-039] auto or no-flex alone is kept without a warning; unknown values are ignored', () => {
    expect(validateLayoutItem({ flexibility: 'auto' })).toEqual({ sizes: {}, flexibility: ['auto'], warnings: [] });
    expect(validateLayoutItem({ flexibility: 'no-flex,bogus' })).toEqual({ sizes: {}, flexibility: ['no-flex'], warnings: [] });
  });

  it('[SH-5-041] padding is horizontal or around in small, medium or large; anything else is none', () => {
    for (const kind of ['horizontal', 'around']) {
      for (const size of ['small', 'medium', 'large']) expect(validateLayoutItem({ padding: `${kind}-${size}` }).padding).toBe(`${kind}-${size}`);
    }
    for (const padding of ['vertical-small', 'around-x-large', 'horizontal', 'large', 42]) expect(validateLayoutItem({ padding })).not.toHaveProperty('padding');
  });

  it('[SH-5-042] the alignment bump is left, top, right or bottom; anything else is none', () => {
    for (const bump of ['left', 'top', 'right', 'bottom']) expect(validateLayoutItem({ alignmentBump: bump }).alignmentBump).toBe(bump);
    for (const bump of ['center', 'start', 'LEFT', '']) expect(validateLayoutItem({ alignmentBump: bump })).not.toHaveProperty('alignmentBump');
  });
});
