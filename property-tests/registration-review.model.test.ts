// Model-based tests of the registration review machines (PX-17-005, PX-24-020): random sequences of
// session changes, retries, clicks and answers (each call is settled by the test, in any order) run
// against plain models of the pages; after every step the machine's state, what it holds and what it
// has sent must match the model. The models are written from the rules, not from the machines.
import fc from 'fast-check';
import { createActor, fromPromise, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reviewDecisionMachine, type DocumentPart, type RegistrationRecord } from '../machines/registration/review-decision.machine.ts';
import { reviewReadMachine, type ReviewSession } from '../machines/registration/review-read.machine.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Call<I = unknown> {
  input: I;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A call the machine makes, kept open until a command answers it; `onCall` sees it made. */
const recorded = <I, O>(calls: Array<Call<I>>, onCall: (input: I) => void = () => undefined) =>
  fromPromise<O, I>(({ input }) => {
    onCall(input);
    return new Promise<O>((resolve, reject) => calls.push({ input, resolve: resolve as (value: unknown) => void, reject }));
  });

/** A refusal shaped like the API layer's ApiError: its status and the platform's error list. */
const refusal = (status: number, message?: string) => Object.assign(new Error('refused'), { status, errors: message === undefined ? [] : [{ errorCode: 'REFUSED', message }] });

// ---------------------------------------------------------------------------------------------
// The read of a review page: the list or one registration.

type ReadState = 'session' | 'loading' | 'ready' | 'failed' | 'signedOut' | 'forbidden';
type ReadAnswer = { ok: string } | { status: 401 | 403 | 500 | 503 } | { offline: true };

class ReadModel {
  state: ReadState = 'session';
  data: string | undefined;
  /** Reads asked for; the last one is the one the page waits for while loading. */
  reads = 0;
  /** Reads the page gave up on (signed out while loading) that have not answered yet. */
  abandoned: number[] = [];

  read(): void {
    this.state = 'loading';
    this.reads += 1;
  }
}

/** The read machine over the data the model's reads answer with. */
const readMachine = reviewReadMachine<unknown>();

interface ReadReal {
  actor: Actor<typeof readMachine>;
  calls: Call[];
}

function checkRead(model: ReadModel, real: ReadReal): void {
  const snapshot = real.actor.getSnapshot();
  expect(snapshot.value).toBe(model.state);
  expect(real.calls).toHaveLength(model.reads);
  if (model.state === 'ready') expect(snapshot.context.data).toBe(model.data);
}

class Session implements fc.AsyncCommand<ReadModel, ReadReal> {
  constructor(readonly session: ReviewSession) {}
  check = () => true;
  async run(model: ReadModel, real: ReadReal): Promise<void> {
    real.actor.send({ type: 'SESSION', session: this.session });
    await flush();
    // Signing out ends the page wherever it is (a read out is given up); signing in reads only when
    // nothing has been read for this session yet; the same session told again changes nothing.
    if (this.session === 'signedOut') {
      if (model.state === 'loading') model.abandoned.push(model.reads - 1);
      model.state = 'signedOut';
    } else if (this.session === 'signedIn' && (model.state === 'session' || model.state === 'signedOut')) {
      model.read();
    }
    checkRead(model, real);
  }
  toString = () => `session(${this.session})`;
}

class Retry implements fc.AsyncCommand<ReadModel, ReadReal> {
  check = () => true;
  async run(model: ReadModel, real: ReadReal): Promise<void> {
    real.actor.send({ type: 'RETRY' });
    await flush();
    // Only an ordinary failure offers a retry; not a reviewer, signed out or loaded: nothing is read.
    if (model.state === 'failed') model.read();
    checkRead(model, real);
  }
  toString = () => 'retry';
}

class AnswerRead implements fc.AsyncCommand<ReadModel, ReadReal> {
  constructor(readonly answer: ReadAnswer) {}
  check = (model: Readonly<ReadModel>) => model.state === 'loading';
  async run(model: ReadModel, real: ReadReal): Promise<void> {
    const call = real.calls[model.reads - 1]!;
    const { answer } = this;
    if ('ok' in answer) call.resolve(answer.ok);
    else call.reject('offline' in answer ? new TypeError('Failed to fetch') : refusal(answer.status));
    await flush();
    if ('ok' in answer) {
      model.state = 'ready';
      model.data = answer.ok;
    } else if ('status' in answer && answer.status === 403) model.state = 'forbidden';
    else if ('status' in answer && answer.status === 401) model.state = 'signedOut';
    else model.state = 'failed';
    checkRead(model, real);
  }
  toString = () => `answerRead(${JSON.stringify(this.answer)})`;
}

/** A read given up on (the reviewer signed out while it was out) answers late: nothing changes. */
class AnswerAbandonedRead implements fc.AsyncCommand<ReadModel, ReadReal> {
  constructor(readonly ok: boolean) {}
  check = (model: Readonly<ReadModel>) => model.abandoned.length > 0;
  async run(model: ReadModel, real: ReadReal): Promise<void> {
    const call = real.calls[model.abandoned.shift()!]!;
    if (this.ok) call.resolve('late data');
    else call.reject(refusal(403));
    await flush();
    checkRead(model, real);
  }
  toString = () => `answerAbandonedRead(${this.ok})`;
}

