import { createActor, fromPromise, waitFor } from 'xstate';
import type { RegistrationDraft } from '../../../machines/registration/form.ts';
import { registrationMachine, type AccountMatch, type SubmissionInput } from '../../../machines/registration/registration.machine.ts';

import { MSG_LOOKUP_FAILED, MSG_SUBMIT_OFFLINE } from '../../../machines/constants/registration.ts';

/** An error shaped as the API layer's ApiError (status and the platform's entries). */
const apiError = (status: number, ...messages: string[]) =>
  Object.assign(new Error(String(status)), { status, errors: messages.map((message) => ({ message, type: 'X' })) });

const PDF = { name: 'resale.pdf', size: 2048, type: 'application/pdf' };
const MATCH: AccountMatch = { accountNumber: 'C-300001', usable: true };

function completeDraft(): RegistrationDraft {
  const address = (kind: string) => ({ [`${kind}Street`]: '1420 Harbor View Drive', [`${kind}City`]: 'Chicago', [`${kind}PostalCode`]: '60611', [`${kind}Country`]: 'US' });
  return {
    text: {
      firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', phone: '+13125550142',
      accountName: 'Lakeshore Neurology Associates', businessName: 'Lakeshore Neurology Associates LLC',
      apName: 'Accounts Payable', apEmail: 'ap@demo.test', apPhone: '+13125550100', invoiceEmail: 'invoices@demo.test',
      ...address('company'), ...address('billTo'), ...address('shipTo'),
    },
    answers: { ediInvoicingByEmail: false, salesTaxExempt: false, purchaseForResale: false, shipOutsideCountry: false, existingCustomer: false },
    files: {},
    shipToCountries: [],
    statements: { informationAccurate: true, creditCheck: true, termsAndConditions: true },
  };
}

function setup(options: { draft?: RegistrationDraft; lookup?: () => Promise<AccountMatch>; submit?: () => Promise<{ registrationId: string }> } = {}) {
  const lookups: string[] = [];
  const submissions: SubmissionInput[] = [];
  const machine = registrationMachine.provide({
    actors: {
      lookupAccount: fromPromise(async ({ input }: { input: { accountNumber: string } }) => {
        lookups.push(input.accountNumber);
        return (options.lookup ?? (async () => MATCH))();
      }),
      submitRegistration: fromPromise(async ({ input }: { input: SubmissionInput }) => {
        submissions.push(input);
        return (options.submit ?? (async () => ({ registrationId: 'a0G000000000001' })))();
      }),
    },
  });
  const actor = createActor(machine, { input: options.draft ? { draft: options.draft } : undefined }).start();
  return { actor, lookups, submissions, context: () => actor.getSnapshot().context };
}

/** Completes tabs 1..n with Next. */
const nextTimes = (actor: ReturnType<typeof setup>['actor'], times: number) => {
  for (let i = 0; i < times; i += 1) actor.send({ type: 'NEXT' });
};

