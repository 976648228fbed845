// @vitest-environment jsdom
// The registration page bound to its machine over a fake store: tabs, SH §5 messages, documents,
// the kept draft (PX-17-001) and the submission with its analytics event (CC-7-045).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import RegisterPage from '../../src/registration/RegisterPage.tsx';
import { memoryDraftStore, type DraftStore, type KeptDraft } from '../../src/registration/draft-store.ts';
import { EXPERIENCE_INTERACTION } from '../../src/analytics/payloads.ts';
import { PreviewFrame, previewStore, recordingEnvironment, WEBSTORE_PATH, type RouteHandler } from './preview-store.tsx';

afterEach(cleanup);

const SUBMIT = `POST ${WEBSTORE_PATH}/registrations`;
const LOOKUP = `GET ${WEBSTORE_PATH}/registrations/account-lookup`;
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(routes: Record<string, RouteHandler> = {}, store: DraftStore = memoryDraftStore()) {
  const { store: parts } = previewStore({ routes });
  const user = userEvent.setup();
  render(
    <PreviewFrame store={parts} environment={recordingEnvironment()} initialPath="/register">
      <Routes>
        <Route path="/register" element={<RegisterPage draftStore={store} />} />
        <Route path="/register/thank-you" element={<h1>Thanks page</h1>} />
      </Routes>
    </PreviewFrame>,
  );
  return { user, store };
}

const banner = () => screen.getByTestId('registration-banner');
const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillBasic(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^First name/), 'Priya');
  await user.type(screen.getByLabelText(/^Last name/), 'Raman');
  await user.type(screen.getByLabelText(/^Email \(your user name\)/), 'priya@glcs.example');
  await user.type(screen.getByLabelText(/^Phone/), '+14145550187');
}

