// Extension: sign-in, sign-out, password reset and change (designed endpoints, tagged Extension in the OpenAPI).
import { dataOf, done, mailLanguageQuery, readContext, type AreaOptions, type BodyOf, WEBSTORE_PATH } from './request.ts';

export function createAuthApi({ client, webstoreId, context }: AreaOptions) {
  const auth = `${WEBSTORE_PATH}/auth` as const;
  const path = { webstoreId };
  return {
    async signIn(body: BodyOf<'signIn'>, signal?: AbortSignal) {
      return dataOf(client.POST(`${auth}/login`, { params: { path }, body, signal }), { signal });
    },
    async signOut(signal?: AbortSignal) {
      return done(client.POST(`${auth}/logout`, { params: { path }, signal }), { signal });
    },
    async requestPasswordReset(body: BodyOf<'requestPasswordReset'>, signal?: AbortSignal) {
      // PX-86-002: the reset e-mail is written in the page's language.
      return dataOf(client.POST(`${auth}/forgot-password`, { params: { path, query: mailLanguageQuery(readContext(context)) }, body, signal }), { signal });
    },
    async resetPassword(body: BodyOf<'resetPassword'>, signal?: AbortSignal) {
      return done(client.POST(`${auth}/reset-password`, { params: { path }, body, signal }), { signal });
    },
    /** PX-24-010, PX-24-011: the signed-in buyer's change; the other sessions end, this one stays. */
    async changePassword(body: BodyOf<'changePassword'>, signal?: AbortSignal) {
      return dataOf(client.POST(`${auth}/change-password`, { params: { path }, body, signal }), { signal });
    },
  };
}
