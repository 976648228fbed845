// Form factors and header variants by viewport width (SH §2 "Header", "Navigation menu"; SH §9).
import { LARGE_MIN_EM, ROOT_FONT_SIZE_PX, SMALL_MAX_EM } from './constants.ts';

export type FormFactor = 'small' | 'medium' | 'large';
export type HeaderVariant = 'mobile' | 'tablet' | 'desktop';

/**
 * SH-2-095..SH-2-097: small up to 47.9375em, large from 64.0625em, medium between (the
 * specification's 48em–64em plus the sub-pixel gaps either side, so every width has one).
 */
export function formFactorOfEm(widthEm: number): FormFactor {
  if (widthEm <= SMALL_MAX_EM) return 'small';
  if (widthEm >= LARGE_MIN_EM) return 'large';
  return 'medium';
}

export function formFactorOfPx(widthPx: number, rootFontSizePx = ROOT_FONT_SIZE_PX): FormFactor {
  return formFactorOfEm(widthPx / rootFontSizePx);
}

/** SH-2-034: mobile, tablet and desktop header variants follow the small, medium and large form factors. */
export function headerVariantOf(formFactor: FormFactor): HeaderVariant {
  return formFactor === 'small' ? 'mobile' : formFactor === 'medium' ? 'tablet' : 'desktop';
}

/** The form factor a media-query matcher reports (what CSS sees, zoom included). */
export function formFactorOfMedia(matches: { small: boolean; large: boolean }): FormFactor {
  if (matches.small) return 'small';
  if (matches.large) return 'large';
  return 'medium';
}
