// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawApplicationContext } from '../../machines/context/application-context.ts';
import { LocalePicker } from '../../src/components/locale-picker/LocalePicker.tsx';
import { LocalePickerPlace } from '../../src/components/locale-picker/LocalePickerPlace.tsx';
import type { LocalePickerSettings } from '../../src/components/locale-picker/settings.ts';
import {
  PreviewFrame,
  previewApplicationContext,
  previewStore,
  recordingEnvironment,
  WEBSTORE_PATH,
  type PreviewStoreOptions,
  type RouteHandler,
} from './preview-store.tsx';

const STATE_COUNTRY = '/services/data/v64.0/connect/i18n/statecountry';
const CART = `${WEBSTORE_PATH}/carts/current`;

const countries = {
  addressCountries: [
    { isoCode: 'US', label: 'United States', states: [] },
    { isoCode: 'CA', label: 'Canada', states: [] },
    { isoCode: 'DE', label: 'Germany', states: [] },
    { isoCode: 'FR', label: 'France', states: [] },
    { isoCode: 'AU', label: 'Australia', states: [] },
    { isoCode: 'NZ', label: 'New Zealand', states: [] },
  ],
};

beforeEach(() => {
  window.history.pushState({}, '', '/faqs?x=1#top');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

function setup(options: PreviewStoreOptions & { settings?: Partial<LocalePickerSettings>; deleteCart?: RouteHandler; stateCountry?: RouteHandler; place?: boolean } = {}) {
  const { store, calls } = previewStore({
    routes: {
      [`GET ${STATE_COUNTRY}`]: options.stateCountry ?? (() => countries),
      [`DELETE ${CART}`]: options.deleteCart ?? (() => undefined),
    },
    ...options,
  });
  const environment = recordingEnvironment();
  const user = userEvent.setup();
  render(
    <PreviewFrame store={store} environment={environment} initialPath="/faqs">
      {options.place ? <LocalePickerPlace /> : <LocalePicker settings={options.settings} />}
    </PreviewFrame>,
  );
  const button = () => screen.getByRole('button', { name: /^Location/ });
  const panel = () => screen.queryByRole('dialog', { name: 'Select Your Location' });
  const choices = () => within(panel()!).getAllByRole('button').filter((candidate) => candidate.dataset.locale);
  const deletes = () => calls.filter((call) => call.method === 'DELETE' && call.path === CART).length;
  return { user, calls, environment, button, panel, choices, deletes };
}

const summary = (choice: HTMLElement) =>
  [choice.querySelector('.krm-picker__country')!.textContent, choice.querySelector('.krm-picker__language')!.textContent!.replace('Language: ', ''), choice.querySelector('.krm-picker__currency')?.textContent ?? null];

describe('locale picker button and panel', () => {
  it('[SH-2-109][SH-4-066][SH-2-124][SH-2-125][PX-05-111] the button opens a right-docked panel titled Select Your Location (h2), its close icon focused', async () => {
    const { user, button, panel } = setup();
    expect(button().textContent).toContain('US · EN');
    await user.click(button());
    expect(panel()).not.toBeNull();
    expect(panel()!.getAttribute('aria-modal')).toBe('true');
    expect(within(panel()!).getByRole('heading', { level: 2, name: 'Select Your Location' }).style.textAlign).toBe('center');
    expect(document.activeElement).toBe(within(panel()!).getByRole('button', { name: 'Close location selection' }));
    expect(button().getAttribute('aria-expanded')).toBe('true');
  });

  it('[SH-2-121][SH-2-122][SH-2-123][SH-2-125] without settings the button is primary and small with no globe icon, the heading large', async () => {
    const { user, button, panel } = setup();
    expect(button().classList).toContain('krm-picker__button--primary');
    expect(button().classList).toContain('krm-picker__button--small');
    expect(button().querySelector('svg')).toBeNull();
    await user.click(button());
    expect(within(panel()!).getByRole('heading', { level: 2 }).classList).toContain('krm-picker__heading--large');
  });

  it('[SH-2-123] the settings change the button (style, size, label, globe icon, alignment) and the heading', async () => {
    const { user, button, panel } = setup({
      settings: { buttonStyle: 'outline', buttonSize: 'large', labelText: 'Region', showGlobeIcon: true, buttonAlignment: 'right', headingText: 'Choose a market', headingSize: 'small', headingLevel: 'h3', headingAlignment: 'left' },
    });
    expect(button().classList).toContain('krm-picker__button--outline');
    expect(button().classList).toContain('krm-picker__button--large');
    expect(button().classList).not.toContain('krm-picker__button--primary');
    expect(button().querySelector('svg')).not.toBeNull();
    expect(button().textContent).toContain('Region');
    expect((button().closest('.krm-picker') as HTMLElement).style.textAlign).toBe('right');
    await user.click(button());
    const heading = within(panel() ?? screen.getByRole('dialog')).getByRole('heading', { level: 3, name: 'Choose a market' });
    expect(heading.classList).toContain('krm-picker__heading--small');
    expect(heading.style.textAlign).toBe('left');
  });

  it('[SH-2-118] the other settings: button alignment, style, size, label text, globe icon, heading text and style, colours and text alignment', async () => {
    const { user, button } = setup({
      settings: {
        buttonAlignment: 'center',
        buttonStyle: 'neutral',
        buttonSize: 'medium',
        labelText: 'Ship to',
        showGlobeIcon: true,
        headingText: 'Where do you order from?',
        headingSize: 'medium',
        headingLevel: 'h4',
        headingAlignment: 'right',
        textAlignment: 'right',
        colors: { heading: 'rgb(31, 95, 139)', text: 'rgb(23, 74, 109)', background: 'rgb(240, 244, 248)' },
      },
    });
    expect(button().classList).toContain('krm-picker__button--neutral');
    expect(button().classList).toContain('krm-picker__button--medium');
    expect(button().textContent).toContain('Ship to');
    expect(button().querySelector('svg')).not.toBeNull();
    expect((button().closest('.krm-picker') as HTMLElement).style.textAlign).toBe('center');
    await user.click(button());
    const dialog = screen.getByRole('dialog', { name: 'Where do you order from?' });
    const heading = within(dialog).getByRole('heading', { level: 4, name: 'Where do you order from?' });
    expect(heading.classList).toContain('krm-picker__heading--medium');
    expect(heading.style).toMatchObject({ textAlign: 'right', color: 'rgb(31, 95, 139)' });
    const locales = await waitFor(() => {
      const found = within(dialog).getAllByRole('button').filter((candidate) => candidate.dataset.locale);
      expect(found.length).toBeGreaterThan(1);
      return found;
    });
    for (const locale of locales) expect(locale.style).toMatchObject({ textAlign: 'right', color: 'rgb(23, 74, 109)', backgroundColor: 'rgb(240, 244, 248)' });
  });

  it('[SH-5-053][SH-5-054][PX-72-003] text sizes are small, medium or large and alignments left, center or right; other settings fall back to medium and left', async () => {
    const { user, button } = setup({
      settings: { buttonAlignment: 'middle', headingSize: 'huge', headingAlignment: 'justify', headingText: 'Markets', textAlignment: 'centre' } as unknown as Partial<LocalePickerSettings>,
    });
    expect((button().closest('.krm-picker') as HTMLElement).style.textAlign).toBe('left');
    await user.click(button());
    const heading = within(screen.getByRole('dialog', { name: 'Markets' })).getByRole('heading', { name: 'Markets' });
    expect([...heading.classList].filter((name) => name.startsWith('krm-picker__heading--'))).toEqual(['krm-picker__heading--medium']);
    expect(heading.style.textAlign).toBe('left');
  });

  it('[SH-5-053][SH-5-054] the three text sizes and alignments are applied as given', async () => {
    for (const [headingSize, headingAlignment] of [['small', 'right'], ['medium', 'center'], ['large', 'left']] as const) {
      const { user, button } = setup({ settings: { headingSize, headingAlignment, headingText: 'Markets' } });
      await user.click(button());
      const heading = within(screen.getByRole('dialog', { name: 'Markets' })).getByRole('heading', { name: 'Markets' });
      expect(heading.classList).toContain(`krm-picker__heading--${headingSize}`);
      expect(heading.style.textAlign).toBe(headingAlignment);
      cleanup();
    }
  });

  it('[SH-2-115] the button is disabled with fewer than two locales', () => {
    const { button } = setup({ appContext: { ...previewApplicationContext, markets: [{ localeCurrencyMap: { en_US: 'USD' } }] } });
    expect((button() as HTMLButtonElement).disabled).toBe(true);
  });

  it('[SH-4-067][SH-4-070] the close icon closes the panel and focus returns to the button', async () => {
    const { user, button, panel } = setup();
    await user.click(button());
    await user.click(within(panel()!).getByRole('button', { name: 'Close location selection' }));
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('[SH-4-068][SH-4-070] Escape closes the panel and focus returns to the button', async () => {
    const { user, button, panel } = setup();
    button().focus();
    await user.keyboard('{Enter}');
    expect(panel()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('[SH-4-066][SH-4-070] the button toggles the panel by keyboard', async () => {
    const { user, button, panel } = setup();
    button().focus();
    await user.keyboard(' ');
    expect(panel()).not.toBeNull();
    button().focus();
    await user.keyboard(' ');
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('[PX-05-020][SH-4-066][SH-4-070] the header\'s place: the button before the picker has loaded opens the panel by keyboard, and focus comes back to the button', async () => {
    const { user, button, panel } = setup({ place: true });
    expect(button().textContent).toContain('US · EN');
    button().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(panel()).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(panel()!).getByRole('button', { name: 'Close location selection' })));
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('[PX-05-111] Tab stays inside the panel', async () => {
    const { user, button, panel, choices } = setup();
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    choices().at(-1)!.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(panel()!).getByRole('button', { name: 'Close location selection' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(choices().at(-1));
  });
});

describe('locale grid', () => {
  it('[SH-2-112][SH-2-119][SH-2-120][PX-77-006][PX-77-007][SH-5-055][SH-5-056][SH-3-079][PX-05-109] locale buttons sorted by country (named in the locale\'s own language), then language, with flags, short languages and currencies', async () => {
    const { user, button, choices } = setup();
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    expect(choices().map(summary)).toEqual([
      ['Australia', 'EN', 'Prices in AUD'],
      ['Canada', 'EN', 'Prices in CAD'],
      ['Canada', 'FR', 'Prices in CAD'],
      ['Deutschland', 'DE', 'Prices in EUR'],
      ['France', 'FR', 'Prices in EUR'],
      ['New Zealand', 'EN', 'Prices in NZD'],
      ['United States', 'EN', 'Prices in USD'],
    ]);
    // Drawn flags, decorative (the country's name is beside each).
    expect(choices().map((choice) => choice.querySelector('img.krm-picker__flag')?.getAttribute('src'))).toEqual(['/flags/AU.svg', '/flags/CA.svg', '/flags/CA.svg', '/flags/DE.svg', '/flags/FR.svg', '/flags/NZ.svg', '/flags/US.svg']);
    expect(choices()[1]!.querySelector('img.krm-picker__flag')!.getAttribute('alt')).toBe('');
    expect(choices().at(-1)!.getAttribute('aria-current')).toBe('true');
  });

  it('[SH-7-012][SH-7-014][SH-7-015] country labels come from statecountry in the page locale, asked when the panel first opens', async () => {
    const { user, button, calls } = setup({ settings: { excludedCountries: ['AQ', 'BV'] } });
    expect(calls.filter((call) => call.path === STATE_COUNTRY)).toHaveLength(0);
    await user.click(button());
    await waitFor(() => expect(calls.filter((call) => call.path === STATE_COUNTRY)).toHaveLength(1));
    const call = calls.find((entry) => entry.path === STATE_COUNTRY)!;
    expect(call.search.get('locale')).toBe('en-US');
    expect(call.search.get('countries')).toBe('!AQ,!BV');
  });

  it('[PX-05-109][SH-5-057] without country labels the grid still works, showing the country codes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, button, choices } = setup({ stateCountry: () => new Response('[]', { status: 500 }) });
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    // No country label sorts last (SH-5-057), so the language decides.
    expect(choices().map((choice) => choice.querySelector('.krm-picker__country')!.textContent)).toEqual(['DE', 'US', 'CA', 'AU', 'NZ', 'CA', 'FR']);
    expect(warn).toHaveBeenCalled();
  });

  it('[SH-2-116][SH-2-117][SH-3-082][PX-77-007] sorted by language with long language names, each in its own language', async () => {
    const { user, button, choices } = setup({ settings: { sort: 'language', languageDisplayType: 'long' } });
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    expect(choices().map((choice) => summary(choice).slice(0, 2))).toEqual([
      ['Deutschland', 'Deutsch'],
      ['Australia', 'English'],
      ['Canada', 'English'],
      ['New Zealand', 'English'],
      ['United States', 'English'],
      ['Canada', 'Français'],
      ['France', 'Français'],
    ]);
  });

  it('[SH-4-023][SH-4-024][SH-4-025][SH-4-026] each locale shows the currency the currency rule gives', async () => {
    const cases: [RawApplicationContext, (string | null)[]][] = [
      [{ ...previewApplicationContext, sessionDrivenCurrency: true }, [null, null]],
      [{ ...previewApplicationContext, supportedCurrencies: ['USD'] }, ['Prices in USD', 'Prices in USD']],
      [{ ...previewApplicationContext, supportedCurrencies: ['USD', 'EUR'] }, ['Prices in USD', 'Prices in EUR']],
    ];
    for (const [appContext, expected] of cases) {
      const { user, button, choices } = setup({ appContext: { ...appContext, markets: [{ localeCurrencyMap: { en_US: 'USD' } }, { localeCurrencyMap: { en_CA: 'CAD' } }, { localeCurrencyMap: { fr_FR: 'EUR' } }] } });
      await user.click(button());
      await waitFor(() => expect(choices()).toHaveLength(3));
      const byLocale = Object.fromEntries(choices().map((choice) => [choice.dataset.locale, summary(choice)[2]]));
      expect([byLocale['en-CA'], byLocale['fr-FR']]).toEqual(expected);
      cleanup();
    }
  });
});

describe('changing the locale', () => {
  it('[PX-05-109] while the cart summary is being read the grid waits', async () => {
    const { user, button, panel } = setup({ cartStatus: 'loading' });
    await user.click(button());
    await act(async () => undefined);
    expect(within(panel()!).getByRole('status').textContent).toBe('Loading locations…');
    expect(within(panel()!).queryAllByRole('button').filter((candidate) => candidate.dataset.locale)).toHaveLength(0);
  });


  it('[SH-4-074][SH-4-075][SH-7-016][SH-4-077][SH-4-078][SH-4-079] with an empty cart the change proceeds at once: cart delete, then a full reload at the new locale address', async () => {
    const { user, button, choices, environment, deletes } = setup({ cartProductCount: '0' });
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    await user.click(choices().find((choice) => choice.dataset.locale === 'de-DE')!);
    await waitFor(() => expect(environment.assigned).toEqual(['/de-DE/faqs?x=1#top']));
    expect(deletes()).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[SH-4-078] the language segment of a localised address is replaced', async () => {
    window.history.pushState({}, '', '/en-CA/faqs');
    const { user, button, choices, environment } = setup({ basePath: '/en-CA', locale: 'en-CA' });
    expect(button().textContent).toContain('CA · EN');
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    await user.click(choices().find((choice) => choice.dataset.locale === 'fr-CA')!);
    await waitFor(() => expect(environment.assigned).toEqual(['/fr-CA/faqs']));
  });

  it('[SH-4-069][SH-4-071][SH-4-070][SH-5-058] with products in the cart, choosing closes the panel and asks for confirmation first', async () => {
    const { user, button, panel, choices, environment, deletes } = setup({ cartProductCount: '3' });
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    await user.click(choices()[0]!);
    expect(panel()).toBeNull();
    const confirm = screen.getByRole('dialog', { name: 'Change your location?' });
    expect(confirm.textContent).toContain('clears your cart');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Keep my cart' }));
    expect(deletes()).toBe(0);
    expect(environment.assigned).toEqual([]);
  });

  it('[SH-9-009] the confirmation of a country or currency change says the products and prices may change', async () => {
    const { user, button, choices } = setup({ cartProductCount: '3' });
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    await user.click(choices().find((choice) => choice.dataset.locale === 'de-DE')!);
    const confirm = screen.getByRole('dialog', { name: 'Change your location?' });
    expect(confirm.textContent).toMatch(/products and prices you see may change/);
  });

  it('[SH-4-073][SH-4-070] cancelselection just closes the confirmation; focus is back on the picker button', async () => {
    const { user, button, choices, environment, deletes } = setup({ cartProductCount: 2 });
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    await user.click(choices()[0]!);
    await user.click(screen.getByRole('button', { name: 'Keep my cart' }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(deletes()).toBe(0);
    expect(environment.assigned).toEqual([]);
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    await user.click(choices()[0]!);
    await user.keyboard('{Escape}');
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(environment.assigned).toEqual([]);
  });

  it('[SH-4-072][SH-9-008][SH-4-082] confirmselection deletes the cart and reloads at the new locale; the dialog stays busy meanwhile', async () => {
    let finish: () => void = () => undefined;
    const { user, button, choices, environment, deletes } = setup({
      cartProductCount: '3',
      deleteCart: () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))),
    });
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    await user.click(choices().find((choice) => choice.dataset.locale === 'fr-FR')!);
    await user.click(screen.getByRole('button', { name: 'Change location and clear cart' }));
    await waitFor(() => expect(deletes()).toBe(1));
    expect(screen.getByRole('dialog', { name: 'Change your location?' }).getAttribute('aria-busy')).toBe('true');
    expect(environment.assigned).toEqual([]);
    await act(async () => finish());
    await waitFor(() => expect(environment.assigned).toEqual(['/fr-FR/faqs?x=1#top']));
  });

  it('[SH-4-076][SH-8-018] a failed cart delete is only a warning; the change continues', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, button, choices, environment } = setup({
      cartProductCount: '0',
      deleteCart: () => new Response(JSON.stringify([{ errorCode: 'INTERNAL_ERROR', message: 'boom' }]), { status: 500 }),
    });
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    await user.click(choices().find((choice) => choice.dataset.locale === 'en-NZ')!);
    await waitFor(() => expect(environment.assigned).toEqual(['/en-NZ/faqs?x=1#top']));
    expect(warn).toHaveBeenCalledWith('Cart delete failed during locale change; continuing.', expect.anything());
  });

  it('[SH-5-059] an unreadable cart count counts as empty', async () => {
    const { user, button, choices, environment } = setup({ cartProductCount: 'lots' });
    await user.click(button());
    await waitFor(() => expect(choices()).toHaveLength(7));
    await user.click(choices()[0]!);
    await waitFor(() => expect(environment.assigned).toHaveLength(1));
  });
});
