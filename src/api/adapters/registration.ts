// The registration area's adapters: the typed client's registration calls bound to the actors the
// registration machine and the review machines are given (PX-17-005). The one place the registration
// page and the review pages get them from.
import { fromPromise } from 'xstate';
import type { AccountMatch, SubmissionInput } from '../../../machines/registration/registration.machine.ts';
import type { DocumentPart, RegistrationRecord } from '../../../machines/registration/review-decision.machine.ts';
import type { WireAnswer } from '../../../machines/wire.ts';
import type { StoreApi } from '../registry.ts';

const asBlob = (file: unknown): Blob | undefined => (file instanceof Blob ? file : undefined);

/** SH-2-006: the account number's look-up and the submission (the draft as JSON, the two optional files). */
export function registrationActors(api: StoreApi) {
  return {
    lookupAccount: fromPromise<AccountMatch, { accountNumber: string }>(({ input, signal }) => api.registration.lookupAccount(input.accountNumber, signal)),
    submitRegistration: fromPromise<{ registrationId: string }, SubmissionInput>(async ({ input: { registration, files }, signal }) => {
      const answer = await api.registration.submit(
        { registration: JSON.stringify(registration), taxExemptFile: asBlob(files.taxExemptFile), resaleLicenseFile: asBlob(files.resaleLicenseFile) },
        signal,
      );
      return { registrationId: answer.registrationId };
    }),
  };
}

/** PX-17-005: the list page's read, the registrations waiting for review. */
export function reviewListActors(api: StoreApi) {
  return { read: fromPromise<WireAnswer<'listRegistrations'>>(({ signal }) => api.registration.list('Submitted', signal)) };
}

/** PX-17-005: the item page's read of one registration. */
export function reviewItemActors(api: StoreApi, registrationId: string) {
  return { read: fromPromise<WireAnswer<'getRegistration'>>(({ signal }) => api.registration.get(registrationId, signal)) };
}

/** PX-17-005, SH-4-002, SH-4-003: one registration's decision and its documents. */
export function reviewDecisionActors(api: StoreApi) {
  return {
    approve: fromPromise<RegistrationRecord, { registrationId: string }>(({ input }) => api.registration.approve(input.registrationId)),
    decline: fromPromise<RegistrationRecord, { registrationId: string; reason: string }>(({ input }) => api.registration.decline(input.registrationId, { reason: input.reason })),
    document: fromPromise<Blob, { registrationId: string; part: DocumentPart }>(({ input, signal }) => api.registration.document(input.registrationId, input.part, signal)),
  };
}
