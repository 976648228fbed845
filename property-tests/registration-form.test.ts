import fc from 'fast-check';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import {
  MSG_CHECK_ALL_TABS,
  MSG_COMPLETE_ALL_TABS,
  MSG_NO_ACCOUNT_FOUND,
  MSG_UPDATE_INVALID_ENTRIES,
} from '../machines/constants/session-locale.ts';
import {
  emptyDraft,
  firstInvalidTab,
  QUESTIONS,
  REGISTRATION_TABS,
  STATEMENTS,
  validateTab,
  type RegistrationDraft,
  type TextField,
} from '../machines/registration/form.ts';
import { registrationMachine, type RegistrationEvent } from '../machines/registration/registration.machine.ts';

function completeDraft(): RegistrationDraft {
  const address = (kind: string) => ({ [`${kind}Street`]: '1420 Harbor View Drive', [`${kind}City`]: 'Chicago', [`${kind}PostalCode`]: '60611', [`${kind}Country`]: 'US' });
  return {
    text: {
      firstName: 'Dana', lastName: 'Okafor', email: 'buyer@demo.test', phone: '+13125550142',
      accountName: 'Lakeshore Neurology Associates', businessName: 'Lakeshore Neurology Associates LLC',
      apName: 'Accounts Payable', apEmail: 'ap@demo.test', apPhone: '+13125550100', invoiceEmail: 'invoices@demo.test',
      accountNumber: 'C-300001', ...address('company'), ...address('billTo'), ...address('shipTo'),
    },
    answers: { ediInvoicingByEmail: false, salesTaxExempt: false, purchaseForResale: false, shipOutsideCountry: false, existingCustomer: false },
    files: {},
    shipToCountries: [],
    statements: { informationAccurate: true, creditCheck: true, termsAndConditions: true },
  };
}

type Status = 'editing' | 'accountNotFound' | 'submitted';
interface Model {
  draft: RegistrationDraft;
  tab: number;
  completed: boolean[];
  status: Status;
  banner: string | undefined;
}
interface Real {
  actor: Actor<typeof registrationMachine>;
  outcomes: { lookupOk: boolean; submitOk: boolean };
}
type FormCommand = fc.AsyncCommand<Model, Real>;

const LAST = REGISTRATION_TABS.length - 1;
const settled = (real: Real) =>
  waitFor(real.actor, (s) => s.matches('editing') || s.matches('accountNotFound') || s.status === 'done');

function checkInvariants(model: Model, real: Real) {
  const snapshot = real.actor.getSnapshot();
  expect(snapshot.context.draft).toEqual(model.draft);
  expect(snapshot.value).toBe(model.status);
  expect(snapshot.context.tab).toBe(model.tab);
  expect(snapshot.context.tab).toBeGreaterThanOrEqual(0);
  expect(snapshot.context.tab).toBeLessThanOrEqual(LAST);
  expect(snapshot.context.completed).toEqual(model.completed);
  expect(snapshot.context.banner).toBe(model.banner);
}

const command = (name: string, apply: (m: Model, r: Real) => Promise<void> | void): FormCommand => ({
  check: (model) => model.status !== 'submitted',
  async run(model, real) {
    await apply(model, real);
    checkInvariants(model, real);
  },
  toString: () => name,
});

/** An edit is accepted only while editing; it changes that part of the draft and nothing else. */
const edit = (name: string, event: RegistrationEvent, change: (draft: RegistrationDraft) => RegistrationDraft) =>
  command(name, (model, real) => {
    real.actor.send(event);
    if (model.status === 'editing') model.draft = change(model.draft);
  });

const textFields: TextField[] = ['firstName', 'email', 'accountName', 'invoiceEmail', 'shipToCity', 'accountNumber', 'jobTitle'];
const setText = fc.tuple(fc.constantFrom(...textFields), fc.constantFrom('', '  ', 'x', 'Dana Okafor')).map(([field, value]) =>
  edit(`SET_TEXT ${field}=${JSON.stringify(value)}`, { type: 'SET_TEXT', field, value }, (d) => ({ ...d, text: { ...d.text, [field]: value } })),
);
const answer = fc.tuple(fc.constantFrom(...QUESTIONS), fc.boolean()).map(([question, value]) =>
  edit(`ANSWER ${question}=${value}`, { type: 'ANSWER', question, answer: value }, (d) => ({ ...d, answers: { ...d.answers, [question]: value } })),
);
const attach = fc
  .tuple(fc.constantFrom('taxExemptFile' as const, 'resaleLicenseFile' as const), fc.option(fc.constant({ name: 'f.pdf', size: 10, type: 'application/pdf' }), { nil: undefined }))
  .map(([kind, file]) => edit(`ATTACH ${kind}`, { type: 'ATTACH', kind, file }, (d) => ({ ...d, files: { ...d.files, [kind]: file } })));
