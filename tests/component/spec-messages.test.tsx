// @vitest-environment jsdom
// The specification's messages in the page's language (issue 30): a message a machine produced in English
// shows in French or German once that language's catalogue is in use, and in English without it.
import MessageFormat from '@messageformat/core';
import { act, cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cartAddFailedToast, guestCartAddedToast } from '../../machines/cart/cart-toasts.ts';
import { preservationToast } from '../../machines/cart/guest-cart-preservation.machine.ts';
import { addressErrors } from '../../machines/checkout/address-form.ts';
import { requiredMessage } from '../../machines/registration/form.ts';
import { TextField } from '../../src/components/forms/TextField.tsx';
import { ToastContainer } from '../../src/components/toast/ToastContainer.tsx';
import { useToasts, type Toasts } from '../../src/components/toast/ToastProvider.tsx';
import { WidgetProviders } from '../../src/components/widgets/WidgetProviders.tsx';
import { useCatalogueFiles, type Messages } from '../../src/i18n/apply-catalogue.ts';
import { labelRegistry, localMessage } from '../../src/i18n/translate.ts';

const ROOT = `${process.cwd()}/`;

afterEach(cleanup);

let toasts: Toasts;
function Grab() {
  toasts = useToasts();
  return null;
}

function showToasts(configs: Array<Parameters<Toasts['show']>[0]>): string[] {
  render(
    <WidgetProviders maxToasts={5}>
      <Grab />
      <ToastContainer />
    </WidgetProviders>,
  );
  for (const config of configs) act(() => toasts.show(config));
  return [...document.querySelectorAll<HTMLElement>('.krm-toast__text')].map((toast) => toast.textContent ?? '');
}

/** A language's spec-messages catalogue put to use as its catalogue chunk does on a page of that language. */
function useLanguage(language: 'fr' | 'de') {
  const format = new MessageFormat(language);
  const file = JSON.parse(readFileSync(`${ROOT}src/labels/${language}/spec-messages.json`, 'utf8')) as Record<string, string>;
  useCatalogueFiles({ [`./spec-messages.json`]: Object.fromEntries(Object.entries(file).map(([key, message]) => [key, format.compile(message)])) as Messages });
}

describe('specification messages in the page language', () => {
  // One file, one order: English first (no catalogue module loaded), then French (in place, as on a page).
  it('[PX-84-001][PX-84-003] without a catalogue the machines’ messages show as the specification writes them', () => {
    expect(labelRegistry.message).toBeUndefined();
    const texts = showToasts([cartAddFailedToast(), guestCartAddedToast('/cart')]);
    expect(texts[0]).toContain('Sorry! Failed to add Items to the cart.');
    expect(texts[1]).toContain('Items has been added to the cart Successfully. View cart');
    render(<TextField label="City" error={addressErrors({ ...emptyAddress, country: 'US' }, ['US']).city} />);
    expect(document.querySelector('.form__error')!.textContent).toBe('Enter the city.');
  });

  it('[PX-84-001][PX-84-002] with the French catalogue the add-to-cart toasts, a field error and a filled template show in French', () => {
    useLanguage('fr');
    const texts = showToasts([cartAddFailedToast(), guestCartAddedToast('/cart'), preservationToast(1), preservationToast(3)]);
    expect(texts[0]).toContain('Désolé ! Les articles n’ont pas pu être ajoutés au panier.');
    expect(texts[0]).not.toContain('Sorry!');
    expect(texts[1]).toContain('Ajouté au panier');
    expect(texts[1]).toContain('Les articles ont bien été ajoutés au panier. Voir le panier');
    // The template is translated, then filled; the count picks the French plural.
    expect(texts[2]).toContain('Un problème est survenu');
    expect(texts[2]).toContain('1 article ne figure plus dans votre panier.');
    expect(texts[3]).toContain('3 articles ne figurent plus dans votre panier.');
    // The field's name the machine filled in is translated with the template.
    render(<TextField label="Prénom" error={requiredMessage('firstName')} />);
    render(<TextField label="Ville" error={addressErrors({ ...emptyAddress, country: 'US' }, ['US']).city} />);
    expect([...document.querySelectorAll('.form__error')].map((error) => error.textContent)).toEqual(['Le champ « Prénom » est obligatoire', 'Renseignez le champ « ville ».']);
    // A text the index does not know (the platform's own message, a product name) stays as it came.
    expect(localMessage('Quantity must be at least 5.')).toBe('Quantity must be at least 5.');
  });

  it('[PX-84-001][PX-84-002] with the German catalogue the same messages show in German, the plural by German rules', () => {
    useLanguage('de');
    const texts = showToasts([cartAddFailedToast(), preservationToast(1), preservationToast(0)]);
    expect(texts[0]).toContain('Leider konnten die Artikel nicht in den Warenkorb gelegt werden.');
    expect(texts[1]).toContain('1 Artikel ist nicht mehr in Ihrem Warenkorb.');
    // German counts 0 as plural (French as singular).
    expect(texts[2]).toContain('0 Artikel sind nicht mehr in Ihrem Warenkorb.');
  });
});

const emptyAddress = { firstName: '', lastName: '', companyName: '', street: '', city: '', postalCode: '', region: '', country: '', phoneNumber: '' };
