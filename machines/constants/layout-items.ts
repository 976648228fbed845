// Layout items, icons, button-icons and text of the shell document (SH §5, §8, §9), each next to
// its rule id. The warnings are console-only (SH §8); the '...' is the specification's own wording.

// Layout items
export const LAYOUT_ITEM_SIZE_MIN = 1; // SH-5-034
export const LAYOUT_ITEM_SIZE_MAX = 12; // SH-5-034, SH-9-031 (one size per column of the 12-column grid)
/** The attributes that size a layout item: the default and one per form factor (SH-5-034). */
export const LAYOUT_ITEM_SIZE_ATTRIBUTES = ['size', 'smallDeviceSize', 'mediumDeviceSize', 'largeDeviceSize'] as const;
/** '{0}' is the attribute: `size` gives the message verbatim, the device sizes the matching ones (SH-5-035, SH-5-036). */
export const INVALID_LAYOUT_SIZE_WARNING = 'Invalid `{0}` attribute ... should be an integer between 1 and 12';
export const DEVICE_SIZE_WITHOUT_SIZE_WARNING =
  'You cannot have device specific size attributes ... without specifying the `size` attribute'; // SH-5-037, SH-5-038
export const FLEXIBILITY_VALUES = ['auto', 'shrink', 'no-shrink', 'grow', 'no-grow', 'no-flex'] as const;
export const FLEXIBILITY_AUTO_NO_FLEX_WARNING =
  'You cannot have `flexibility` value to be set to `auto` and `no-flex` together'; // SH-5-039, SH-5-040
export const LAYOUT_ITEM_PADDINGS = [
  'horizontal-small',
  'horizontal-medium',
  'horizontal-large',
  'around-small',
  'around-medium',
  'around-large',
] as const; // SH-5-041
export const LAYOUT_ITEM_ALIGNMENT_BUMPS = ['left', 'top', 'right', 'bottom'] as const; // SH-5-042
