// The registration area's adapters: the typed client's registration calls bound to the actors the
// registration machine is given, and to the ports the review machines declare (PX-17-005). The one
// place the registration page and the review pages get them from.
import { fromPromise } from 'xstate';
import type { AccountMatch, SubmissionInput } from '../../../machines/registration/registration.machine.ts';
import type { ReviewApis } from '../../../machines/registration/review-apis.ts';
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

/** PX-17-005: the reviewer's reads, the decision and the documents. */
export function reviewApis(api: StoreApi): ReviewApis {
  return {
    waiting: (signal) => api.registration.list('Submitted', signal),
    one: (registrationId, signal) => api.registration.get(registrationId, signal),
    approve: (registrationId) => api.registration.approve(registrationId),
    decline: (registrationId, reason) => api.registration.decline(registrationId, { reason }),
    document: (registrationId, part, signal) => api.registration.document(registrationId, part, signal),
  };
}
