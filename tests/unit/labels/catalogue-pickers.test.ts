// The labels that pick a message by their arguments (an array, null, an empty term, an optional name):
// in English they read as before the catalogues, and in French and German each case takes its own
// message from the catalogue files, plurals by the language's rules and numbers in its format.
import MessageFormat from '@messageformat/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyCatalogue, type Messages } from '../../../src/i18n/apply-catalogue.ts';
import * as catalogue from '../../../src/labels/catalogue.ts';
import * as standingOrders from '../../../src/labels/standing-orders.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

function use(language: 'fr' | 'de') {
  const format = new MessageFormat(language);
  for (const module of ['catalogue', 'standing-orders']) {
    const file = JSON.parse(readFileSync(`${ROOT}src/labels/${language}/${module}.json`, 'utf8')) as Record<string, string>;
    const messages: Messages = Object.fromEntries(Object.entries(file).map(([key, message]) => [key, format.compile(message)]));
    applyCatalogue(messages, { ...catalogue, ...standingOrders } as unknown as Record<string, object>);
  }
}

const picks = () => [
  catalogue.listingEmptyText(''),
  catalogue.listingEmptyText('gauze'),
  catalogue.tierRangeText(10, 49),
  catalogue.tierRangeText(1000, null),
  catalogue.taxNoteText({ kind: 'included', word: 'sales tax', ratePercentage: 8.25, names: [] }),
  catalogue.taxNoteText({ kind: 'included', word: 'GST', ratePercentage: 13, names: ['GST', 'PST'] }),
  catalogue.quantityRuleText(1, null, 1),
  catalogue.quantityRuleText(5, 100, 5),
  catalogue.chooseVariationText(['Size', 'Color']),
  catalogue.componentQuantityText('2.0'),
  catalogue.componentQuantityText('as needed'),
  catalogue.quantityProblemText({ kind: 'notOnIncrement', increment: 5, lower: 10, higher: 15 }),
  catalogue.quantityProblemText({ kind: 'notOnIncrement', increment: 5, lower: 5, higher: null }),
  catalogue.standingOrderProblemText({ field: 'firstShipmentDate', kind: 'inPast' }),
  catalogue.specificationValue(' TRUE '),
  catalogue.specificationValue('Latex-free'),
  standingOrders.setupQuantityText('Gauze', 'Pack'),
  standingOrders.setupQuantityText(undefined, ''),
  standingOrders.viewCreatedText('Gauze'),
  standingOrders.viewCreatedText(undefined),
  standingOrders.standingOrderLabels.every(1, 'Months'),
  standingOrders.standingOrderLabels.every(3, 'Weeks'),
  standingOrders.standingOrderLabels.products('Gauze', 1),
  standingOrders.standingOrderLabels.products('Gauze', 3),
];

describe('labels that pick their message', () => {
  it('[PX-77-004] read in English as written, each case its own words', () => {
    expect(picks()).toEqual([
      'No products match these filters.',
      'Nothing matches “gauze”. Check the spelling, try a SKU, or remove a filter.',
      '10–49',
      '1,000+',
      'Price includes 8.25% sales tax',
      'Price includes 13% GST (PST)',
      'Minimum 1',
      'Minimum 5, maximum 100, in steps of 5',
      'Choose Size and Color to add to cart',
      '× 2',
      '× as needed',
      'This product is sold in steps of 5. Try 10 or 15.',
      'This product is sold in steps of 5. Try 5.',
      'The first shipment cannot be in the past.',
      'Yes',
      'Latex-free',
      'Quantity of Gauze (Pack)',
      'Quantity',
      'View the standing order for Gauze',
      'View the new standing order',
      'Every month',
      'Every 3 weeks',
      'Gauze',
      'Gauze and 2 more products',
    ]);
  });

  it('[PX-77-004] read in French from its catalogue, each case its own message, numbers in the French format', () => {
    use('fr');
    expect(picks()).toEqual([
      'Aucun produit ne correspond à ces filtres.',
      'Aucun résultat pour « gauze ». Vérifiez l’orthographe, essayez une référence (SKU) ou retirez un filtre.',
      '10–49',
      '1\u202f000+',
      'Prix incluant 8,25 % de taxe de vente',
      'Prix incluant 13 % de TPS (GST, PST)',
      'Minimum 1',
      'Minimum 5, maximum 100, par multiples de 5',
      'Choisissez Size et Color pour ajouter au panier',
      '× 2',
      '× as needed',
      'Ce produit est vendu par multiples de 5. Essayez 10 ou 15.',
      'Ce produit est vendu par multiples de 5. Essayez 5.',
      'La première livraison ne peut pas être dans le passé.',
      'Oui',
      'Latex-free',
      'Quantité de Gauze (Pack)',
      'Quantité',
      'Voir la commande récurrente de Gauze',
      'Voir la nouvelle commande récurrente',
      'Tous les mois',
      'Toutes les 3 semaines',
      'Gauze',
      'Gauze et 2 autres produits',
    ]);
  });

  it('[PX-77-004] read in German from its catalogue: the same picks, German plurals and number format', () => {
    use('de');
    const german = picks();
    expect([german[0], german[3], german[4], german[7], german[8], german[17], german[19], german[20], german[21], german[23]]).toEqual([
      'Keine Produkte entsprechen diesen Filtern.',
      'ab 1.000',
      'Preis inkl. 8,25 % Umsatzsteuer',
      'Mindestens 5, höchstens 100, in Schritten von 5',
      'Wählen Sie Size und Color, um das Produkt in den Warenkorb zu legen',
      'Menge',
      'Neuen Dauerauftrag anzeigen',
      'Jeden Monat',
      'Alle 3 Wochen',
      'Gauze und 2 weitere Produkte',
    ]);
  });
});
