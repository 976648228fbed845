// Which header slots show, in which order, for a header variant and a kind of user (SH §2 "Header").
import { LOGO_DEFAULT_WIDTH_PX, LOGO_MAX_HEIGHT_PX } from './constants.ts';
import type { HeaderVariant } from './form-factor.ts';

export type HeaderSlot = 'logo' | 'navigation' | 'search' | 'assistant' | 'wishlist' | 'account' | 'cart' | 'country';
export type UserKind = 'guest' | 'signedIn';

export interface HeaderSlotOptions {
  /** SH-2-039: the shopper-assistant context flag (propertiesEx.shopperCopilotUIEnabled). */
  shopperAssistant: boolean;
  /** SH-2-042: on mobile the navigation can be hidden. */
  hideNavigationOnMobile?: boolean;
}

export interface HeaderLayout {
  /** The first row, in order. */
  main: HeaderSlot[];
  /** SH-2-041: tablet and mobile put the search on a row of its own below the others. */
  below: HeaderSlot[];
  /** SH-2-044: the signed-in header carries a promo-banner column. */
  promoColumn: boolean;
}

/**
 * SH-2-038..SH-2-045: desktop orders logo, navigation, search, then the icons; tablet and mobile
 * open with the navigation trigger and the logo and move the search below; the signed-in header
 * ends with the cart, the guest header with the country picker in its place.
 */
export function headerLayout(variant: HeaderVariant, user: UserKind, options: HeaderSlotOptions): HeaderLayout {
  // SH-2-038's order: account, wishlist, cart, then the optional shopper-assistant shortcut.
  const icons: HeaderSlot[] = ['account', 'wishlist', user === 'signedIn' ? 'cart' : 'country', ...(options.shopperAssistant ? (['assistant'] as const) : [])];
  const promoColumn = user === 'signedIn';
  if (variant === 'desktop') return { main: ['logo', 'navigation', 'search', ...icons], below: [], promoColumn };
  const navigation: HeaderSlot[] = variant === 'mobile' && options.hideNavigationOnMobile ? [] : ['navigation'];
  return { main: [...navigation, 'logo', ...icons], below: ['search'], promoColumn };
}

export interface LogoVariant {
  /** Alt text for the variant's screen size (SH-2-047). */
  altText: string;
  /** Width in CSS pixels (SH-2-047, SH-2-048). */
  width: number;
  /** Maximum height in CSS pixels (SH-2-049..SH-2-051). */
  maxHeight: number;
  /** Show only the emblem at the start of the image (a narrow screen's logo). */
  markOnly: boolean;
}

/** The store logo's settings (SH §3 "Logo"), with separate alt text and width per screen size. */
export interface LogoSettings {
  imageUrl: string;
  altText: string;
  logoWidth?: number | null;
  small?: LogoSizeSettings;
  medium?: LogoSizeSettings;
  large?: LogoSizeSettings;
}

interface LogoSizeSettings {
  altText?: string | null;
  width?: number | null;
  markOnly?: boolean;
}

const SIZE_OF: Record<HeaderVariant, 'small' | 'medium' | 'large'> = { mobile: 'small', tablet: 'medium', desktop: 'large' };

// Number.isFinite is false for null and undefined, so it alone rules out a missing width.
const usableWidth = (width: number | null | undefined): number | undefined =>
  Number.isFinite(width) && (width as number) > 0 ? (width as number) : undefined;

const usableText = (text: string | null | undefined): string | undefined => (text && text.trim() !== '' ? text : undefined);

/** SH-2-047..SH-2-051: the variant's alt text and width, else the logo's own, else width 250. */
export function logoVariant(settings: LogoSettings, variant: HeaderVariant): LogoVariant {
  const own = settings[SIZE_OF[variant]];
  return {
    altText: usableText(own?.altText) ?? settings.altText,
    width: usableWidth(own?.width) ?? usableWidth(settings.logoWidth) ?? LOGO_DEFAULT_WIDTH_PX,
    maxHeight: LOGO_MAX_HEIGHT_PX[variant],
    markOnly: own?.markOnly === true,
  };
}