const readCommands = [
  fc.constantFrom<ReviewSession>('loading', 'signedIn', 'signedOut').map((session) => new Session(session)),
  fc.constant(new Retry()),
  fc
    .oneof(
      fc.constantFrom('registrations', 'registration a0G000000000007').map((ok): ReadAnswer => ({ ok })),
      fc.constantFrom(401, 403, 500, 503).map((status): ReadAnswer => ({ status: status as 401 | 403 | 500 | 503 })),
      fc.constant<ReadAnswer>({ offline: true }),
    )
    .map((answer) => new AnswerRead(answer)),
  fc.boolean().map((ok) => new AnswerAbandonedRead(ok)),
];

// ---------------------------------------------------------------------------------------------
// One registration's decision and its documents.

const ID = 'a0G000000000007';
const DOCUMENTS: Record<DocumentPart, string> = { resaleLicenseFile: 'wi-sellers-permit.png', taxExemptFile: 'wi-sales-tax-exemption-certificate.pdf' };
type Outcome = { ok: true } | { refused: string } | { offline: true };
type Sent = { approve: string } | { decline: { registrationId: string; reason: string } };

class DecisionModel {
  decision: 'open' | 'approving' | 'declining' | 'decided' = 'open';
  reason = '';
  reasonMissing = false;
  failure: string | undefined;
  decided: 'Approved' | 'Declined' | undefined;
  /** What was sent, in order: the approvals and the declines with their reasons. */
  sent: Sent[] = [];
  /** How many of them have been answered: one more than that is out. */
  answered = 0;
  documents: 'idle' | 'fetching' = 'idle';
  documentFailed = false;
  document: { part: DocumentPart; name: string } | undefined;
  fetched: Array<{ registrationId: string; part: DocumentPart }> = [];
  saved: string[] = [];
}

interface DecisionReal {
  actor: Actor<typeof reviewDecisionMachine>;
  approvals: Array<Call<{ registrationId: string }>>;
  declines: Array<Call<{ registrationId: string; reason: string }>>;
  documents: Array<Call<{ registrationId: string; part: DocumentPart }>>;
  /** Every decision the machine sent, in order. */
  sent: Sent[];
  saved: string[];
}

function checkDecision(model: DecisionModel, real: DecisionReal): void {
  const snapshot = real.actor.getSnapshot();
  const { context } = snapshot;
  expect(snapshot.value).toEqual({ decision: model.decision, documents: model.documents });
  expect(context).toMatchObject({ reason: model.reason, reasonMissing: model.reasonMissing, documentFailed: model.documentFailed });
  expect(context.failure).toBe(model.failure);
  expect(context.decided?.status).toBe(model.decided);
  if (model.documents === 'fetching' || model.documentFailed) expect(context.document).toEqual(model.document);
  expect(real.sent).toEqual(model.sent);
  expect(real.documents.map((call) => call.input)).toEqual(model.fetched);
  expect(real.saved).toEqual(model.saved);
  // PX-24-020: at most one decision is out, and only while the page says it is being sent.
  expect(model.sent.length - model.answered).toBe(model.decision === 'approving' || model.decision === 'declining' ? 1 : 0);
}

class EditReason implements fc.AsyncCommand<DecisionModel, DecisionReal> {
  constructor(readonly value: string) {}
  check = () => true;
  async run(model: DecisionModel, real: DecisionReal): Promise<void> {
    real.actor.send({ type: 'EDIT_REASON', value: this.value });
    await flush();
    // The reason is the reviewer's text as typed, whatever is out (it is trimmed only when sent).
    model.reason = this.value;
    checkDecision(model, real);
  }
  toString = () => `editReason(${JSON.stringify(this.value)})`;
}

class Approve implements fc.AsyncCommand<DecisionModel, DecisionReal> {
  check = () => true;
  async run(model: DecisionModel, real: DecisionReal): Promise<void> {
    real.actor.send({ type: 'APPROVE' });
    await flush();
    if (model.decision === 'open') {
      model.decision = 'approving';
      model.failure = undefined;
      model.sent.push({ approve: ID });
    }
    checkDecision(model, real);
  }
  toString = () => 'approve';
}

class Decline implements fc.AsyncCommand<DecisionModel, DecisionReal> {
  check = () => true;
  async run(model: DecisionModel, real: DecisionReal): Promise<void> {
    real.actor.send({ type: 'DECLINE' });
    await flush();
    if (model.decision === 'open') {
      const reason = model.reason.trim();
      if (reason === '') model.reasonMissing = true;
      else {
        model.decision = 'declining';
        model.failure = undefined;
        model.reasonMissing = false;
        model.sent.push({ decline: { registrationId: ID, reason } });
      }
    }
    checkDecision(model, real);
  }
  toString = () => 'decline';
}

