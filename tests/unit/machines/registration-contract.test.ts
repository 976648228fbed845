// PX-69-007, PX-69-008: each registration tab checks what the server's schema checks, and a refusal of
// the server lands on the field and tab it names. The oracle is the sandbox's own validator of the
// contract (ajv over openapi/.bundled/storefront.json), not the form's code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CONTRACT_FIELDS, REGISTRATION_TABS, TAB_FIELDS, TEXT_FIELDS, toRegistrationInput, validateTab, type RegistrationDraft, type TextField } from '../../../machines/registration/form.ts';
import { registrationMachine, type SubmissionInput } from '../../../machines/registration/registration.machine.ts';
import { createJsonPartValidator } from '../../../sandbox/openapi.ts';

const document = JSON.parse(readFileSync('openapi/.bundled/storefront.json', 'utf8'));
const server = createJsonPartValidator(document);
const serverAccepts = (draft: RegistrationDraft) => server.validate('submitRegistration', { registration: toRegistrationInput(draft) }).length === 0;
const tabsAccept = (draft: RegistrationDraft) => REGISTRATION_TABS.every((tab) => Object.keys(validateTab(tab, draft)).length === 0);

const resolve = (node: any): any => (node?.$ref ? resolve(node.$ref.slice(2).split('/').reduce((n: any, k: string) => n[k], document)) : node);
const schemaAt = (path: string) => path.split('.').reduce((node: any, key) => resolve(resolve(node).properties[key]), document.components.schemas.RegistrationInput);

function completeDraft(): RegistrationDraft {
  const address = (kind: string) => ({ [`${kind}Street`]: '1420 Harbor View Drive', [`${kind}City`]: 'Chicago', [`${kind}Province`]: 'IL', [`${kind}PostalCode`]: '60611', [`${kind}Country`]: 'US' });
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
const withText = (field: TextField, value: string): RegistrationDraft => {
  const draft = completeDraft();
  return { ...draft, text: { ...draft.text, [field]: value } };
};

describe('registration tabs and the contract', () => {
  it('[PX-69-007] the form\'s table of limits is the contract\'s: every string of RegistrationInput, its maxLength, format and pattern', () => {
    const strings: string[] = [];
    const walk = (node: any, path: string) => {
      const schema = resolve(node);
      if (schema.properties) for (const [key, child] of Object.entries(schema.properties)) walk(child, path ? `${path}.${key}` : key);
      else if ([schema.type].flat().includes('string')) strings.push(path);
    };
    walk(document.components.schemas.RegistrationInput, '');
    expect(Object.values(CONTRACT_FIELDS).map((rule) => rule.path).sort()).toEqual(strings.sort());
    for (const rule of Object.values(CONTRACT_FIELDS)) {
      const schema = schemaAt(rule.path);
      if (rule.country) expect(schema.pattern).toBe('^[A-Z]{2}$');
      else expect({ path: rule.path, maxLength: rule.maxLength, format: rule.format }).toEqual({ path: rule.path, maxLength: schema.maxLength, format: schema.format });
    }
    // Every text field is on exactly one tab.
    expect(Object.values(TAB_FIELDS).flat().sort()).toEqual([...TEXT_FIELDS].sort());
  });

  it('[PX-69-007] a draft every tab accepts is a body the server accepts, and a value the server refuses is refused on its tab', () => {
    expect(tabsAccept(completeDraft())).toBe(true);
    expect(serverAccepts(completeDraft())).toBe(true);
    const cases: Array<[TextField, string]> = [
      ['website', 'www.lakeshore-neuro.example'],
      ['website', 'https://www.lakeshore-neuro.example/clinic'],
      ['website', 'lakeshore neuro dot com'],
      ['email', 'dana@'],
      ['companyEmail', 'office at lakeshore'],
      ['apEmail', 'ap@lakeshore.example'],
      ['invoiceEmail', 'invoices@@lakeshore.example'],
      ['companyCity', 'C'.repeat(41)],
      ['billToPostalCode', '6'.repeat(21)],
      ['firstName', 'D'.repeat(41)],
      ['jobTitle', 'Head of purchasing'],
      ['productsWanted', 'x'.repeat(1001)],
      ['shipToCountry', 'USA'],
      ['fax', '+1 312 555 0199'],
    ];
    for (const [field, value] of cases) {
      const draft = withText(field, value);
      const tab = REGISTRATION_TABS.find((candidate) => TAB_FIELDS[candidate].includes(field))!;
      expect({ field, value, tabAccepts: validateTab(tab, draft)[field] === undefined }).toEqual({ field, value, tabAccepts: serverAccepts(draft) });
    }
    // The scheme-less website is sent with https:// and accepted.
    expect(toRegistrationInput(withText('website', 'www.lakeshore-neuro.example')).website).toBe('https://www.lakeshore-neuro.example');
  });

  it('[PX-69-008] a refusal naming registration.website opens the business tab, marks the website and the tab as not completed', async () => {
    const refusal = Object.assign(new Error('400'), { status: 400, errors: [{ errorCode: 'INVALID_INPUT', message: 'registration.website must match format "uri"' }] });
    const machine = registrationMachine.provide({
      actors: {
        submitRegistration: fromPromise<{ registrationId: string }, SubmissionInput>(async () => {
          throw refusal;
        }),
      },
    });
    const actor = createActor(machine, { input: { draft: completeDraft(), tab: REGISTRATION_TABS.length - 1, completed: REGISTRATION_TABS.map(() => true) } }).start();
    actor.send({ type: 'SUBMIT' });
    const snapshot = await waitFor(actor, (state) => state.matches('editing') && state.context.serverMessages.length > 0);
    const business = REGISTRATION_TABS.indexOf('businessInformation');
    expect(snapshot.context.tab).toBe(business);
    expect(snapshot.context.fieldErrors).toEqual({ website: 'registration.website must match format "uri"' });
    expect(snapshot.context.completed[business]).toBe(false);
    expect(snapshot.context.completed.filter((done) => !done)).toHaveLength(1);
  });
});
