// Icons and button-icons (SH-5-043..SH-5-052, SH-8-023): the name, size, variant and type an element
// is drawn with, and the console warnings for what had to be replaced.
import {
  BUTTON_ICON_SIZES,
  BUTTON_ICON_SIZE_DEFAULT,
  BUTTON_ICON_TYPES,
  BUTTON_ICON_TYPE_DEFAULT,
  BUTTON_ICON_VARIANTS,
  BUTTON_ICON_VARIANT_DEFAULT,
  DEFAULT_ICON_NAME,
  ICON_NAME_PATTERN,
  ICON_SIZES,
  ICON_SIZE_DEFAULT,
  ICON_VARIANTS,
  INVALID_ICON_NAME_WARNING,
  UNSUPPORTED_BUTTON_ICON_SIZE_WARNING,
} from '../constants/layout-items.ts';

type IconSize = (typeof ICON_SIZES)[number];
type IconVariant = (typeof ICON_VARIANTS)[number];
type ButtonIconVariant = (typeof BUTTON_ICON_VARIANTS)[number];
type ButtonIconSize = (typeof BUTTON_ICON_SIZES)[number];
type ButtonIconType = (typeof BUTTON_ICON_TYPES)[number];

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

export interface ResolvedIcon {
  /** category:name, the default icon's when the given name was not one. */
  iconName: string;
  category: string;
  name: string;
  size: IconSize;
  variant?: IconVariant;
  warnings: string[];
}

/** SH-5-043: a category and a name, joined by a colon. */
export function isIconName(value: unknown): value is string {
  return typeof value === 'string' && ICON_NAME_PATTERN.test(value);
}

/** SH-5-043..SH-5-048: an invalid name warns 'Invalid icon name' and draws the default icon; size defaults to medium. */
export function resolveIcon(attributes: { iconName?: unknown; size?: unknown; variant?: unknown }): ResolvedIcon {
  const valid = isIconName(attributes.iconName);
  const iconName = valid ? (attributes.iconName as string) : DEFAULT_ICON_NAME;
  const [category = '', name = ''] = iconName.split(':');
  const variant = oneOf(ICON_VARIANTS, attributes.variant);
  return {
    iconName,
    category,
    name,
    size: oneOf(ICON_SIZES, attributes.size) ?? ICON_SIZE_DEFAULT,
    ...(variant ? { variant } : {}),
    warnings: valid ? [] : [INVALID_ICON_NAME_WARNING],
  };
}

export interface ResolvedButtonIcon {
  variant: ButtonIconVariant;
  size: ButtonIconSize;
  type: ButtonIconType;
  warnings: string[];
}

const isBare = (variant: ButtonIconVariant) => variant === 'bare' || variant === 'bare-inverse';

/** SH-5-049..SH-5-052, SH-8-023: large fits only the bare variants and xx-small only the others; an unsupported size warns and falls back. */
export function resolveButtonIcon(attributes: { variant?: unknown; size?: unknown; type?: unknown }): ResolvedButtonIcon {
  const variant = oneOf(BUTTON_ICON_VARIANTS, attributes.variant) ?? BUTTON_ICON_VARIANT_DEFAULT;
  const given = attributes.size === undefined ? BUTTON_ICON_SIZE_DEFAULT : attributes.size;
  const size = oneOf(BUTTON_ICON_SIZES, given);
  const supported = size !== undefined && !(size === 'large' && !isBare(variant)) && !(size === 'xx-small' && isBare(variant));
  return {
    variant,
    size: supported ? size : BUTTON_ICON_SIZE_DEFAULT,
    type: oneOf(BUTTON_ICON_TYPES, attributes.type) ?? BUTTON_ICON_TYPE_DEFAULT,
    warnings: supported ? [] : [UNSUPPORTED_BUTTON_ICON_SIZE_WARNING.replace('{0}', String(given)).replace('{1}', variant)],
  };
}
