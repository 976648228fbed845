// @vitest-environment jsdom
// PX-86-001: the address forms name their countries in the page's language and sort them for its
// reader, while the value kept and sent stays the ISO code: the address book (over a fake store whose
// statecountry answer is English, as the platform's is) and the registration form's addresses.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AddressBookPage from '../../src/account/AddressBookPage.tsx';
import { RegistrationUi } from '../../src/registration/RegistrationUi.tsx';
import { emptyDraft, REGISTRATION_TABS } from '../../machines/registration/form.ts';
import type { Wire } from '../../machines/wire.ts';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH } from './preview-store.tsx';

afterEach(cleanup);

const NZ_ADDRESS: Wire['AccountAddress'] = {
  addressId: '8lW000000000021', addressType: 'Billing', isDefault: true, firstName: 'Riley', lastName: 'Chen', name: 'Riley Chen',
  street: '12 Quay Street', city: 'Auckland', postalCode: '1010', country: 'NZ', phoneNumber: '+6495550100',
};
const ENGLISH_COUNTRIES = [{ isoCode: 'US', label: 'United States' }, { isoCode: 'NZ', label: 'New Zealand' }, { isoCode: 'DE', label: 'Germany' }];

const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].filter((option) => option.value).map((option) => `${option.value} ${option.textContent}`);

describe('address forms in the page language', () => {
  it('[PX-86-001] the address book on a de-DE page offers German country names, sorted, the stored code selected', async () => {
    const { store } = previewStore({
      session: rileySession,
      locale: 'de-DE',
      routes: {
        [`GET ${WEBSTORE_PATH}/accounts/current/addresses`]: () => ({ count: 1, items: [NZ_ADDRESS] }),
        'GET /services/data/v64.0/connect/i18n/statecountry': () => ({ addressCountries: ENGLISH_COUNTRIES }),
      },
    });
    render(
      <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/de-DE/myprofile/addresses">
        <AddressBookPage />
      </PreviewFrame>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Riley Chen, 12 Quay Street, Auckland' }));
    const editor = screen.getByRole('form', { name: 'Edit address' });
    const country = within(editor).getByLabelText(/^Country/);
    expect(optionsOf(country)).toEqual(['DE Deutschland', 'NZ Neuseeland', 'US Vereinigte Staaten']);
    expect((country as HTMLSelectElement).value).toBe('NZ');
  });

  it('[PX-86-001] the registration form on a fr-CA page names its countries in French, sorted the French way (États-Unis among the E)', () => {
    render(
      <RegistrationUi
        draft={emptyDraft()}
        tab={REGISTRATION_TABS.indexOf('addresses')}
        completed={REGISTRATION_TABS.map(() => false)}
        fieldErrors={{}}
        banner={undefined}
        serverMessages={[]}
        status="editing"
        send={() => undefined}
        locale="fr-CA"
      />,
    );
    const selects = screen.getAllByRole('combobox');
    expect(selects.length).toBeGreaterThanOrEqual(3);
    expect(optionsOf(selects[0]!)).toEqual([
      'DE Allemagne', 'AU Australie', 'CA Canada', 'US États-Unis', 'FR France', 'IE Irlande', 'MX Mexique', 'NZ Nouvelle-Zélande', 'NL Pays-Bas', 'GB Royaume-Uni',
    ]);
  });
});
