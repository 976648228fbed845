// @vitest-environment jsdom
// The reviewer's pages over a fake store (PX-17-005) and the set-password page (PX-17-006).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import ReviewItemPage from '../../src/registration/ReviewItemPage.tsx';
import ReviewListPage from '../../src/registration/ReviewListPage.tsx';
import SetPasswordPage from '../../src/registration/SetPasswordPage.tsx';
import { PreviewFrame, previewStore, recordingEnvironment, rileySession, WEBSTORE_PATH, type RouteHandler } from './preview-store.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
// A file's bytes as text: jsdom's Blob is not a body the test's Response can read.
const pdf = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
/** The page's own alert with this text (the frame has live regions with the role too). */
const pageAlert = async (text: string) => {
  const found = await screen.findByText(text);
  expect(found.closest('[role="alert"]')).not.toBeNull();
  return found;
};
/** Alerts that say something (the frame's empty live regions left out). */
const spokenAlerts = () => screen.queryAllByRole('alert').filter((alert) => alert.textContent !== '');
const ID = 'a0G000000000007';
const address = { street: '415 Sheridan Road', city: 'Evanston', province: 'IL', postalCode: '60202', country: 'US' };
const registration = {
  registrationId: ID, status: 'Submitted', submittedDate: '2026-11-25T10:00:00.000Z', reviewedDate: null, declineReason: null, accountId: null, userId: null,
  files: [{ part: 'resaleLicenseFile', name: 'permit.pdf', contentType: 'application/pdf', size: 2048 }],
  details: {
    existingCustomer: false, accountNumber: null, accountName: 'Northshore Neurology', businessName: 'Northshore Neurology PLLC', doingBusinessAs: null,
    companyAddress: address, phone: '+18475550126', fax: null, mobile: null, email: 'maja@northshore.example', companyEmail: null, website: null,
    contact: { firstName: 'Maja', lastName: 'Lindqvist', jobTitle: null }, billToAddress: address, shipToAddress: address, taxIdentificationNumber: null,
    paymentTerms: null, accountsPayable: { name: 'AP', email: 'ap@northshore.example', phone: '+18475550100', fax: null }, invoiceEmail: 'inv@northshore.example',
    ediInvoicingByEmail: false, purchaseForResale: true, productsWanted: null, marketSoldTo: null, shipOutsideCountry: false, shipToCountries: [], salesTaxExempt: false,
    authorizationStatementsAccepted: ['informationAccurate', 'creditCheck', 'termsAndConditions'],
  },
};

function setup(path: string, routes: Record<string, RouteHandler>) {
  const { store } = previewStore({ session: rileySession, routes });
  render(
    <PreviewFrame store={store} environment={recordingEnvironment()} initialPath={path}>
      <Routes>
        <Route path="/registrations" element={<ReviewListPage />} />
        <Route path="/registrations/:registrationId" element={<ReviewItemPage />} />
        <Route path="/set-password" element={<SetPasswordPage />} />
      </Routes>
    </PreviewFrame>,
  );
  return userEvent.setup();
}

