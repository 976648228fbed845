// The store's languages (issue 30): every English label is in the French and German catalogues with
// the same ICU arguments (the build runs the same check), every labels module is registered for
// translation, and a catalogue translates texts, plurals and selects in place.
import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, FIXED_CONTENT_FIELDS, labelShapes, type LabelShape } from '../../../build/catalogue-check.ts';
import { isContentText, LANGUAGES, readCatalogue } from '../../../build/plugins/message-catalogues.ts';
import { applyCatalogue, type Messages } from '../../../src/i18n/apply-catalogue.ts';
import { labelRegistry } from '../../../src/i18n/translate.ts';
import '../../../src/labels/first-screen.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const labelModules = import.meta.glob<Record<string, unknown>>('../../../src/labels/*.ts', { eager: true });
// The editorial content's text modules are labels too (PX-85-001), less their fixed fields (paths, ids, addresses).
const contentModules = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('../../../src/content/*.ts', { eager: true })).filter(([file]) => isContentText(file)),
);
const modules = { ...labelModules, ...contentModules };

function englishLabels(): Map<string, LabelShape> {
  const english = new Map<string, LabelShape>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [key, shape] of labelShapes(exports, file in contentModules ? FIXED_CONTENT_FIELDS : undefined)) english.set(key, shape);
  }
  return english;
}

describe('catalogues', () => {
  it('[PX-77-002][PX-85-002] every English label (the content’s texts too) is in every language, each message with the arguments its English takes, the same in every language', () => {
    const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogue(ROOT, language)]));
    expect(catalogueProblems(englishLabels(), catalogues)).toEqual([]);
    // What is compared: the 1,000-odd labels of src/labels, in both languages.
    expect(englishLabels().size).toBeGreaterThan(1000);
  });

  it('[PX-77-002] the check names a missing label, an unknown one, a message that does not parse, arguments a label cannot have and arguments that differ between languages', () => {
    const english = new Map<string, LabelShape>([
      ['cart.title', { kind: 'text' }],
      ['cart.count', { kind: 'function', arity: 1 }],
      ['cart.range', { kind: 'function', arity: 2 }],
    ]);
    const problems = catalogueProblems(english, {
      fr: { 'cart.title': 'Panier {0}', 'cart.count': '{0, plural, one {# article} other {# articles}}', 'cart.range': '{0} à {2}', 'cart.extra': 'x' },
      de: { 'cart.title': 'Warenkorb', 'cart.count': '{0} Artikel', 'cart.range': '{0} bis {1' },
    });
    expect(problems).toEqual([
      'fr: cart.title uses {0}, a text has no arguments',
      'fr: cart.range uses {2}, its English takes 2',
      'fr: cart.extra is no English label',
      'cart.title: fr uses {0}, de uses {}',
      expect.stringMatching(/^de: cart\.range does not parse/),
    ]);
    expect(catalogueProblems(english, { de: { 'cart.title': 'Warenkorb' } })).toEqual(['de: missing cart.count', 'de: missing cart.range']);
  });

  it('[PX-77-001][PX-85-001] every labels module and content text module is registered for translation: the first screen’s by src/labels/first-screen.ts, every other by itself', () => {
    const registered = new Set(labelRegistry.groups.flatMap((groups) => Object.values(groups)));
    const unregistered = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => value !== null && typeof value === 'object' && !registered.has(value))
        .map(([name]) => `${file.replace(/^.*\/src\//, 'src/')}: ${name}`),
    );
    expect(unregistered).toEqual([]);
  });

  it('[PX-77-004] a catalogue replaces texts and message functions in place (plural and select by the language’s rules, arguments as {0}, {1}), and leaves a label it does not name in English', () => {
    const labels = {
      cart: {
        title: 'Cart',
        count: (count: number) => `${count} items`,
        status: (currency: string, guest: boolean) => `Prices in ${currency}${guest ? ' (guest)' : ''}`,
        untouched: 'Checkout',
      },
    };
    const french = new MessageFormat('fr');
    const messages: Messages = {
      'cart.title': french.compile('Panier'),
      'cart.count': french.compile('{0, plural, one {# article} other {# articles}}'),
      'cart.status': french.compile('Prix en {0}{1, select, true { (invité)} other {}}'),
    };
    applyCatalogue(messages, { cart: labels.cart });
    expect(labels.cart.title).toBe('Panier');
    // French counts 0 and 1 as singular, and groups thousands with a narrow no-break space.
    expect([0, 1, 2, 1000].map((count) => labels.cart.count(count))).toEqual(['0 article', '1 article', '2 articles', '1\u202f000 articles']);
    expect(labels.cart.status('EUR', true)).toBe('Prix en EUR (invité)');
    expect(labels.cart.status('EUR', false)).toBe('Prix en EUR');
    expect(labels.cart.untouched).toBe('Checkout');
  });
});