class AnswerDecision implements fc.AsyncCommand<DecisionModel, DecisionReal> {
  constructor(readonly outcome: Outcome) {}
  check = (model: Readonly<DecisionModel>) => model.decision === 'approving' || model.decision === 'declining';
  async run(model: DecisionModel, real: DecisionReal): Promise<void> {
    const approving = model.decision === 'approving';
    const call = (approving ? real.approvals : real.declines).at(-1)!;
    const { outcome } = this;
    if ('ok' in outcome) call.resolve({ registrationId: ID, status: approving ? 'Approved' : 'Declined' } as unknown as RegistrationRecord);
    else call.reject('refused' in outcome ? refusal(409, outcome.refused) : new TypeError('Failed to fetch'));
    model.answered += 1;
    await flush();
    if ('ok' in outcome) {
      model.decision = 'decided';
      model.decided = approving ? 'Approved' : 'Declined';
    } else {
      // Open again for another try: the store's words (or '' for the page's own), the reason kept.
      model.decision = 'open';
      model.failure = 'refused' in outcome ? outcome.refused : '';
    }
    checkDecision(model, real);
  }
  toString = () => `answerDecision(${JSON.stringify(this.outcome)})`;
}

class OpenDocument implements fc.AsyncCommand<DecisionModel, DecisionReal> {
  constructor(readonly part: DocumentPart) {}
  check = () => true;
  async run(model: DecisionModel, real: DecisionReal): Promise<void> {
    real.actor.send({ type: 'OPEN_DOCUMENT', part: this.part, name: DOCUMENTS[this.part] });
    await flush();
    // One document is fetched at a time; a click while one is out does nothing.
    if (model.documents === 'idle') {
      model.documents = 'fetching';
      model.documentFailed = false;
      model.document = { part: this.part, name: DOCUMENTS[this.part] };
      model.fetched.push({ registrationId: ID, part: this.part });
    }
    checkDecision(model, real);
  }
  toString = () => `openDocument(${this.part})`;
}

class AnswerDocument implements fc.AsyncCommand<DecisionModel, DecisionReal> {
  constructor(readonly ok: boolean) {}
  check = (model: Readonly<DecisionModel>) => model.documents === 'fetching';
  async run(model: DecisionModel, real: DecisionReal): Promise<void> {
    const call = real.documents.at(-1)!;
    if (this.ok) call.resolve(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    else call.reject(refusal(500));
    await flush();
    // The decision region is untouched either way (checked against the model after every step).
    model.documents = 'idle';
    if (this.ok) model.saved.push(model.document!.name);
    else model.documentFailed = true;
    checkDecision(model, real);
  }
  toString = () => `answerDocument(${this.ok})`;
}

const decisionCommands = [
  fc.constantFrom('', '   ', 'Outside our market.', '  We do not supply veterinary practices. ', '\t\n').map((value) => new EditReason(value)),
  fc.constant(new Approve()),
  fc.constant(new Decline()),
  fc
    .oneof(
      fc.constant<Outcome>({ ok: true }),
      fc.constantFrom('This registration was already reviewed.', 'Only registration reviewers may do this.').map((refused): Outcome => ({ refused })),
      fc.constant<Outcome>({ offline: true }),
    )
    .map((outcome) => new AnswerDecision(outcome)),
  fc.constantFrom<DocumentPart>('resaleLicenseFile', 'taxExemptFile').map((part) => new OpenDocument(part)),
  fc.boolean().map((ok) => new AnswerDocument(ok)),
];

describe('registration review machines, model-based', () => {
  it('[PX-17-005] the review read asks only when signed in, once per session, reads a refusal by status, retries only an ordinary failure, and ignores a read given up on', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(readCommands, { maxCommands: 40 }), async (commands) => {
        const calls: Call[] = [];
        const actor = createActor(readMachine.provide({ actors: { read: recorded<unknown, unknown>(calls) } })).start();
        await fc.asyncModelRun(() => ({ model: new ReadModel(), real: { actor, calls } }), commands);
        actor.stop();
      }),
    );
  });

  it('[PX-24-020][PX-17-005][SH-4-003] one decision is out at a time; a decline needs a reason and sends it trimmed; a failure keeps the typed reason with the store\'s words and can be sent again; a document failure leaves the decision as it was', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(decisionCommands, { maxCommands: 50 }), async (commands) => {
        const calls: Omit<DecisionReal, 'actor'> = { approvals: [], declines: [], documents: [], sent: [], saved: [] };
        const actor = createActor(
          reviewDecisionMachine.provide({
            actors: {
              approve: recorded<{ registrationId: string }, RegistrationRecord>(calls.approvals, (input) => calls.sent.push({ approve: input.registrationId })),
              decline: recorded<{ registrationId: string; reason: string }, RegistrationRecord>(calls.declines, (input) => calls.sent.push({ decline: input })),
              document: recorded<{ registrationId: string; part: DocumentPart }, Blob>(calls.documents),
            },
            actions: { save: (_, params: { blob: Blob; name: string }) => void calls.saved.push(params.name) },
          }),
          { input: { registrationId: ID } },
        ).start();
        await fc.asyncModelRun(() => ({ model: new DecisionModel(), real: { ...calls, actor } }), commands);
        actor.stop();
      }),
    );
  });
});