const countries = fc.constantFrom<string[]>([], ['CA'], ['CA', 'MX']).map((list) =>
  edit(`SET_COUNTRIES ${list}`, { type: 'SET_COUNTRIES', countries: list }, (d) => ({ ...d, shipToCountries: [...list] })),
);
const accept = fc.tuple(fc.constantFrom(...STATEMENTS), fc.boolean()).map(([statement, accepted]) =>
  edit(`ACCEPT ${statement}=${accepted}`, { type: 'ACCEPT', statement, accepted }, (d) => ({ ...d, statements: { ...d.statements, [statement]: accepted } })),
);

const next = fc.constant(
  command('NEXT', (model, real) => {
    real.actor.send({ type: 'NEXT' });
    if (model.status !== 'editing') return;
    const valid = Object.keys(validateTab(REGISTRATION_TABS[model.tab]!, model.draft)).length === 0;
    if (!valid) model.banner = MSG_UPDATE_INVALID_ENTRIES;
    else if (model.tab < LAST) {
      model.completed = model.completed.map((done, index) => done || index === model.tab);
      model.tab += 1;
      model.banner = undefined;
    }
  }),
);
const previous = fc.constant(
  command('PREVIOUS', (model, real) => {
    real.actor.send({ type: 'PREVIOUS' });
    if (model.status === 'accountNotFound') {
      model.status = 'editing';
      model.tab = LAST;
      model.banner = undefined;
    } else if (model.tab > 0) {
      model.tab -= 1;
      model.banner = undefined;
    }
  }),
);
const goTo = fc.integer({ min: -1, max: LAST + 1 }).map((tab) =>
  command(`GO_TO_TAB ${tab}`, (model, real) => {
    real.actor.send({ type: 'GO_TO_TAB', tab });
    if (model.status === 'editing' && tab >= 0 && tab <= LAST) {
      model.tab = tab;
      model.banner = undefined;
    }
  }),
);
const submit = fc.tuple(fc.boolean(), fc.boolean()).map(([lookupOk, submitOk]) =>
  command(`SUBMIT lookup ${lookupOk} submit ${submitOk}`, async (model, real) => {
    real.outcomes = { lookupOk, submitOk };
    real.actor.send({ type: 'SUBMIT' });
    await settled(real);
    if (model.status !== 'editing') return;
    const invalid = firstInvalidTab(model.draft);
    if (invalid >= 0) {
      model.tab = invalid;
      model.banner = model.completed[invalid] ? `Please update the invalid form entries on Tab ${invalid + 1}` : MSG_COMPLETE_ALL_TABS;
    } else if (model.draft.answers.existingCustomer === true && !lookupOk) {
      model.status = 'accountNotFound';
      model.banner = MSG_NO_ACCOUNT_FOUND;
    } else if (submitOk) {
      model.status = 'submitted';
      model.banner = undefined;
    } else {
      model.banner = MSG_CHECK_ALL_TABS;
    }
  }),
);

describe('registration form model', () => {
  it('[SH-2-006][SH-5-001][SH-5-004][SH-5-007][SH-5-008][SH-5-009][SH-5-012][SH-5-013][SH-4-001] the draft is never lost, whatever the user and the server do', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.commands([setText, answer, attach, countries, accept, next, previous, goTo, submit], { maxCommands: 40 }),
        async (startComplete, commands) => {
          const real: Real = { actor: undefined as never, outcomes: { lookupOk: true, submitOk: true } };
          const machine = registrationMachine.provide({
            actors: {
              lookupAccount: fromPromise(async ({ input }) => {
                if (!real.outcomes.lookupOk) throw Object.assign(new Error('404'), { status: 404, errors: [] });
                return { accountNumber: input.accountNumber, usable: true as const };
              }),
              submitRegistration: fromPromise(async () => {
                if (!real.outcomes.submitOk) throw Object.assign(new Error('400'), { status: 400, errors: [] });
                return { registrationId: 'a0G000000000001' };
              }),
            },
          });
          const draft = startComplete ? completeDraft() : emptyDraft();
          real.actor = createActor(machine, { input: { draft } }).start();
          const model: Model = { draft, tab: 0, completed: REGISTRATION_TABS.map(() => false), status: 'editing', banner: undefined };
          await fc.asyncModelRun(() => ({ model, real }), commands);
          real.actor.stop();
        },
      ),
    );
  });

  it('[SH-5-004][SH-5-008] blanking one required text field of a complete draft makes exactly its tab the first invalid one', () => {
    const required: [TextField, number][] = [
      ['firstName', 0], ['phone', 0], ['businessName', 1], ['apEmail', 1], ['invoiceEmail', 1], ['companyStreet', 2], ['shipToCountry', 2],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...required), fc.constantFrom('', ' ', '\t'), ([field, tab], blank) => {
        const draft = completeDraft();
        draft.text[field] = blank;
        expect(firstInvalidTab(draft)).toBe(tab);
        expect(Object.keys(validateTab(REGISTRATION_TABS[tab]!, draft))).toEqual([field]);
      }),
    );
  });
});