describe('registration machine', () => {
  it('[SH-2-006] starts on the first tab with an empty draft, nothing completed', () => {
    const { actor, context } = setup();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toEqual({
      draft: { text: {}, answers: {}, files: {}, shipToCountries: [], statements: {} },
      tab: 0,
      completed: [false, false, false, false, false, false, false],
      fieldErrors: {},
      banner: undefined,
      serverMessages: [],
      accountMatch: undefined,
      registrationId: undefined,
      error: undefined,
    });
  });

  it('[SH-5-007][SH-5-004] Next on a tab with invalid entries stays and shows them', () => {
    const { context, actor } = setup();
    actor.send({ type: 'NEXT' });
    expect(context().tab).toBe(0);
    expect(context().banner).toBe('Please update the invalid form entries and try again.');
    expect(context().fieldErrors).toEqual({
      firstName: 'First Name is required field',
      lastName: 'Last Name is required field',
      email: 'Email is required field',
      phone: 'Phone is required field',
    });
    expect(context().completed[0]).toBe(false);
  });

  it('[SH-5-004] editing a field clears its error only', () => {
    const { context, actor } = setup();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_TEXT', field: 'firstName', value: 'Dana' });
    expect(context().fieldErrors).toEqual({
      lastName: 'Last Name is required field',
      email: 'Email is required field',
      phone: 'Phone is required field',
    });
    expect(context().draft.text.firstName).toBe('Dana');
  });

  it('[SH-2-006] every kind of edit lands in the draft and clears that field error', () => {
    const { context, actor } = setup({ draft: completeDraft() });
    nextTimes(actor, 4);
    actor.send({ type: 'ANSWER', question: 'purchaseForResale', answer: true });
    actor.send({ type: 'ANSWER', question: 'shipOutsideCountry', answer: true });
    actor.send({ type: 'NEXT' });
    expect(Object.keys(context().fieldErrors)).toEqual(['resaleLicenseFile', 'shipToCountries']);
    actor.send({ type: 'ATTACH', kind: 'resaleLicenseFile', file: PDF });
    expect(Object.keys(context().fieldErrors)).toEqual(['shipToCountries']);
    const countries = ['CA'];
    actor.send({ type: 'SET_COUNTRIES', countries });
    expect(context().fieldErrors).toEqual({});
    expect(context().draft.shipToCountries).toEqual(['CA']);
    expect(context().draft.shipToCountries).not.toBe(countries);
    expect(context().draft.files.resaleLicenseFile).toEqual(PDF);
    actor.send({ type: 'ACCEPT', statement: 'creditCheck', accepted: false });
    expect(context().draft.statements.creditCheck).toBe(false);
    expect(context().draft.answers.purchaseForResale).toBe(true);
  });

  it('[SH-2-006] Next on a valid tab completes it and opens the following one; Previous goes back', () => {
    const { context, actor } = setup({ draft: completeDraft() });
    actor.send({ type: 'NEXT' });
    expect(context().tab).toBe(1);
    expect(context().completed).toEqual([true, false, false, false, false, false, false]);
    actor.send({ type: 'PREVIOUS' });
    expect(context().tab).toBe(0);
    actor.send({ type: 'PREVIOUS' });
    expect(context().tab).toBe(0);
    expect(context().completed[0]).toBe(true);
  });

  it('[SH-5-007] a passing Next clears the banner and the errors left from before', () => {
    const { context, actor } = setup({ draft: { ...completeDraft(), text: { ...completeDraft().text, phone: '' } } });
    actor.send({ type: 'NEXT' });
    expect(context().banner).toBe('Please update the invalid form entries and try again.');
    actor.send({ type: 'SET_TEXT', field: 'phone', value: '+13125550142' });
    actor.send({ type: 'NEXT' });
    expect(context().banner).toBeUndefined();
    expect(context().fieldErrors).toEqual({});
    actor.send({ type: 'SET_TEXT', field: 'accountName', value: '' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREVIOUS' });
    expect(context().banner).toBeUndefined();
    expect(context().fieldErrors).toEqual({});
  });

  it('[SH-2-006] Next on the last tab does not move on; Submit does', () => {
    const { context, actor } = setup({ draft: completeDraft() });
    nextTimes(actor, 10);
    expect(context().tab).toBe(6);
    expect(context().completed).toEqual([true, true, true, true, true, true, false]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('[SH-2-006] a tab can be opened directly; an unknown tab is ignored', () => {
    const { context, actor } = setup();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'GO_TO_TAB', tab: 6 });
    expect(context().tab).toBe(6);
    expect(context().banner).toBeUndefined();
    for (const tab of [7, -1, 1.5]) actor.send({ type: 'GO_TO_TAB', tab });
    expect(context().tab).toBe(6);
    actor.send({ type: 'GO_TO_TAB', tab: 0 });
    expect(context().tab).toBe(0);
  });

  it('[SH-5-009] submitting with a tab never completed asks to complete all tabs and opens it', () => {
    const { context, actor } = setup();
    actor.send({ type: 'GO_TO_TAB', tab: 6 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().banner).toBe('Please Complete the all the Tabs and try again');
    expect(context().tab).toBe(0);
    expect(context().fieldErrors.firstName).toBe('First Name is required field');
  });

  it('[SH-5-008] submitting with a completed tab made invalid names that tab', () => {
    const { context, actor } = setup({ draft: completeDraft() });
    nextTimes(actor, 6);
    actor.send({ type: 'GO_TO_TAB', tab: 2 });
    actor.send({ type: 'SET_TEXT', field: 'shipToCity', value: ' ' });
    actor.send({ type: 'GO_TO_TAB', tab: 6 });
    actor.send({ type: 'SUBMIT' });
    expect(context().banner).toBe('Please update the invalid form entries on Tab 3');
    expect(context().tab).toBe(2);
    expect(context().fieldErrors).toEqual({ shipToCity: 'Ship To City is required field' });
  });

  it('[SH-4-001][SH-2-007] a valid form of a new customer is submitted without a lookup', async () => {
    const { context, actor, lookups, submissions } = setup({ draft: completeDraft() });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(lookups).toEqual([]);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.registration.email).toBe('buyer@demo.test');
    expect(submissions[0]!.files).toEqual({});
    expect(context().registrationId).toBe('a0G000000000001');
    expect(actor.getSnapshot().output).toEqual({ registrationId: 'a0G000000000001' });
  });

  it('[SH-3-001][SH-4-001] an existing customer is looked up by the trimmed account number, then submitted', async () => {
    const draft = completeDraft();
    draft.answers.existingCustomer = true;
    draft.text.accountNumber = ' C-300001 ';
    const { context, actor, lookups, submissions } = setup({ draft });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('lookingUpAccount');
    await waitFor(actor, (s) => s.status === 'done');
    expect(lookups).toEqual(['C-300001']);
    expect(context().accountMatch).toEqual(MATCH);
    expect(submissions[0]!.registration.accountNumber).toBe('C-300001');
  });

  it('[SH-5-012][SH-5-013] no account found: only Previous leads back to the account details tab, the number kept', async () => {
    const draft = completeDraft();
    draft.answers.existingCustomer = true;
    draft.text.accountNumber = 'C-999999';
    const { context, actor, submissions } = setup({
      draft,
      lookup: async () => {
        throw apiError(404, 'No Account Found with Account#');
      },
    });
    actor.send({ type: 'GO_TO_TAB', tab: 2 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('accountNotFound'));
    expect(context().banner).toBe('No Account Found with Account#');
    expect(context().accountMatch).toBeUndefined();
    expect((context().error as Error).message).toBe('404');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_TEXT', field: 'accountNumber', value: 'x' });
    expect(actor.getSnapshot().value).toBe('accountNotFound');
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().tab).toBe(6);
    expect(context().banner).toBeUndefined();
    expect(context().draft).toEqual(draft);
    expect(submissions).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('lookingUpAccount');
    expect(context().error).toBeUndefined();
  });

  it('[SH-5-001] a failed submission keeps every field and asks to check all tabs', async () => {
    const draft = completeDraft();
    const { context, actor } = setup({
      draft,
      submit: async () => {
        throw apiError(400, 'Business Name is required field', 'Please provide email address for invoices');
      },
    });
    actor.send({ type: 'GO_TO_TAB', tab: 4 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.banner !== undefined);
    expect(context().banner).toBe('Please Check all the Tabs');
    expect(context().serverMessages).toEqual(['Business Name is required field', 'Please provide email address for invoices']);
    expect(context().draft).toEqual(draft);
    expect(context().tab).toBe(4);
    expect((context().error as Error).message).toBe('400');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(context().banner).toBeUndefined();
    expect(context().serverMessages).toEqual([]);
    expect(context().error).toBeUndefined();
  });

  it('[PX-17-003] a submission that cannot reach the store keeps the draft and says it is kept and to submit again', async () => {
    const draft = completeDraft();
    draft.answers.purchaseForResale = true;
    draft.files.resaleLicenseFile = PDF;
    const { context, actor } = setup({
      draft,
      submit: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.banner !== undefined);
    expect(context().banner).toBe(MSG_SUBMIT_OFFLINE);
    expect(context().banner).not.toBe('Please Check all the Tabs');
    expect(context().serverMessages).toEqual([]);
    expect(context().draft).toEqual(draft);
  });

  it('[PX-17-004] a lookup that fails for another reason than an unknown number does not say no account was found', async () => {
    const draft = completeDraft();
    draft.answers.existingCustomer = true;
    draft.text.accountNumber = 'C-300001';
    const { context, actor, submissions } = setup({
      draft,
      lookup: async () => {
        throw apiError(429, 'Too many requests');
      },
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.banner !== undefined);
    expect(context().banner).toBe(MSG_LOOKUP_FAILED);
    expect(context().draft).toEqual(draft);
    expect(submissions).toEqual([]);
  });

  it('[PX-17-002] a document that is not a PDF, PNG or JPEG of at most 10 MB is refused with its message and not attached', () => {
    const { actor, context } = setup();
    actor.send({ type: 'ATTACH', kind: 'taxExemptFile', file: { name: 'certificate.docx', size: 1000, type: 'application/msword' } });
    expect(context().draft.files.taxExemptFile).toBeUndefined();
    expect(context().fieldErrors.taxExemptFile).toBe('Upload the document as a PDF, PNG or JPEG file.');
    actor.send({ type: 'ATTACH', kind: 'taxExemptFile', file: { name: 'scan.png', size: 10 * 1024 * 1024 + 1, type: 'image/png' } });
    expect(context().draft.files.taxExemptFile).toBeUndefined();
    expect(context().fieldErrors.taxExemptFile).toBe('The document is larger than 10 MB. Upload a smaller file.');
    const exact = { name: 'scan.jpg', size: 10 * 1024 * 1024, type: '' };
    actor.send({ type: 'ATTACH', kind: 'taxExemptFile', file: exact });
    expect(context().draft.files.taxExemptFile).toEqual(exact);
    expect(context().fieldErrors.taxExemptFile).toBeUndefined();
    actor.send({ type: 'ATTACH', kind: 'taxExemptFile', file: undefined });
    expect(context().draft.files.taxExemptFile).toBeUndefined();
  });

  it('[PX-17-001] resumes a kept draft on its tab with the tabs it had completed', () => {
    const draft = completeDraft();
    const actor = createActor(registrationMachine, { input: { draft, tab: 3, completed: [true, true, true] } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ draft, tab: 3, completed: [true, true, true, false, false, false, false] });
    const outOfRange = createActor(registrationMachine, { input: { draft, tab: 99 } }).start();
    expect(outOfRange.getSnapshot().context.tab).toBe(0);
  });

  it('[SH-4-001] the calls must be provided by the caller', async () => {
    const actor = createActor(registrationMachine, { input: { draft: completeDraft() } }).start();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.banner !== undefined);
    expect(actor.getSnapshot().context.banner).toBe(MSG_SUBMIT_OFFLINE);
    expect((actor.getSnapshot().context.error as Error).message).toBe('submitRegistration must be provided');
    const draft = completeDraft();
    draft.answers.existingCustomer = true;
    draft.text.accountNumber = 'C-1';
    const lookup = createActor(registrationMachine, { input: { draft } }).start();
    lookup.send({ type: 'SUBMIT' });
    await waitFor(lookup, (s) => s.matches('editing') && s.context.banner !== undefined);
    expect((lookup.getSnapshot().context.error as Error).message).toBe('lookupAccount must be provided');
  });
});