describe('registration review and set password', () => {
  it('[PX-17-005] a signed-in user who is not a reviewer is told the pages are for reviewers', async () => {
    setup('/registrations', { [`GET ${WEBSTORE_PATH}/registrations`]: () => json([{ errorCode: 'FORBIDDEN', message: 'Only registration reviewers may do this.' }], 403) });
    expect((await screen.findByTestId('review-forbidden')).textContent).toContain('These pages are for registration reviewers.');
  });

  it('[PX-59-002][PX-17-005] the review page of one registration has its one h1 signed out, refused and shown', async () => {
    // Signed out: the guest's page has its heading beside the reviewers-only message (no read is made).
    const guest = previewStore({ routes: {} }).store;
    const { unmount } = render(
      <PreviewFrame store={guest} environment={recordingEnvironment()} initialPath={`/registrations/${ID}`}>
        <Routes>
          <Route path="/registrations/:registrationId" element={<ReviewItemPage />} />
        </Routes>
      </PreviewFrame>,
    );
    expect((await screen.findByTestId('review-forbidden')).textContent).toContain('These pages are for registration reviewers.');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Application']);
    unmount();
    // A signed-in user who is not a reviewer: the same heading.
    setup(`/registrations/${ID}`, { [`GET ${WEBSTORE_PATH}/registrations/${ID}`]: () => json([{ errorCode: 'FORBIDDEN', message: 'Only registration reviewers may do this.' }], 403) });
    await screen.findByTestId('review-forbidden');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Application']);
    cleanup();
    // Shown: the registration's account name is the one heading.
    setup(`/registrations/${ID}`, { [`GET ${WEBSTORE_PATH}/registrations/${ID}`]: () => registration });
    await screen.findByRole('heading', { level: 1, name: 'Northshore Neurology' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('[PX-17-005][SH-4-003] the reviewer sees the details and documents; declining needs a reason, which is sent', async () => {
    const declines: unknown[] = [];
    const user = setup(`/registrations/${ID}`, {
      [`GET ${WEBSTORE_PATH}/registrations/${ID}`]: () => registration,
      [`POST ${WEBSTORE_PATH}/registrations/${ID}/actions/decline`]: async (request) => {
        declines.push(await request.json());
        return { ...registration, status: 'Declined', declineReason: 'We do not supply veterinary practices.' };
      },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Northshore Neurology');
    expect(screen.getByText(/permit\.pdf \(2 KB\)/)).toBeTruthy();
    expect(screen.getByText('maja@northshore.example')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByText('Reason is required field')).toBeTruthy();
    expect(declines).toEqual([]);
    await user.type(screen.getByLabelText(/Reason for declining/), 'We do not supply veterinary practices.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByTestId('registration-status').textContent).toBe('Declined'));
    expect(declines).toEqual([{ reason: 'We do not supply veterinary practices.' }]);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('[PX-24-020][SH-4-002][SH-4-003] a failed approve and a failed decline show the store\'s words and keep the typed reason; declining again is sent with the same reason', async () => {
    const sent: Array<{ action: string; body: unknown }> = [];
    const declineAnswers = [
      () => json([{ errorCode: 'SERVICE_UNAVAILABLE', message: 'The review service is busy. Try again in a minute.' }], 503),
      () => ({ ...registration, status: 'Declined', declineReason: 'Outside our market.' }),
    ];
    const user = setup(`/registrations/${ID}`, {
      [`GET ${WEBSTORE_PATH}/registrations/${ID}`]: () => registration,
      [`POST ${WEBSTORE_PATH}/registrations/${ID}/actions/approve`]: () => {
        sent.push({ action: 'approve', body: undefined });
        return json([{ errorCode: 'CONFLICT', message: 'This registration is being reviewed by someone else.' }], 409);
      },
      [`POST ${WEBSTORE_PATH}/registrations/${ID}/actions/decline`]: async (request) => {
        sent.push({ action: 'decline', body: await request.json() });
        return declineAnswers.shift()!();
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Northshore Neurology' });
    const reason = screen.getByLabelText(/Reason for declining/);
    await user.type(reason, '  Outside our market. ');

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await pageAlert('This registration is being reviewed by someone else.');
    expect((reason as HTMLTextAreaElement).value).toBe('  Outside our market. ');
    expect(screen.getByTestId('registration-status').textContent).toBe('Submitted');

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await pageAlert('The review service is busy. Try again in a minute.');
    expect(screen.queryByText('This registration is being reviewed by someone else.')).toBeNull();
    expect((screen.getByLabelText(/Reason for declining/) as HTMLTextAreaElement).value).toBe('  Outside our market. ');
    expect(screen.getByRole('button', { name: 'Decline' }).hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByTestId('registration-status').textContent).toBe('Declined'));
    expect(screen.getByText('Declined. The applicant has been notified by e-mail.').getAttribute('role')).toBe('status');
    expect(spokenAlerts()).toEqual([]);
    expect(sent).toEqual([
      { action: 'approve', body: undefined },
      { action: 'decline', body: { reason: 'Outside our market.' } },
      { action: 'decline', body: { reason: 'Outside our market.' } },
    ]);
  });

  it('[PX-24-020] an approve lost on the way (no answer from the store) says the decision was not sent, not that the page failed to load; the reason is kept', async () => {
    let approvals = 0;
    const user = setup(`/registrations/${ID}`, {
      [`GET ${WEBSTORE_PATH}/registrations/${ID}`]: () => registration,
      [`POST ${WEBSTORE_PATH}/registrations/${ID}/actions/approve`]: () => {
        approvals += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Northshore Neurology' });
    await user.type(screen.getByLabelText(/Reason for declining/), 'Checked twice.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await pageAlert('Your decision could not be sent. Please try again.');
    expect(screen.queryByText('The registrations could not be loaded. Please try again.')).toBeNull();
    expect((screen.getByLabelText(/Reason for declining/) as HTMLTextAreaElement).value).toBe('Checked twice.');
    expect(screen.getByTestId('registration-status').textContent).toBe('Submitted');
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
    expect(approvals).toBe(1);
  });

  it('[PX-33-001][PX-24-020][SH-4-002] a document that cannot be fetched is named in a message; the other document, the details and the approval still work, and opening it again fetches it', async () => {
    const TAX = 'wi-sales-tax-exemption-certificate.pdf';
    const withTwo = { ...registration, files: [...registration.files, { part: 'taxExemptFile', name: TAX, contentType: 'application/pdf', size: 4096 }] };
    const taxAnswers = [() => json([{ errorCode: 'INTERNAL_ERROR', message: 'The file store did not answer.' }], 500), () => pdf('%PDF-1.4 tax')];
    // The browser's download: the object address and the link clicked under the document's name.
    const downloads: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:review-document', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const user = setup(`/registrations/${ID}`, {
      [`GET ${WEBSTORE_PATH}/registrations/${ID}`]: () => withTwo,
      [`GET ${WEBSTORE_PATH}/registrations/${ID}/files/taxExemptFile`]: () => taxAnswers.shift()!(),
      [`GET ${WEBSTORE_PATH}/registrations/${ID}/files/resaleLicenseFile`]: () => pdf('%PDF-1.4 permit'),
      [`POST ${WEBSTORE_PATH}/registrations/${ID}/actions/approve`]: () => ({ ...registration, status: 'Approved' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Northshore Neurology' });

    await user.click(screen.getByRole('button', { name: `View ${TAX}` }));
    const failed = await screen.findByTestId('review-document-failed');
    expect(failed.textContent).toBe(`${TAX} could not be opened. Please try again.`);
    expect(failed.getAttribute('role')).toBe('alert');
    // Not the page's read failure: the details and the decision are all still there.
    expect(screen.queryByText('The registrations could not be loaded. Please try again.')).toBeNull();
    expect(screen.getByText('maja@northshore.example')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
    expect(downloads).toEqual([]);

    // The other document opens; the message stays with the document that failed until it is opened again.
    await user.click(screen.getByRole('button', { name: 'View permit.pdf' }));
    await waitFor(() => expect(downloads).toEqual(['permit.pdf']));
    await user.click(screen.getByRole('button', { name: `View ${TAX}` }));
    await waitFor(() => expect(downloads).toEqual(['permit.pdf', TAX]));
    expect(screen.queryByTestId('review-document-failed')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByTestId('registration-status').textContent).toBe('Approved'));
    expect(taxAnswers).toEqual([]);
  });

  it('[PX-17-006] the set-password page shows the rules, refuses a weak password without sending it and offers a new link for a used one', async () => {
    const sent: unknown[] = [];
    const user = setup('/set-password?token=abc', {
      [`POST ${WEBSTORE_PATH}/auth/reset-password`]: async (request) => {
        sent.push(await request.json());
        return json([{ errorCode: 'TOKEN_EXPIRED', message: 'This password link has expired. Request a new one.' }], 410);
      },
    });
    for (const rule of ['At least 8 characters', 'At least one letter', 'At least one number', 'Not the same as your user name']) expect(screen.getByText(rule)).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('Choose a password that meets every rule above.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Water-Street-2250');
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'Water-Street-2250');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByText('This password link has expired. Request a new one.')).textContent).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(sent).toEqual([{ token: 'abc', newPassword: 'Water-Street-2250' }]);
  });
});
