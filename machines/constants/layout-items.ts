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

// Icons (SH §5 "Icons and buttons")
export const ICON_NAME_PATTERN = /^[a-z]+:[a-z0-9_]+$/i; // SH-5-043: category:name
export const INVALID_ICON_NAME_WARNING = 'Invalid icon name'; // SH-5-044
// The icon shown for an invalid name (SH-5-045); which one the specification leaves open (PX-72-001).
export const DEFAULT_ICON_NAME = 'utility:info';
export const ICON_SIZES = ['xx-small', 'x-small', 'small', 'medium', 'large'] as const; // SH-5-046
export const ICON_SIZE_DEFAULT = 'medium'; // SH-5-047
export const ICON_VARIANTS = ['bare', 'error', 'inverse', 'warning', 'success'] as const; // SH-5-048
// SH-8-024: console-only; the wording is the project's (the specification names the case only).
export const ICON_TEMPLATE_LOAD_WARNING = 'The icon templates could not be loaded';

// Button-icons
export const BUTTON_ICON_VARIANTS = ['bare', 'brand', 'container', 'border', 'border-filled', 'bare-inverse', 'border-inverse'] as const; // SH-5-049
export const BUTTON_ICON_VARIANT_DEFAULT = 'border'; // PX-72-002
export const BUTTON_ICON_SIZES = ['xx-small', 'x-small', 'small', 'medium', 'large'] as const; // SH-5-050
// SH-5-051: large only for bare variants, xx-small only for the others; an unsupported size falls back to this.
export const BUTTON_ICON_SIZE_DEFAULT = 'medium';
// SH-8-023: console-only; '{0}' the size, '{1}' the variant. The wording is the project's.
export const UNSUPPORTED_BUTTON_ICON_SIZE_WARNING = 'Unsupported button-icon size `{0}` for the `{1}` variant; using `medium`';
export const BUTTON_ICON_TYPES = ['button', 'reset', 'submit'] as const; // SH-5-052
export const BUTTON_ICON_TYPE_DEFAULT = 'button'; // SH-5-052
