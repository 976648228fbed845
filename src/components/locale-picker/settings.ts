// Picker settings (SH-2-116..SH-2-125) with the specification's defaults, and this store's values.
import { PICKER_DEFAULTS } from '../../../machines/constants/session-locale.ts';
import type { LanguageDisplayType, PickerSort } from '../../../machines/locale/entries.ts';
import type { TextAlignment } from '../profile-menu/settings.ts';

type ButtonStyle = 'primary' | 'neutral' | 'outline';
type ButtonSize = 'small' | 'medium' | 'large';
type HeadingLevel = 'h2' | 'h3' | 'h4';

export interface LocalePickerSettings {
  sort: PickerSort;
  languageDisplayType: LanguageDisplayType;
  buttonAlignment: TextAlignment;
  buttonStyle: ButtonStyle;
  buttonSize: ButtonSize;
  /** The button's text; blank shows the current country and language. */
  labelText: string;
  showGlobeIcon: boolean;
  headingText: string;
  headingSize: ButtonSize;
  headingLevel: HeadingLevel;
  headingAlignment: TextAlignment;
  textAlignment: TextAlignment;
  /** SH-2-118: the panel's colours (CSS colours); absent, the theme's. No default, so the header's button loads nothing for them. */
  colors?: { heading?: string; text?: string; background?: string };
  /** Countries left out of the country list the picker asks for (SH-7-014: asked with the exclude flag). */
  excludedCountries: string[];
}

export const defaultLocalePickerSettings: LocalePickerSettings = {
  sort: PICKER_DEFAULTS.sort,
  languageDisplayType: PICKER_DEFAULTS.languageDisplayType,
  buttonAlignment: 'left',
  buttonStyle: PICKER_DEFAULTS.buttonStyle,
  buttonSize: PICKER_DEFAULTS.buttonSize,
  labelText: '',
  showGlobeIcon: PICKER_DEFAULTS.showGlobeIcon,
  headingText: PICKER_DEFAULTS.headingText,
  headingSize: PICKER_DEFAULTS.headingSize,
  headingLevel: PICKER_DEFAULTS.headingLevel,
  headingAlignment: PICKER_DEFAULTS.headingAlignment,
  textAlignment: 'left',
  excludedCountries: [],
};
