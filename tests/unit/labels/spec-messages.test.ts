// The specification's messages found by their English text (PX-84-002): templates with several or
// repeated arguments, values with pattern characters, and texts the index does not know.
import MessageFormat from '@messageformat/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CART_LINE_REMOVED, PASSWORD_RULES, QUICK_ORDER_MESSAGES } from '../../../machines/constants/index.ts';
import { removedLineToast } from '../../../machines/cart/removed-line-toast.ts';
import { specMessageIndexOf, specMessageLookup } from '../../../src/i18n/spec-message-lookup.ts';
import { specMessages } from '../../../src/labels/spec-messages.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

function lookupIn(language: 'fr' | 'de') {
  const format = new MessageFormat(language);
  const file = JSON.parse(readFileSync(`${ROOT}src/labels/${language}/spec-messages.json`, 'utf8')) as Record<string, string>;
  const messages = Object.fromEntries(Object.entries(file).map(([key, message]) => [key, format.compile(message)]));
  return specMessageLookup(specMessageIndexOf({ specMessages }), messages);
}

describe('specification messages by their English text', () => {
  const french = lookupIn('fr');
  const german = lookupIn('de');

  it('[PX-84-002] a template with two arguments, or one argument twice, is filled with the values the English carried', () => {
    expect(french(QUICK_ORDER_MESSAGES.adjusted(3, 5))).toBe('Quantité modifiée de 3 à 5 pour respecter la règle de quantité d’achat du produit.');
    expect(german(QUICK_ORDER_MESSAGES.tooMany(100))).toBe('Nur die ersten 100 Produkte werden übernommen: Eine Schnellbestellung umfasst höchstens 100.');
    expect(french(QUICK_ORDER_MESSAGES.merged([2, 7]))).toBe('Les lignes 2, 7 portent le même SKU : leurs quantités sont additionnées.');
  });

  it('[PX-84-002] a value with pattern or replacement characters (a product name) comes through as it is', () => {
    const name = 'Gauze (4" x 4") $& [sterile]?';
    expect(CART_LINE_REMOVED).toContain('{0}');
    expect(french(removedLineToast(name, () => {}).label as string)).toBe(`${name} a été retiré de votre panier.`);
  });

  it('[PX-84-001] a list constant is found item by item, and a text the index does not know stays as it came', () => {
    expect(PASSWORD_RULES.map(german)).toEqual(['Mindestens 8 Zeichen', 'Mindestens ein Buchstabe', 'Mindestens eine Ziffer', 'Nicht identisch mit Ihrem Benutzernamen']);
    expect(french('Only 3 left in stock.')).toBe('Only 3 left in stock.');
    expect(french('')).toBe('');
  });
});
