// The registration review machines (PX-17-005): a review page's read, and one registration's
// decision (approve SH-4-002, decline with a reason SH-4-003) with its documents.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { refusalMessage, reviewDecisionMachine, type DocumentPart, type RegistrationRecord } from '../../../machines/registration/review-decision.machine.ts';
import { failedStatus, reviewReadMachine } from '../../../machines/registration/review-read.machine.ts';

/** A promise the test settles by hand, to look at the machine while a call is out. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

/** A refusal shaped like the API layer's ApiError. */
const refusal = (status: number, message?: string) => Object.assign(new Error('refused'), { status, errors: message ? [{ message }] : [] });

function startRead(answers: Array<() => Promise<unknown>>) {
  let calls = 0;
  const actor = createActor(reviewReadMachine<unknown>().provide({ actors: { read: fromPromise(() => answers[calls++]!()) } })).start();
  return { actor, calls: () => calls };
}

describe('the review read', () => {
  it('[PX-17-005] nothing is read while the session is loading or signed out; signed in, the read loads and shows its data', async () => {
    const { actor, calls } = startRead([async () => ({ registrations: ['a'] })]);
    actor.send({ type: 'SESSION', session: 'loading' });
    expect(actor.getSnapshot().value).toBe('session');
    actor.send({ type: 'SESSION', session: 'signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls()).toBe(0);
    actor.send({ type: 'SESSION', session: 'signedIn' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual({ registrations: ['a'] });
    // The same session told again (a re-render) reads nothing more.
    actor.send({ type: 'SESSION', session: 'signedIn' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls()).toBe(1);
  });

  it('[PX-17-005] a 403 means not a reviewer and a 401 means signed out: neither offers a retry', async () => {
    const forbidden = startRead([() => Promise.reject(refusal(403))]);
    forbidden.actor.send({ type: 'SESSION', session: 'signedIn' });
    await waitFor(forbidden.actor, (state) => state.matches('forbidden'));
    forbidden.actor.send({ type: 'RETRY' });
    expect(forbidden.actor.getSnapshot().value).toBe('forbidden');

    const ended = startRead([() => Promise.reject(refusal(401))]);
    ended.actor.send({ type: 'SESSION', session: 'signedIn' });
    await waitFor(ended.actor, (state) => state.matches('signedOut'));
    expect(ended.calls()).toBe(1);
  });

  it('[PX-17-005] any other failure offers a retry, which reads again and shows the data', async () => {
    const { actor, calls } = startRead([() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.reject(refusal(503)), async () => 'registration']);
    actor.send({ type: 'SESSION', session: 'signedIn' });
    await waitFor(actor, (state) => state.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (state) => state.matches('failed') && calls() === 2);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context.data).toBe('registration');
    expect(calls()).toBe(3);
  });

  it('[PX-17-005] signing out on a loaded page ends it; the status of a failure is read by shape', async () => {
    const { actor } = startRead([async () => 'x']);
    actor.send({ type: 'SESSION', session: 'signedIn' });
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'SESSION', session: 'signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(failedStatus(refusal(403))).toBe(403);
    expect(failedStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(failedStatus(undefined)).toBeUndefined();
  });
});

const ID = 'a0G000000000007';
const record = (status: string) => ({ registrationId: ID, status }) as unknown as RegistrationRecord;

function startDecision(answers: { approve?: () => Promise<RegistrationRecord>; decline?: () => Promise<RegistrationRecord>; document?: () => Promise<Blob> }) {
  const sent = { approve: [] as string[], decline: [] as Array<{ registrationId: string; reason: string }>, document: [] as Array<{ registrationId: string; part: DocumentPart }> };
  const saved: Array<{ blob: Blob; name: string }> = [];
  const never = () => new Promise<never>(() => undefined);
  const actor = createActor(
    reviewDecisionMachine.provide({
      actors: {
        approve: fromPromise(({ input }: { input: { registrationId: string } }) => (sent.approve.push(input.registrationId), (answers.approve ?? never)())),
        decline: fromPromise(({ input }: { input: { registrationId: string; reason: string } }) => (sent.decline.push(input), (answers.decline ?? never)())),
        document: fromPromise(({ input }: { input: { registrationId: string; part: DocumentPart } }) => (sent.document.push(input), (answers.document ?? never)())),
      },
      actions: { save: (_, params: { blob: Blob; name: string }) => void saved.push(params) },
    }),
    { input: { registrationId: ID } },
  ).start();
  return { actor, sent, saved };
}

describe('the review decision', () => {
  it('[PX-17-005][SH-4-003] declining needs a reason: with none (or only spaces) nothing is sent and the reason is marked missing', () => {
    const { actor, sent } = startDecision({});
    actor.send({ type: 'DECLINE' });
    actor.send({ type: 'EDIT_REASON', value: '   ' });
    actor.send({ type: 'DECLINE' });
    expect(sent.decline).toEqual([]);
    expect(actor.getSnapshot().context.reasonMissing).toBe(true);
    expect(actor.getSnapshot().matches({ decision: 'open' })).toBe(true);
  });

  it('[PX-17-005][SH-4-003][PX-24-020] a decline with a reason sends it trimmed once; a second click while it is out sends nothing; the declined registration is the outcome', async () => {
    const answer = pending<RegistrationRecord>();
    const { actor, sent } = startDecision({ decline: () => answer.promise });
    actor.send({ type: 'DECLINE' });
    actor.send({ type: 'EDIT_REASON', value: '  We do not supply veterinary practices. ' });
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().matches({ decision: 'declining' })).toBe(true);
    expect(actor.getSnapshot().context.reasonMissing).toBe(false);
    actor.send({ type: 'DECLINE' });
    actor.send({ type: 'APPROVE' });
    expect(sent.decline).toEqual([{ registrationId: ID, reason: 'We do not supply veterinary practices.' }]);
    expect(sent.approve).toEqual([]);
    answer.resolve(record('Declined'));
    await waitFor(actor, (state) => state.matches({ decision: 'decided' }));
    expect(actor.getSnapshot().context.decided?.status).toBe('Declined');
    actor.send({ type: 'APPROVE' });
    expect(sent.approve).toEqual([]);
  });

  it('[PX-17-005][SH-4-002][PX-24-020] approve is sent once however often it is clicked; the approved registration is the outcome', async () => {
    const answer = pending<RegistrationRecord>();
    const { actor, sent } = startDecision({ approve: () => answer.promise });
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'EDIT_REASON', value: 'late' });
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().matches({ decision: 'approving' })).toBe(true);
    expect(sent).toMatchObject({ approve: [ID], decline: [] });
    answer.resolve(record('Approved'));
    await waitFor(actor, (state) => state.matches({ decision: 'decided' }));
    expect(actor.getSnapshot().context.decided?.status).toBe('Approved');
  });

  it('[PX-17-005][PX-24-020] a failed decision says why (the store\'s words, or \'\' for the page\'s own), keeps the reason and can be sent again', async () => {
    const answers = [() => Promise.reject(refusal(409, 'This registration was already reviewed.')), () => Promise.reject(new TypeError('Failed to fetch')), async () => record('Declined')];
    let call = 0;
    const { actor, sent } = startDecision({ decline: () => answers[call++]!() });
    actor.send({ type: 'EDIT_REASON', value: 'Outside our market.' });
    actor.send({ type: 'DECLINE' });
    await waitFor(actor, (state) => state.matches({ decision: 'open' }));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'This registration was already reviewed.', reason: 'Outside our market.' });
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    await waitFor(actor, (state) => state.matches({ decision: 'open' }));
    expect(actor.getSnapshot().context).toMatchObject({ failure: '', reason: 'Outside our market.' });
    actor.send({ type: 'DECLINE' });
    await waitFor(actor, (state) => state.matches({ decision: 'decided' }));
    expect(sent.decline).toHaveLength(3);
    expect(refusalMessage({ errors: [{ message: 42 }] })).toBe('');
  });

  it('[PX-17-005][PX-24-020] a document is fetched and handed over under its name; a failed one says so and leaves the decision open', async () => {
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    const answers = [async () => blob, () => Promise.reject(refusal(500)), () => new Promise<Blob>(() => undefined)];
    let call = 0;
    const { actor, sent, saved } = startDecision({ document: () => answers[call++]!() });
    actor.send({ type: 'OPEN_DOCUMENT', part: 'resaleLicenseFile', name: 'permit.pdf' });
    await waitFor(actor, (state) => state.matches({ documents: 'idle' }));
    expect(saved).toEqual([{ blob, name: 'permit.pdf' }]);
    actor.send({ type: 'OPEN_DOCUMENT', part: 'taxExemptFile', name: 'exempt.pdf' });
    await waitFor(actor, (state) => state.context.documentFailed);
    expect(sent.document).toEqual([
      { registrationId: ID, part: 'resaleLicenseFile' },
      { registrationId: ID, part: 'taxExemptFile' },
    ]);
    expect(saved).toHaveLength(1);
    expect(actor.getSnapshot().matches({ decision: 'open' })).toBe(true);
    actor.send({ type: 'OPEN_DOCUMENT', part: 'taxExemptFile', name: 'exempt.pdf' });
    expect(actor.getSnapshot().context.documentFailed).toBe(false);
  });
});
