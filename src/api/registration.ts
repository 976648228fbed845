// Extension: buyer registration (multipart with optional tax-exempt and resale documents), the
// account-number lookup and the company's review.
import { requireOption } from '../../machines/api/validation.ts';
import { dataOf, mailLanguageQuery, readContext, toFormData, type AreaOptions, type BodyOf, WEBSTORE_PATH } from './request.ts';

/** The registration form as JSON text, and its documents. */
export type RegistrationInput = BodyOf<'submitRegistration'>;

export function createRegistrationApi({ client, webstoreId, context }: AreaOptions) {
  const registrations = `${WEBSTORE_PATH}/registrations` as const;
  const byId = (registrationId: string) => ({ path: { webstoreId, registrationId: requireOption('registrationId', registrationId) } });

  return {
    async submit(input: RegistrationInput, signal?: AbortSignal) {
      return dataOf(
        client.POST(registrations, {
          // PX-86-002: the registration keeps the page's locale; its approval or decline e-mail is in that language.
          params: { path: { webstoreId }, query: mailLanguageQuery(readContext(context)) },
          body: input,
          bodySerializer: () => toFormData({ ...input }),
          signal,
        }),
        { signal },
      );
    },

    /** A 404 means 'No Account Found with Account#' (SH-5-012). */
    async lookupAccount(accountNumber: string, signal?: AbortSignal) {
      const number = requireOption('accountNumber', accountNumber);
      return dataOf(client.GET(`${registrations}/account-lookup`, { params: { path: { webstoreId }, query: { accountNumber: number } }, signal }), {
        signal,
      });
    },

    /** Reviewers only: the registrations in one review state, oldest first (Submitted when absent). */
    async list(status?: 'Submitted' | 'Approved' | 'Declined', signal?: AbortSignal) {
      return dataOf(client.GET(registrations, { params: { path: { webstoreId }, query: status ? { status } : {} }, signal }), { signal });
    },

    async get(registrationId: string, signal?: AbortSignal) {
      return dataOf(client.GET(`${registrations}/{registrationId}`, { params: byId(registrationId), signal }), { signal });
    },

    /** A registration's document as a Blob (reviewers, PX-17-005). */
    async document(registrationId: string, part: 'taxExemptFile' | 'resaleLicenseFile', signal?: AbortSignal) {
      return dataOf(
        client.GET(`${registrations}/{registrationId}/files/{part}`, {
          params: { path: { webstoreId, registrationId: requireOption('registrationId', registrationId), part } },
          parseAs: 'blob',
          signal,
        }),
        { signal },
      );
    },

    async approve(registrationId: string, signal?: AbortSignal) {
      return dataOf(client.POST(`${registrations}/{registrationId}/actions/approve`, { params: byId(registrationId), signal }), { signal });
    },

    async decline(registrationId: string, body: BodyOf<'declineRegistration'>, signal?: AbortSignal) {
      return dataOf(client.POST(`${registrations}/{registrationId}/actions/decline`, { params: byId(registrationId), body, signal }), { signal });
    },
  };
}
