// The registration area's adapters: the typed client's registration calls bound to the actors the
// registration machine is given. The one place the registration page gets them from.
import { fromPromise } from 'xstate';
import type { AccountMatch, SubmissionInput } from '../../../machines/registration/registration.machine.ts';
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