describe('registration page', () => {
  it('[SH-2-006][SH-5-004][SH-5-007][SH-5-010][SH-5-006] shows seven tabs; Next on an incomplete tab names each missing field and asks to update the entries', async () => {
    const { user } = setup();
    const steps = await screen.findByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getAllByRole('button').map((b) => b.textContent)).toEqual([
      '1Basic information', '2Business information', '3Addresses', '4Tax information', '5Reseller information', '6Authorization', '7Account details',
    ]);
    await next(user);
    expect(banner().textContent).toContain('Please update the invalid form entries and try again.');
    expect(screen.getByText('First Name is required field')).toBeTruthy();
    expect(screen.getByLabelText(/^Phone/).getAttribute('aria-invalid')).toBe('true');
    await fillBasic(user);
    await next(user);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Tab 2 of 7 Business information');
    await next(user);
    // SH-5-010, SH-5-006: the invoice address and the EDI question.
    expect(screen.getByText('Please provide email address for invoices')).toBeTruthy();
    expect(screen.getByText('Please Select Yes or No.')).toBeTruthy();
  });

  it('[SH-5-002][PX-17-002] a resale licence is required on yes; a wrong type is refused; the attached one shows name and size and can be removed', async () => {
    const kept: KeptDraft = { draft: { text: {}, answers: {}, files: {}, shipToCountries: [], statements: {} }, tab: 4, completed: [] };
    const { user } = setup({}, memoryDraftStore(kept));
    await user.click(within(await screen.findByRole('group', { name: /Do you purchase for resale/ })).getByRole('radio', { name: 'Yes' }));
    await next(user);
    expect(screen.getByText('Resale License File is required, Please Upload')).toBeTruthy();
    const input = screen.getByLabelText(/^Resale licence/);
    // The picker offers only the accepted types; a file of another type chosen anyway is still refused.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'licence.docx', { type: 'application/msword' }));
    expect(screen.getByText('Upload the document as a PDF, PNG or JPEG file.')).toBeTruthy();
    await user.upload(input, new File(['%PDF-1.4 licence'], 'wi-sellers-permit.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('resaleLicenseFile-attached').textContent).toContain('wi-sellers-permit.pdf (16 bytes)');
    await user.click(screen.getByRole('button', { name: 'Remove wi-sellers-permit.pdf' }));
    expect(screen.queryByTestId('resaleLicenseFile-attached')).toBeNull();
  });

  it('[PX-17-001] every entry is written to the kept draft and a kept draft opens on its tab with its entries', async () => {
    const store = memoryDraftStore();
    const { user } = setup({}, store);
    await fillBasic(user);
    await next(user);
    await waitFor(async () => expect((await store.read())?.tab).toBe(1));
    const kept = (await store.read())!;
    expect(kept.draft.text).toMatchObject({ firstName: 'Priya', lastName: 'Raman', email: 'priya@glcs.example' });
    expect(kept.completed[0]).toBe(true);
    cleanup();
    setup({}, store);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toContain('Business information');
    await userEvent.setup().click(screen.getByRole('button', { name: /Basic information/ }));
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Priya');
  });

  it('[SH-5-012][SH-5-013] an unknown account number says No Account Found with Account# and Previous returns to correct it', async () => {
    const complete = completeDraft();
    complete.answers.existingCustomer = true;
    complete.text.accountNumber = 'C-999';
    const { user } = setup({ [LOOKUP]: () => json([{ errorCode: 'ACCOUNT_NOT_FOUND', message: 'No Account Found with Account#' }], 404) }, memoryDraftStore({ draft: complete, tab: 6, completed: [true, true, true, true, true, true, false] }));
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect((await screen.findByTestId('registration-banner')).textContent).toContain('No Account Found with Account#');
    expect(screen.getByLabelText(/^Account number/).matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    const number = screen.getByLabelText(/^Account number/) as HTMLInputElement;
    expect(number.matches(':disabled')).toBe(false);
    expect(number.value).toBe('C-999');
  });

  it('[SH-5-008][SH-5-009][SH-5-005] Submit sends nothing while a tab is invalid: a completed tab is named by its number, an unvisited one asks to complete all the tabs', async () => {
    const unvisited = completeDraft();
    unvisited.text.invoiceEmail = '';
    const submitted: unknown[] = [];
    const routes = { [SUBMIT]: () => { submitted.push(1); return json({ registrationId: 'a0G000000000009', status: 'Submitted', submittedDate: '2026-01-01T00:00:00.000Z' }, 201); } };
    // Tab 2 was never completed: the spec's 'complete all the tabs' message, and the page goes to it.
    const first = setup(routes, memoryDraftStore({ draft: unvisited, tab: 6, completed: [true, false, true, true, true, true, false] }));
    await first.user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(banner().textContent).toBe('Please Complete the all the Tabs and try again');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Tab 2 of 7 Business information');
    expect(screen.getByText('Please provide email address for invoices')).toBeTruthy();
    cleanup();
    // Tab 2 was completed, then emptied again: the message names Tab 2.
    const second = setup(routes, memoryDraftStore({ draft: unvisited, tab: 6, completed: [true, true, true, true, true, true, false] }));
    await second.user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(banner().textContent).toBe('Please update the invalid form entries on Tab 2');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Tab 2 of 7 Business information');
    cleanup();
    // An existing customer without the account number: asked for it on its tab.
    const noNumber = completeDraft();
    noNumber.answers.existingCustomer = true;
    const third = setup(routes, memoryDraftStore({ draft: noNumber, tab: 6, completed: [true, true, true, true, true, true, false] }));
    await third.user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(screen.getByText('Please Enter the Account number')).toBeTruthy();
    expect(screen.getByLabelText(/^Account number/).getAttribute('aria-invalid')).toBe('true');
    expect(submitted).toEqual([]);
  });

  it('[PX-17-004] an account-number lookup that fails for another reason says to try again, never No Account Found; the number stays editable and Submit works again', async () => {
    const complete = completeDraft();
    complete.answers.existingCustomer = true;
    complete.text.accountNumber = 'C-1001';
    let lookups = 0;
    const { user } = setup({
      [LOOKUP]: () => {
        lookups += 1;
        if (lookups === 1) throw new TypeError('Failed to fetch');
        return json({ accountNumber: 'C-1001', usable: true }, 200);
      },
      [SUBMIT]: () => json({ registrationId: 'a0G000000000009', status: 'Submitted', submittedDate: '2026-01-01T00:00:00.000Z' }, 201),
    }, memoryDraftStore({ draft: complete, tab: 6, completed: [true, true, true, true, true, true, false] }));
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(banner().textContent).toBe('We could not check the account number just now. Your entries are kept: select Submit again in a moment.'));
    expect(banner().textContent).not.toContain('No Account Found');
    const number = screen.getByLabelText(/^Account number/) as HTMLInputElement;
    expect(number.matches(':disabled')).toBe(false);
    expect(number.value).toBe('C-1001');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { name: 'Thanks page' })).toBeTruthy();
    expect(lookups).toBe(2);
  });

  it('[PX-17-003][SH-5-001] a refused submission lists the store messages under Please Check all the Tabs; a dropped connection says the entries are kept', async () => {
    let mode: 'refuse' | 'offline' | 'ok' = 'refuse';
    const seen: string[] = [];
    document.addEventListener(EXPERIENCE_INTERACTION, (event) => seen.push((event as CustomEvent<{ name: string }>).detail.name));
    const store = memoryDraftStore({ draft: completeDraft(), tab: 6, completed: [true, true, true, true, true, true, false] });
    const { user } = setup({
      [SUBMIT]: () => {
        if (mode === 'refuse') return json([{ errorCode: 'REQUIRED_FIELD_MISSING', message: 'Business Name is required field' }], 400);
        if (mode === 'offline') throw new TypeError('Failed to fetch');
        return json({ registrationId: 'a0G000000000009', status: 'Submitted', submittedDate: '2026-01-01T00:00:00.000Z' }, 201);
      },
    }, store);
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByTestId('registration-banner');
    expect(alert.textContent).toContain('Please Check all the Tabs');
    expect(alert.textContent).toContain('Business Name is required field');
    mode = 'offline';
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(banner().textContent).toContain('We could not reach the store'));
    expect((await store.read())?.draft.text.businessName).toBe('Lakeshore Neurology Associates LLC');
    expect(seen).not.toContain('user-register');
    mode = 'ok';
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { name: 'Thanks page' })).toBeTruthy();
    // CC-7-045: user-register fires once the registration is submitted; the kept draft is cleared.
    expect(seen.filter((name) => name === 'user-register')).toHaveLength(1);
    await waitFor(async () => expect(await store.read()).toBeUndefined());
  });
});

function completeDraft(): KeptDraft['draft'] {
  const address = (kind: string) => ({ [`${kind}Street`]: '1420 Harbor View Drive', [`${kind}City`]: 'Chicago', [`${kind}PostalCode`]: '60611', [`${kind}Country`]: 'US' });
  return {
    text: {
      firstName: 'Dana', lastName: 'Okafor', email: 'dana@lakeshore.example', phone: '+13125550142',
      accountName: 'Lakeshore Neurology Associates', businessName: 'Lakeshore Neurology Associates LLC',
      apName: 'Accounts Payable', apEmail: 'ap@lakeshore.example', apPhone: '+13125550100', invoiceEmail: 'invoices@lakeshore.example',
      ...address('company'), ...address('billTo'), ...address('shipTo'),
    },
    answers: { ediInvoicingByEmail: false, salesTaxExempt: false, purchaseForResale: false, shipOutsideCountry: false, existingCustomer: false },
    files: {},
    shipToCountries: [],
    statements: { informationAccurate: true, creditCheck: true, termsAndConditions: true },
  };
}
