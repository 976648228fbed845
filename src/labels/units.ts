// PX-89-001: the catalogue's units of measure ('Each', 'Pack', 'Box', 'Case') in the page's language,
// wherever a quantity or a price is given per unit; a unit the store has no word for reads as sent.
import { translatable } from '../i18n/translate.ts';

export const unitLabels: Record<string, string> = {
  Each: 'Each',
  Pack: 'Pack',
  Box: 'Box',
  Case: 'Case',
};

/** The unit of measure as the page's language writes it. */
export function unitWord(unit: string): string {
  return Object.hasOwn(unitLabels, unit) ? unitLabels[unit]! : unit;
}

translatable({ unitLabels });
